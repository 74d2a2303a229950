import { SqliteAdapter, sql } from 'kysely';
import type { Db } from './database';

// An arbitrary constant naming this lock among PostgreSQL advisory locks.
const STARTUP_LOCK = 7_140_001;

/**
 * Runs start-up writes (seeds, the operator bootstrap) one instance at a time: instances started
 * together would otherwise both find a row missing and both insert it. On PostgreSQL a session
 * advisory lock held on one connection, which `fn` uses; SQLite serves one instance, so no lock.
 */
export async function withStartupLock<T>(db: Db, fn: (db: Db) => Promise<T>): Promise<T> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) return fn(db);
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${STARTUP_LOCK})`.execute(connection);
    try {
      return await fn(connection);
    } finally {
      await sql`select pg_advisory_unlock(${STARTUP_LOCK})`.execute(connection);
    }
  });
}
