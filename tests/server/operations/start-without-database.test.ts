import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerApp } from '../../../src/server/app';
import { migrateToLatest, openDatabase } from '../../../src/server/db/database';
import { readConfig } from '../../../src/server/env';
import { startWhenDatabaseAnswers } from '../../../src/server/operations/wait-for-database';
import { realGames } from '../../helpers/test-app';

/** The routes are registered before the database answers; the start that needs it comes after (decision 0035). */
let app: FastifyInstance | null = null;
let dir = '';
afterEach(async () => {
  await app?.close();
  app = null;
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  dir = '';
});

const registered = async (url: string) => {
  const config = readConfig({ DATABASE_URL: url, LOG_LEVEL: 'silent' });
  const db = openDatabase(config.database);
  app = await registerApp({ config, db, clientDir: null, version: 'test', logger: false, games: realGames });
  return { app, db };
};
const get = async (url: string) => {
  const res = await app!.inject({ method: 'GET', url });
  return { status: res.statusCode, code: (res.json() as { code?: string }).code, body: res.json(), retryAfter: res.headers['retry-after'] };
};

describe('an app registered while its database is away', () => {
  it('is live, not ready naming the database, and refuses every other route with 503 DATABASE_UNAVAILABLE', async () => {
    // Nothing listens on port 1: every connection is refused at once.
    await registered('postgres://nobody@127.0.0.1:1/site');
    expect((await get('/api/health/live')).status).toBe(200);
    const ready = await get('/api/health/ready');
    expect(ready).toMatchObject({ status: 503, code: 'DATABASE_UNAVAILABLE', retryAfter: '5' });
    expect((ready.body as { response: string }).response).toMatch(/^PostgreSQL is not answering/);
    for (const url of ['/api/health', '/api/banners', '/api/no-such-route', '/metrics']) {
      expect(await get(url), url).toMatchObject({ status: 503, code: 'DATABASE_UNAVAILABLE', retryAfter: '5' });
    }
  });
});

describe('the start once the database answers', () => {
  it('is not ready until migrated, seeded and started, then serves every route', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'av-start-'));
    const { db } = await registered(`file:${path.join(dir, 'site.db')}`);
    expect(await get('/api/health/ready')).toMatchObject({ status: 503, code: 'MIGRATIONS_PENDING' });
    await migrateToLatest(db);
    const preparing = await get('/api/health/ready');
    expect(preparing).toMatchObject({ status: 503, code: 'DATABASE_UNAVAILABLE' });
    expect((preparing.body as { response: string }).response).toBe('SQLite answers; the server is still preparing it (migrations, seeds).');
    expect((await get('/api/banners')).status).toBe(503);

    const lines: string[] = [];
    const log = { warn: (_: object, line: string) => lines.push(line) } as unknown as FastifyInstance['log'];
    await startWhenDatabaseAnswers({ db, log, start: () => app!.startWithDatabase() });
    expect(lines).toEqual([]);
    expect((await get('/api/health/ready')).status).toBe(200);
    expect((await get('/api/banners')).status).toBe(200);
  });

  it('tries again while the database is away, with one line when the wait begins and one when it answers', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'av-start-'));
    const { db } = await registered(`file:${path.join(dir, 'site.db')}`);
    const lines: string[] = [];
    const log = { warn: (_: object, line: string) => lines.push(line) } as unknown as FastifyInstance['log'];
    let refusals = 2;
    await startWhenDatabaseAnswers({
      db,
      log,
      retryMs: 1,
      start: async () => {
        if (refusals-- > 0) throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
        await migrateToLatest(db);
        await app!.startWithDatabase();
      },
    });
    expect(lines).toEqual([
      'database unavailable at start: SQLite is not answering; not ready until it does',
      'database available: SQLite answers; starting',
    ]);
    expect((await get('/api/health/ready')).status).toBe(200);
  });

  it('ends the start on an error that is not the database away', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'av-start-'));
    const { db } = await registered(`file:${path.join(dir, 'site.db')}`);
    const log = { warn: () => undefined } as unknown as FastifyInstance['log'];
    const broken = startWhenDatabaseAnswers({ db, log, retryMs: 1, start: () => Promise.reject(new Error('a broken migration')) });
    await expect(broken).rejects.toThrow('a broken migration');
  });
});
