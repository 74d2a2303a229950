import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';

/**
 * Servers hold a shared OS lock on this file and a restore an exclusive one: the system releases it
 * however the process ends, so no stale pid file survives a crash or kill -9 (decision 0030).
 */
export const instanceLockFile = (databaseFile: string): string => `${databaseFile}-lock`;

export class DatabaseInUseError extends Error {
  override name = 'DatabaseInUseError';
}

const isBusy = (error: unknown) => (error as { code?: string }).code === 'SQLITE_BUSY';

function lockFile(databaseFile: string, waitMs: number, busy: string, take: (lock: SQLite.Database) => void): { release(): void } {
  const lock = new SQLite(instanceLockFile(databaseFile));
  lock.pragma(`busy_timeout = ${waitMs}`);
  try {
    take(lock);
  } catch (error) {
    lock.close();
    if (isBusy(error)) throw new DatabaseInUseError(busy);
    throw error;
  }
  return {
    release() {
      if (lock.open) lock.close();
    },
  };
}

/** Held by every server on `databaseFile` until `release()`; throws DatabaseInUseError while a restore runs. */
export function holdInstanceLock(databaseFile: string, waitMs = 10_000): { release(): void } {
  if (databaseFile === ':memory:') return { release: () => undefined };
  fs.mkdirSync(path.dirname(path.resolve(databaseFile)), { recursive: true });
  return lockFile(databaseFile, waitMs, `${databaseFile} is being restored; start the server when the restore has finished.`, (lock) => {
    // A read inside an open transaction keeps the shared lock until the transaction ends; it never ends while we run.
    lock.exec('BEGIN');
    lock.prepare('SELECT count(*) FROM sqlite_master').get();
  });
}

/** Taken by a restore: refused (DatabaseInUseError) while any server holds the database. */
export function takeExclusiveLock(databaseFile: string): { release(): void } {
  return lockFile(databaseFile, 0, `A server is running on ${databaseFile}; stop every instance before restoring.`, (lock) =>
    lock.exec('BEGIN EXCLUSIVE'),
  );
}
