import type { FeatureFactory } from '../feature';
import { pingDatabase } from '../db/database';
import { httpError } from '../http/http-error';
import { mount } from '../http/mount';
import { healthCheck } from '../../shared/api/health';

/** GET /api/health: 200 once the database answers, 503 otherwise. */
export const healthFeature: FeatureFactory = ({ db, config, version, log }) => ({
  name: 'health',
  routes(api) {
    mount(api, healthCheck, async () => {
      try {
        await pingDatabase(db);
      } catch (error) {
        log.error({ err: error }, 'health check: database did not answer');
        throw httpError('DATABASE_UNAVAILABLE', 'The database is not answering.');
      }
      return { status: 'ok' as const, database: config.database.kind, uptimeSeconds: Math.round(process.uptime()), version };
    });
  },
});
