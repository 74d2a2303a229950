import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { migrations } from './migrations/index';
import { MIGRATION_TABLE } from './database';
import { takeExclusiveLock } from './instance-lock';

/** A refusal the command prints as it is: a plain sentence, nothing changed. */
export class BackupError extends Error {
  override name = 'BackupError';
}

export interface SqliteCopy {
  file: string;
  bytes: number;
  /** The last migration the copy has applied. */
  schema: string;
  tables: number;
}

/** Opens a file that must be a SQLite database this site wrote, checks it whole, and says what it holds. */
export function inspectCopy(file: string): SqliteCopy {
  if (!fs.existsSync(file)) throw new BackupError(`There is no file ${file}.`);
  let db: SQLite.Database;
  try {
    db = new SQLite(file, { readonly: true, fileMustExist: true });
  } catch {
    throw new BackupError(`${file} is not a SQLite database.`);
  }
  try {
    let integrity: string;
    try {
      integrity = (db.pragma('integrity_check', { simple: true }) as string) ?? '';
    } catch {
      throw new BackupError(`${file} is not a SQLite database.`);
    }
    if (integrity !== 'ok') throw new BackupError(`${file} is damaged (integrity check: ${integrity}).`);
    const tables = db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`).all() as {
      name: string;
    }[];
    if (!tables.some((t) => t.name === MIGRATION_TABLE))
      throw new BackupError(`${file} is not a database of this site (it has no ${MIGRATION_TABLE} table).`);
    const applied = (db.prepare(`SELECT name FROM ${MIGRATION_TABLE} ORDER BY name`).all() as { name: string }[]).map((r) => r.name);
    const unknown = applied.filter((name) => !Object.hasOwn(migrations, name));
    if (unknown.length > 0)
      throw new BackupError(
        `${file} was written by a newer version of the site (its migration ${unknown[0]} is unknown to this one); restore it with that version.`,
      );
    return { file, bytes: fs.statSync(file).size, schema: applied.at(-1) ?? 'none', tables: tables.length };
  } finally {
    db.close();
  }
}

/**
 * A consistent copy of a live SQLite database (SQLite's online backup API): the pages are copied in one
 * step, inside one read transaction, so writes by the running site neither block nor restart it (WAL:
 * readers and writers do not wait for each other). Never overwrites a file.
 */
export async function backupSqlite(databaseFile: string, target: string): Promise<SqliteCopy> {
  if (!fs.existsSync(databaseFile)) throw new BackupError(`There is no database at ${databaseFile}.`);
  if (fs.existsSync(target)) throw new BackupError(`${target} exists already; a backup never overwrites a file, so choose a new name.`);
  if (!fs.existsSync(path.dirname(path.resolve(target)))) throw new BackupError(`The folder of ${target} does not exist.`);
  const source = new SQLite(databaseFile, { fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    // Every remaining page in the next step: a step-by-step copy starts over whenever another connection writes.
    await source.backup(target, { progress: () => 0x7fffffff });
    // One self-contained file (the copy would otherwise keep the WAL mode, and sprout -wal and -shm files when read).
    const copy = new SQLite(target);
    copy.pragma('journal_mode = DELETE');
    copy.close();
  } catch (error) {
    fs.rmSync(target, { force: true });
    throw error;
  } finally {
    source.close();
  }
  return inspectCopy(target);
}

/**
 * Puts a backup in place of the database, with every server stopped (refused while one holds the
 * database, instance-lock.ts). The copy is checked first (whole, of this site, not from a newer
 * version); the current database is checkpointed and kept beside it as `<file>.before-restore-<time>`.
 */
export function restoreSqlite(databaseFile: string, backup: string, now = new Date()): SqliteCopy & { previous: string | null } {
  const copy = inspectCopy(backup);
  const lock = takeExclusiveLock(databaseFile);
  try {
    let previous: string | null = null;
    if (fs.existsSync(databaseFile)) {
      // A server that was killed may have left committed pages in the WAL: fold them in before moving the file.
      const current = new SQLite(databaseFile);
      current.pragma('wal_checkpoint(TRUNCATE)');
      current.close();
      previous = `${databaseFile}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`;
      fs.renameSync(databaseFile, previous);
      for (const suffix of ['-wal', '-shm']) fs.rmSync(`${databaseFile}${suffix}`, { force: true });
    }
    const incoming = `${databaseFile}.restoring`;
    fs.copyFileSync(backup, incoming);
    fs.renameSync(incoming, databaseFile);
    return { ...copy, previous };
  } finally {
    lock.release();
  }
}

/** PostgreSQL has its own tools for this: the commands, for the DATABASE_URL in the environment (never printed). */
export const postgresCommands = (file: string) => ({
  backup: `pg_dump --format=custom --no-owner --file=${quote(file)} "$DATABASE_URL"`,
  restore: `pg_restore --clean --if-exists --no-owner --single-transaction --dbname="$DATABASE_URL" ${quote(file)}`,
});

const quote = (value: string) => (/^[\w./-]+$/.test(value) ? value : `'${value.replace(/'/g, `'\\''`)}'`);
