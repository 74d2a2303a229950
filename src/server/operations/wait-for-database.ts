import type { FastifyBaseLogger } from 'fastify';
import { databaseHealth, pingDatabase, type Db } from '../db/database';
import { databaseFault } from '../db/database-fault';
import { databaseName } from '../db/database-health';

export interface WaitOptions {
  db: Db;
  log: FastifyBaseLogger;
  /** Migrates, seeds and bootstraps: throws a database fault while the database is away. */
  start: () => Promise<void>;
  retryMs?: number;
}

/**
 * Retried until the database lets the start finish (decision 0035). The app already listens, answering
 * 503, so a supervisor sees a live, not-ready process instead of a crash loop. Errors other than the
 * database's faults end the start.
 */
export async function startWhenDatabaseAnswers({ db, log, start, retryMs = 1000 }: WaitOptions): Promise<void> {
  const health = databaseHealth(db);
  const name = databaseName(health.kind);
  // One line when the wait begins and one when the database first answers, not one per try.
  let waited = false;
  let answered = false;
  for (;;) {
    try {
      await pingDatabase(db, 3000);
      if (waited && !answered) {
        log.warn({ database: health.kind }, `database available: ${name} answers; starting`);
        answered = true;
      }
      await start();
      return;
    } catch (error) {
      if (!databaseFault(error)) throw error;
    }
    if (!waited) {
      log.warn(
        { database: health.kind, cause: health.cause },
        `database unavailable at start: ${name} is not answering; not ready until it does`,
      );
      waited = true;
    }
    await new Promise((resolve) => setTimeout(resolve, retryMs));
  }
}
