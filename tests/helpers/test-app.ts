import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../../src/server/app';
import type { GameRegistry } from '../../src/engine/game-registry';
import { openDatabase, migrateToLatest, type Db } from '../../src/server/db/database';
import { readConfig, type ServerConfig } from '../../src/server/env';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { checkGames, describeProblems } from '../../src/server/game-files/check-games';
import { testDatabaseUrl } from './test-database';

let templates: string | null = null;
/** One folder of templates per process, removed when it exits. */
function templatesDir(): string {
  if (!templates) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'av-templates-'));
    process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
    templates = dir;
  }
  return templates;
}

/** The real games of schemas/games, read and checked as the server reads them at start. */
export const realGames: GameRegistry = await (async () => {
  const { registry, problems } = await checkGames({ root: fileURLToPath(new URL('../../', import.meta.url)) });
  if (!registry) throw new Error(describeProblems(problems));
  return registry;
})();

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: ServerConfig;
  /** The DATABASE_URL the app runs on, for child processes that must share its database. */
  databaseUrl: string;
  dir: string;
  close: () => Promise<void>;
}

/**
 * Migrated and seeded SQLite files this process already made, by what decides their rows (the
 * games, the features and the converters; the seeders read no environment): a later app with the
 * same inputs starts on a copy instead of migrating and seeding again. The seeders still run on the
 * copy and find their rows.
 */
const seededTemplates = new Map<string, string>();
const identities = new WeakMap<object, number>();
let identified = 0;
const identity = (value: object | undefined) => {
  if (!value) return 0;
  if (!identities.has(value)) identities.set(value, ++identified);
  return identities.get(value)!;
};
const templateKey = (overrides: Partial<AppDeps>) =>
  [identity(overrides.games), identity(overrides.features), identity(overrides.converters)].join(' ');

/**
 * A fresh app on its own empty database, migrated: a temporary SQLite file, or under `npm run test:pg`
 * a new database on the throw-away PostgreSQL. `close` removes either.
 */
export async function createTestApp(overrides: Partial<AppDeps> = {}, env: Record<string, string> = {}): Promise<TestApp> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'av-test-'));
  const database = await testDatabaseUrl(dir);
  const config = readConfig({ DATABASE_URL: database.url, LOG_LEVEL: 'silent', ...env });
  const key = templateKey(overrides);
  // Only the fresh file made above: a test naming its own DATABASE_URL shares that file on purpose.
  const sqliteFile = !overrides.db && !env.DATABASE_URL && config.database.kind === 'sqlite' ? config.database.file : null;
  const template = sqliteFile ? seededTemplates.get(key) : undefined;
  if (sqliteFile && template) fs.copyFileSync(template, sqliteFile);
  const db = overrides.db ?? openDatabase(config.database);
  await migrateToLatest(db);
  const app = await buildApp({ config, db, clientDir: null, version: 'test', logger: false, games: realGames, ...overrides });
  await app.ready();
  if (sqliteFile && !template) {
    const copy = path.join(templatesDir(), `${seededTemplates.size}.db`);
    await sql`vacuum into ${copy}`.execute(db);
    seededTemplates.set(key, copy);
  }
  return {
    app,
    db,
    config,
    databaseUrl: database.url,
    dir,
    close: async () => {
      await app.close();
      await database.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
