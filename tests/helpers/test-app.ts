import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../../src/server/app';
import { openDatabase, migrateToLatest, type Db } from '../../src/server/db/database';
import { readConfig, type ServerConfig } from '../../src/server/env';
import { fileURLToPath } from 'node:url';
import { loadGameRegistry } from '../../src/server/data-files';
import { testDatabaseUrl } from './test-database';

/** The real games of schemas/games, checked like the server does at start. */
export const realGames = loadGameRegistry(fileURLToPath(new URL('../../schemas/games', import.meta.url)));

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
 * A fresh app on its own empty database, migrated: a temporary SQLite file, or under `npm run test:pg`
 * a new database on the throw-away PostgreSQL. `close` removes either.
 */
export async function createTestApp(overrides: Partial<AppDeps> = {}, env: Record<string, string> = {}): Promise<TestApp> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'av-test-'));
  const database = await testDatabaseUrl(dir);
  const config = readConfig({ DATABASE_URL: database.url, LOG_LEVEL: 'silent', ...env });
  const db = overrides.db ?? openDatabase(config.database);
  await migrateToLatest(db);
  const app = await buildApp({ config, db, clientDir: null, version: 'test', logger: false, games: realGames, ...overrides });
  await app.ready();
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
