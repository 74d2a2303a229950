import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { watchTables } from './table-dump';

// The fuzz test's "changes no row" is only as good as this watcher; it runs on both stores (npm test, npm run test:pg).
let t: TestApp;
beforeAll(async () => void (t = await createTestApp()));
afterAll(async () => t?.close());

describe('the table watcher of the route fuzz test', () => {
  it('names the table a write touched, and nothing when nothing was written', async () => {
    const tables = watchTables(t.db, { banners: ['updated_at'] });
    await tables.mark();
    expect(await tables.changed()).toEqual([]);

    await t.db.updateTable('banners').set({ link: 'https://example.com/moved' }).where('position', '=', 1).execute();
    expect(await tables.changed()).toEqual(['banners']);

    await tables.mark();
    await t.db.insertInto('throttle_hits').values({ scope: 'fuzz', key: 'k', at: Date.now() }).execute();
    await t.db.deleteFrom('throttle_hits').where('scope', '=', 'fuzz').execute();
    expect(await tables.changed(), 'a row written and removed again leaves the table as it was').toEqual([]);
  });

  it('passes over the columns it was told to ignore', async () => {
    const tables = watchTables(t.db, { banners: ['updated_at'] });
    await tables.mark();
    await t.db
      .updateTable('banners')
      .set({ updated_at: Date.UTC(2001, 0, 1) })
      .execute();
    expect(await tables.changed()).toEqual([]);
  });
});
