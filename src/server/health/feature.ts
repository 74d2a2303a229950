import type { FeatureFactory } from '../feature';
import { migrationStatus, pingDatabase } from '../db/database';
import { databaseName } from '../db/database-health';
import { httpError } from '../http/http-error';
import { mount } from '../http/mount';
import { healthCheck, liveness, readiness } from '../../shared/api/health.schemas';
import { databaseNotStarted, databaseUnavailable } from '../http/database-refusal';

/**
 * GET /api/health (200 once the database answers, 503 otherwise), /api/health/live (the process answers)
 * and /api/health/ready (what a balancer asks before sending traffic; decisions 0030 and 0035).
 */
export const healthFeature: FeatureFactory = ({ db, config, version, lifecycle, database }) => {
  // A database known to be away is answered from its state at once (no query left hanging on a lost
  // network); otherwise one round trip, limited in time, whose failure moves the state itself.
  const databaseAnswers = async () => {
    if (database.state === 'unavailable') throw databaseUnavailable(databaseName(database.kind), database.since, database.cause);
    try {
      await pingDatabase(db);
    } catch (error) {
      throw databaseUnavailable(databaseName(database.kind), null, error instanceof Error ? error.message : String(error));
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
        if (!lifecycle.started) throw databaseNotStarted(database);
        // A full disk leaves the instance ready: reads are still served, and each write says why it was refused.
        const storage = database.state === 'full' ? ('full' as const) : ('ok' as const);
        return { status: 'ready' as const, database: config.database.kind, migrations, storage };
      });
    },
  };
};
