import fs from 'node:fs';
import path from 'node:path';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { Database } from './schema';
import { migrations } from './migrations/index';
import type { PostgresConfig, ServerConfig } from '../env';

export type Db = Kysely<Database>;

const INT8_OID = 20;
/**
 * bigint (int8) columns and counts read back as JS numbers, as SQLite's integers do: every one we
 * store (epoch-ms times, ids, counts) is far below 2^53, so no row type is `number | string`.
 */
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

function postgresPool(config: PostgresConfig): pg.Pool {
  const ssl =
    config.tls === 'off'
      ? undefined
      : config.tls === 'require'
        ? { rejectUnauthorized: false }
        : { rejectUnauthorized: true, ...(config.tlsCa ? { ca: fs.readFileSync(config.tlsCa, 'utf8') } : {}) };
  const pool = new pg.Pool({ connectionString: config.url, max: config.poolSize, types, ...(ssl ? { ssl } : {}) });
  // An idle client losing its connection (server restart, failover) must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  return pool;
}

/** Opens the configured database: SQLite (WAL, file created with its folder) or PostgreSQL. */
export function openDatabase(config: ServerConfig['database']): Db {
  if (config.kind === 'postgres') return new Kysely<Database>({ dialect: new PostgresDialect({ pool: postgresPool(config) }) });
  if (config.file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(config.file)), { recursive: true });
  const sqlite = new SQLite(config.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) throw new Error(`migration ${failed?.migrationName ?? '?'} failed: ${String(error)}`, { cause: error });
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** A trivial round trip, for the health check. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}

/** The table Kysely's Migrator records applied migrations in. */
export const MIGRATION_TABLE = 'kysely_migration';

/** The migrations of this build: how many the database has applied, and those it has not (all when it has no migration table). */
export async function migrationStatus(db: Db): Promise<{ applied: number; pending: string[] }> {
  const applied = await sql<{ name: string }>`select name from ${sql.table(MIGRATION_TABLE)}`.execute(db).then(
    (result) => new Set(result.rows.map((row) => row.name)),
    // No table yet: nothing was applied. Any other failure (the database is away) is the caller's to report.
    async (error: unknown) => {
      if (await hasMigrationTable(db)) throw error;
      return new Set<string>();
    },
  );
  const pending = Object.keys(migrations).filter((name) => !applied.has(name));
  return { applied: Object.keys(migrations).length - pending.length, pending };
}

async function hasMigrationTable(db: Db): Promise<boolean> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  return tables.some((table) => table.name === MIGRATION_TABLE);
}
