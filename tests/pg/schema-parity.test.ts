import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrateToLatest, openDatabase, type Db } from '../../src/server/db/database';
import { migrations } from '../../src/server/db/migrations/index';
import { createDatabase } from './cluster';
import { postgresShape, sqliteShape, type TableShape } from './schema-shape';

let dir = '';
let sqlite: Db;
let postgres: Db;
let dropPg: () => Promise<void>;
let shapes: { sqlite: Record<string, TableShape>; postgres: Record<string, TableShape> };

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'av-parity-'));
  sqlite = openDatabase({ kind: 'sqlite', file: path.join(dir, 'parity.db') });
  const target = await createDatabase(inject('pgAdminUrl'), 'parity');
  dropPg = target.drop;
  postgres = openDatabase({ kind: 'postgres', url: target.url, poolSize: 2, tls: 'off', tlsCa: null });
  expect(await migrateToLatest(sqlite)).toEqual(Object.keys(migrations));
  expect(await migrateToLatest(postgres)).toEqual(Object.keys(migrations));
  shapes = { sqlite: await sqliteShape(sqlite), postgres: await postgresShape(postgres) };
});

afterAll(async () => {
  await sqlite?.destroy();
  await postgres?.destroy();
  await dropPg?.();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('migrations on SQLite and PostgreSQL', () => {
  it('create the same tables', () => {
    expect(Object.keys(shapes.postgres).sort()).toEqual(Object.keys(shapes.sqlite).sort());
    expect(Object.keys(shapes.sqlite)).toContain('sessions');
  });

  // One case per table, so a new migration's table is compared without touching this file.
  it('give every table the same columns, types, nullability, keys, indexes and references', () => {
    for (const table of Object.keys(shapes.sqlite)) {
      expect({ table, ...shapes.postgres[table] }).toEqual({ table, ...shapes.sqlite[table] });
    }
  });

  it('undo to nothing on both', async () => {
    for (const db of [sqlite, postgres]) {
      const names = Object.keys(migrations).reverse();
      for (const name of names) await migrations[name]!.down?.(db as never);
    }
    const left = (s: Record<string, TableShape>) => Object.keys(s).filter((t) => !t.startsWith('kysely_'));
    expect(left(await sqliteShape(sqlite))).toEqual([]);
    expect(left(await postgresShape(postgres))).toEqual([]);
  });
});
