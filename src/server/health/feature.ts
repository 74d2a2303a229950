import type { FeatureFactory } from '../feature';
import { migrationStatus, pingDatabase } from '../db/database';
import { httpError } from '../http/http-error';
import { mount } from '../http/mount';
import { healthCheck, liveness, readiness } from '../../shared/api/health';

/**
 * GET /api/health (200 once the database answers, 503 otherwise), /api/health/live (the process answers)
 * and /api/health/ready (what a balancer asks before sending traffic; decision 0030).
 */
export const healthFeature: FeatureFactory = ({ db, config, version, log, lifecycle }) => {
  const databaseAnswers = async () => {
    try {
      await pingDatabase(db);
    } catch (error) {
      log.error({ err: error }, 'health check: database did not answer');
      throw httpError('DATABASE_UNAVAILABLE', 'The database is not answering.');
    }
  };
  // Applied migrations stay applied: once complete, the check is not repeated on every probe.
  let migrationsApplied = 0;
  const migrationsDone = async () => {
    if (migrationsApplied) return migrationsApplied;
    const { applied, pending } = await migrationStatus(db);
    if (pending.length > 0)
      throw httpError('MIGRATIONS_PENDING', `The database lacks ${pending.length} migration(s), from ${pending[0]} on.`);
    return (migrationsApplied = applied);
  };

  return {
    routes(api) {
      mount(api, healthCheck, async () => {
        await databaseAnswers();
        return { status: 'ok' as const, database: config.database.kind, uptimeSeconds: Math.round(process.uptime()), version };
      });
      mount(api, liveness, () => ({ status: 'ok' as const, uptimeSeconds: Math.round(process.uptime()) }));
      mount(api, readiness, async () => {
        if (lifecycle.draining) throw httpError('SHUTTING_DOWN', 'The server is shutting down.');
        await databaseAnswers();
        const migrations = await migrationsDone();
        return { status: 'ready' as const, database: config.database.kind, migrations };
      });
    },
  };
};
