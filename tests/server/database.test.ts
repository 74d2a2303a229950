import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Migrator, sql } from 'kysely';
import { migrateToLatest, openDatabase, type Db } from '../../src/server/db/database';
import { migrations } from '../../src/server/db/migrations';

let db: Db | null = null;
let dir = '';
afterEach(async () => {
  await db?.destroy();
  db = null;
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('database', () => {
  it('creates the SQLite file and its folder, in WAL mode', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'av-db-'));
    const file = path.join(dir, 'nested', 'app.db');
    db = openDatabase({ kind: 'sqlite', file });
    await migrateToLatest(db);
    expect(fs.existsSync(file)).toBe(true);
    const { rows } = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db);
    expect(rows[0]?.journal_mode).toBe('wal');
  });

  it('migrates once: a second run applies nothing and keeps the data', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'av-db-'));
    db = openDatabase({ kind: 'sqlite', file: path.join(dir, 'app.db') });
    const first = await migrateToLatest(db);
    expect(first).toEqual(expect.arrayContaining(['0001-initial', '0002-drop-app-meta']));
    await db
      .insertInto('banners')
      .values({ kind: 'side', position: 1, hidden: 0, image_url: '/a.svg', link: '/', updated_at: Date.now() })
      .execute();
    expect(await migrateToLatest(db)).toEqual([]);
    expect(await db.selectFrom('banners').select(['image_url', 'link']).execute()).toEqual([{ image_url: '/a.svg', link: '/' }]);
  });

  it('drops the unused app_meta table (0002)', async () => {
    db = openDatabase({ kind: 'sqlite', file: ':memory:' });
    await migrateToLatest(db);
    const tables = await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(db);
    expect(tables.rows.map((r) => r.name)).not.toContain('app_meta');
    expect(tables.rows.map((r) => r.name)).toContain('calculator_configs');
  });

  it('gives stored skin costs the currency RP, and none to skins without a cost (0009)', async () => {
    db = openDatabase({ kind: 'sqlite', file: ':memory:' });
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo('0008-skin-sync')).error).toBeUndefined();
    // Two rows as 0003 stored them: one with a store price, one 'Special' (no cost).
    await sql`insert into skins (riot_id, champion_id, name, rarity, legacy, skinline_ids, cost, cost_source,
        voice_actors, splash_artists, wiki, upcoming, source_patch, synced_at)
      values (1001, 1, 'Goth Annie', '', 0, '[]', 975, 'wiki', '[]', '[]', 1, 0, '16.16', 'now'),
             (1002, 1, 'Hextech Annie', '', 0, '[]', null, 'wiki', '[]', '[]', 1, 0, '16.16', 'now')`.execute(db);
    await migrateToLatest(db);
    const stored = await db.selectFrom('skins').select(['riot_id', 'cost_currency']).orderBy('riot_id').execute();
    expect(stored).toEqual([
      { riot_id: 1001, cost_currency: 'RP' },
      { riot_id: 1002, cost_currency: null },
    ]);
  });
});
