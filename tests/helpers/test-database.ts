import path from 'node:path';
import { inject } from 'vitest';
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
