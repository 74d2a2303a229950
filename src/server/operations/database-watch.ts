import type { FastifyBaseLogger } from 'fastify';
import { databaseHealth, pingDatabase, type Db } from '../db/database';
import type { DatabaseHealth } from '../db/database-health';
import type { SiteMetrics } from './site-metrics';

export interface DatabaseWatch {
  readonly health: DatabaseHealth;
  stop(): void;
}

/** Between two probes of PostgreSQL: with the probe's own 1.5 s limit, readiness follows a silent outage within 2 s. */
const PROBE_MS = 500;

/**
 * One warning line per change of state, not one per failed request (decision 0035). PostgreSQL is probed
 * every `probeMs`, so an outage no request meets (a quiet night) still turns readiness to 503; SQLite is
 * a file with nothing to probe, its faults come from writes.
 */
export function watchDatabase(
  db: Db,
  log: FastifyBaseLogger,
  metrics: Pick<SiteMetrics, 'databaseState'>,
  probeMs = PROBE_MS,
): DatabaseWatch {
  const health = databaseHealth(db);
  health.logTo(log);
  metrics.databaseState(health.state);
  const stopListening = health.onChange((state) => metrics.databaseState(state));
  let probing = false;
  const timer =
    health.kind === 'postgres'
      ? setInterval(() => {
          if (probing) return;
          probing = true;
          // The outcome reaches the health through the watched driver (or pingDatabase's own timeout).
          pingDatabase(db, Math.min(1500, probeMs * 3))
            .catch(() => undefined)
            .finally(() => (probing = false));
        }, probeMs)
      : null;
  timer?.unref();
  return {
    health,
    stop() {
      if (timer) clearInterval(timer);
      stopListening();
    },
  };
}
