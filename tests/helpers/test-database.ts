import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, inject } from 'vitest';
import { openDatabase, type Db } from '../../src/server/db/database';
import { readConfig } from '../../src/server/env';
import { createDatabase } from '../pg/cluster';

/** The pg project's cluster; undefined in other projects and outside Vitest (benchmarks reuse these helpers). */
function pgAdminUrl(): string | undefined {
  try {
    return inject('pgAdminUrl');
  } catch {
    return undefined;
  }
}

/** True when the run is `npm run test:pg` (the pg project provides its cluster). */
export const onPostgres = (): boolean => Boolean(pgAdminUrl());

/**
 * The DATABASE_URL of a fresh empty database for one test: a file in `dir` on SQLite, a new database
 * on the throw-away cluster under test:pg. `drop` deletes the PostgreSQL database (the caller removes `dir`).
 */
export async function testDatabaseUrl(dir: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = pgAdminUrl();
  if (adminUrl) return createDatabase(adminUrl);
  return { url: `file:${path.join(dir, 'test.db')}`, drop: async () => undefined };
}

/**
 * A fresh empty database per test, opened (not migrated), closed and dropped after each: SQLite in a
 * temporary folder, or a new database on the pg project's cluster. Call it in a describe block.
 */
export function useEmptyDatabase(): () => Promise<Db> {
  let db: Db | null = null;
  let cleanup = async () => undefined as void;
  afterEach(async () => {
    await db?.destroy();
    db = null;
    await cleanup();
  });
  return async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'av-db-'));
    const database = await testDatabaseUrl(dir);
    cleanup = async () => {
      await database.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    };
    db = openDatabase(readConfig({ DATABASE_URL: database.url }).database);
    return db;
  };
}
