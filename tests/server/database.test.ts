import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { migrateToLatest, openDatabase, type Db } from '../../src/server/db/database';

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
    expect(first).toContain('0001-initial');
    await db.insertInto('app_meta').values({ key: 'k', value: 'v' }).execute();
    expect(await migrateToLatest(db)).toEqual([]);
    expect(await db.selectFrom('app_meta').selectAll().execute()).toEqual([{ key: 'k', value: 'v' }]);
  });
});
