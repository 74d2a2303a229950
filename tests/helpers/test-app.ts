import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../../src/server/app';
import { openDatabase, migrateToLatest, type Db } from '../../src/server/db/database';
import { readConfig, type ServerConfig } from '../../src/server/env';
import { fileURLToPath } from 'node:url';
import { loadGameRegistry } from '../../src/server/data-files';

/** The real games of schemas/games, checked like the server does at start. */
export const realGames = loadGameRegistry(fileURLToPath(new URL('../../schemas/games', import.meta.url)));

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: ServerConfig;
  dir: string;
  close: () => Promise<void>;
}

/** A fresh app on a temporary SQLite file, migrated; closed (and the file removed) by `close`. */
export async function createTestApp(overrides: Partial<AppDeps> = {}, env: Record<string, string> = {}): Promise<TestApp> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'av-test-'));
  const config = readConfig({ DATABASE_URL: `file:${path.join(dir, 'test.db')}`, LOG_LEVEL: 'silent', ...env });
  const db = overrides.db ?? openDatabase(config.database);
  await migrateToLatest(db);
  const app = await buildApp({ config, db, clientDir: null, version: 'test', logger: false, games: realGames, ...overrides });
  await app.ready();
  return {
    app,
    db,
    config,
    dir,
    close: async () => {
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
