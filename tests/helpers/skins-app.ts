import { openDatabase, migrateToLatest } from '../../src/server/db/database';
import { seedSkins } from '../../src/server/skins/seed';
import { createTestApp, type TestApp } from './test-app';

/** A test app whose database holds the shipped catalogue. */
export async function createSkinsApp(): Promise<TestApp> {
  const db = openDatabase({ kind: 'sqlite', file: ':memory:' });
  await migrateToLatest(db);
  await seedSkins()(db);
  return createTestApp({ db });
}
