import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { migrateToLatest, openDatabase, type Db } from '../../src/server/db/database';
import { readConfig } from '../../src/server/env';
import { href } from '../../src/shared/api/endpoint';
import { calculatorConfig, saveCalculatorConfig } from '../../src/shared/api/calculators';
import { realGames } from '../helpers/test-app';
import { SITE_ORIGIN, signIn } from '../helpers/operator-session';

/**
 * SQLite on a disk that fills up, and on a file another writer holds (decision 0035). Always SQLite, also
 * under test:pg: these are faults of a file. As root the database lives on a small tmpfs of its own that a
 * filler file fills; otherwise SQLite is held to its current size with max_page_count.
 */
const GAME = realGames.games[0]!;
const CONFIG_PATH = `/api${href(calculatorConfig(GAME.api))}`;
const SAVE_PATH = `/api${href(saveCalculatorConfig(GAME.api))}`;

interface Site {
  app: FastifyInstance;
  db: Db;
  file: string;
  cookie: string;
  /** Takes the last free byte (tmpfs) or page (max_page_count); `release` gives the room back. */
  fill: () => Promise<void>;
  release: () => Promise<void>;
  cleanUp: () => Promise<void>;
}

let site: Site | null = null;
afterEach(async () => {
  await site?.cleanUp();
  site = null;
});

async function openSite(): Promise<Site> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'av-full-'));
  const disk = path.join(dir, 'disk');
  fs.mkdirSync(disk);
  const mounted = process.getuid?.() === 0 && spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=64m', 'tmpfs', disk]).status === 0;
  const file = path.join(disk, 'site.db');
  const config = readConfig({ DATABASE_URL: `file:${file}`, LOG_LEVEL: 'silent' });
  const db = openDatabase(config.database);
  await migrateToLatest(db);
  const app = await buildApp({ config, db, clientDir: null, version: 'test', logger: false, games: realGames });
  await app.ready();
  const cookie = await signIn(app, db);
  const filler = path.join(disk, 'filler');
  return {
    app,
    db,
    file,
    cookie,
    async fill() {
      // An empty WAL: the next commit must grow it, so it meets the full disk at once.
      await sql`pragma wal_checkpoint(truncate)`.execute(db);
      if (mounted) {
        const fd = fs.openSync(filler, 'w');
        const chunk = Buffer.alloc(256 * 1024);
        try {
          for (let size = chunk.length; size >= 512;) {
            try {
              fs.writeSync(fd, chunk, 0, size);
            } catch {
              size = Math.floor(size / 2);
            }
          }
        } finally {
          fs.closeSync(fd);
        }
      } else {
        const { rows } = await sql<{ page_count: number }>`pragma page_count`.execute(db);
        await sql.raw(`pragma max_page_count = ${rows[0]!.page_count}`).execute(db);
      }
    },
    async release() {
      if (mounted) fs.rmSync(filler, { force: true });
      else await sql`pragma max_page_count = 1073741823`.execute(db);
    },
    async cleanUp() {
      await app.close();
      if (mounted) spawnSync('umount', [disk]);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

const save = (s: Site, market: number) =>
  s.app.inject({
    method: 'POST',
    url: SAVE_PATH,
    headers: { cookie: s.cookie, origin: SITE_ORIGIN },
    payload: { ...GAME.defaults, market },
  });

const savesStored = async (db: Db) =>
  Number(
    (
      await db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('action', '=', 'calculator.save')
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('SQLite on a full disk', () => {
  it('refuses writes with 503 STORAGE_FULL, keeps serving reads, and takes the next write once there is room', async () => {
    site = await openSite();
    const s = site;
    expect((await save(s, 0.31)).statusCode).toBe(200);
    expect((await s.app.inject({ method: 'GET', url: CONFIG_PATH })).statusCode).toBe(200);
    await s.fill();

    // Saves may still fit in pages SQLite has free; each answer is the truth, and a refusal comes soon.
    let answered200 = 1;
    let refused = null;
    for (let i = 0; i < 300 && !refused; i++) {
      const res = await save(s, Number((0.32 + i / 10_000).toFixed(4)));
      expect([200, 503], res.body).toContain(res.statusCode);
      if (res.statusCode === 200) answered200++;
      else refused = res;
    }
    expect(refused, 'no save was refused').not.toBeNull();
    expect(refused!.json()).toMatchObject({ error: true, code: 'STORAGE_FULL' });
    expect(refused!.headers['retry-after']).toBe('30');

    // Reads keep working, readiness says why writes fail, the metrics count the refusal.
    expect((await s.app.inject({ method: 'GET', url: CONFIG_PATH })).statusCode).toBe(200);
    const ready = await s.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().response).toMatchObject({ status: 'ready', storage: 'full' });
    const metrics = (await s.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(metrics).toMatch(/^database_storage_full 1$/m);
    expect(metrics).toMatch(/^database_writes_refused_total\{reason="full"\} [1-9]/m);
    expect(await savesStored(s.db)).toBe(answered200);

    await s.release();
    const after = await save(s, 0.777);
    expect(after.statusCode, after.body).toBe(200);
    expect((await s.app.inject({ method: 'GET', url: CONFIG_PATH })).json().response.market).toBe(0.777);
    expect((await s.app.inject({ method: 'GET', url: '/api/health/ready' })).json().response.storage).toBe('ok');
    // Every save answered 200 is there once; the refused one is not.
    expect(await savesStored(s.db)).toBe(answered200 + 1);
    const { rows } = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(s.db);
    expect(rows).toEqual([{ integrity_check: 'ok' }]);
  }, 60_000);

  it('answers 200 for a save whose commit went through even when the cache bump after it fails', async () => {
    site = await openSite();
    const s = site;
    await sql`create trigger refuse_bumps before update on read_cache_versions begin select raise(fail, 'disk I/O error'); end`.execute(
      s.db,
    );
    await sql`create trigger refuse_new_bumps before insert on read_cache_versions begin select raise(fail, 'disk I/O error'); end`.execute(
      s.db,
    );
    const res = await save(s, 0.555);
    expect(res.statusCode, res.body).toBe(200);
    expect((await s.app.inject({ method: 'GET', url: CONFIG_PATH })).json().response.market).toBe(0.555);
  });
});

describe('SQLite held by another writer', () => {
  it('answers 503 DATABASE_BUSY past the busy timeout, and saves again once the lock is let go', async () => {
    site = await openSite();
    const s = site;
    await sql`pragma busy_timeout = 200`.execute(s.db);
    const other = new SQLite(s.file);
    try {
      other.exec('begin immediate');
      const res = await save(s, 0.444);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ error: true, code: 'DATABASE_BUSY' });
      expect(res.headers['retry-after']).toBe('2');
      expect((await s.app.inject({ method: 'GET', url: CONFIG_PATH })).statusCode).toBe(200);
      other.exec('rollback');
      expect((await save(s, 0.444)).statusCode).toBe(200);
    } finally {
      other.close();
    }
  });
});
