import fs from 'node:fs';
import path from 'node:path';
import { Kysely, Migrator, PostgresDialect, SqliteAdapter, SqliteDialect, sql } from 'kysely';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { Database } from './schema';
import { migrations } from './migrations/index';
import { createDatabaseHealth, type DatabaseHealth } from './database-health';
import { watchedDialect } from './watched-dialect';
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

/** How long a new PostgreSQL connection may take before the query waiting for it fails (an unreachable host). */
const CONNECT_TIMEOUT_MS = 3000;

function postgresPool(config: PostgresConfig, health: DatabaseHealth): pg.Pool {
  const ssl =
    config.tls === 'off'
      ? undefined
      : config.tls === 'require'
        ? { rejectUnauthorized: false }
        : { rejectUnauthorized: true, ...(config.tlsCa ? { ca: fs.readFileSync(config.tlsCa, 'utf8') } : {}) };
  const pool = new pg.Pool({
    connectionString: config.url,
    max: config.poolSize,
    types,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    ...(ssl ? { ssl } : {}),
  });
  // A client losing its connection (server restart, failover, pg_terminate_backend) emits 'error', which with no
  // listener ends the process. The pool listens only while a client is idle; a client handed out to a
  // transaction between two queries has none, so every client gets one of its own at connect. Each such
  // error is a fault the health state records (decision 0035); the query that was running fails on its own.
  const clientFailed = (error: Error) => void health.failed(error);
  pool.on('connect', (client) => client.on('error', clientFailed));
  pool.on('error', clientFailed);
  return pool;
}

const healthOf = new WeakMap<Db, DatabaseHealth>();

/**
 * What the instance knows about its database's state (database-health.ts), fed by every query made
 * through a Db that openDatabase made. Another Db (a test's own) gets a health that only its callers feed.
 */
export function databaseHealth(db: Db): DatabaseHealth {
  let health = healthOf.get(db);
  if (!health) healthOf.set(db, (health = createDatabaseHealth(db.getExecutor().adapter instanceof SqliteAdapter ? 'sqlite' : 'postgres')));
  return health;
}

/** Opens the configured database: SQLite (WAL, file created with its folder) or PostgreSQL. */
export function openDatabase(config: ServerConfig['database']): Db {
  const health = createDatabaseHealth(config.kind);
  const db = new Kysely<Database>({ dialect: watchedDialect(dialectOf(config, health), health) });
  healthOf.set(db, health);
  return db;
}

function dialectOf(config: ServerConfig['database'], health: DatabaseHealth) {
  if (config.kind === 'postgres') return new PostgresDialect({ pool: postgresPool(config, health) });
  if (config.file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(config.file)), { recursive: true });
  const sqlite = new SQLite(config.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new SqliteDialect({ database: sqlite });
}

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) throw new Error(`migration ${failed?.migrationName ?? '?'} failed: ${String(error)}`, { cause: error });
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** A trivial round trip, for the health check; rejects after `timeoutMs` when the database hangs (a lost network). */
export async function pingDatabase(db: Db, timeoutMs = 1500): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error(`no answer within ${timeoutMs} ms`), { code: 'ETIMEDOUT' })), timeoutMs);
  });
  try {
    await Promise.race([sql`select 1`.execute(db), late]);
  } catch (error) {
    // A query that never answered told the watched driver nothing.
    databaseHealth(db).failed(error);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

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
