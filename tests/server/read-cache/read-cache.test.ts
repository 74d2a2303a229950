import { afterEach, describe, expect, it, vi } from 'vitest';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { createTestApp, realGames, type TestApp } from '../../helpers/test-app';
import { SITE_ORIGIN, createOperatorTestApp, signIn } from '../../helpers/operator-session';
import { openDatabase } from '../../../src/server/db/database';
import { createReadCache, type ReadCache } from '../../../src/server/read-cache/read-cache';
import { bumpVersion } from '../../../src/server/read-cache/version-table';
import { recompressionsSettled } from '../../../src/server/read-cache/recompress';
import { sql } from 'kysely';

const opened: { close: () => Promise<unknown> }[] = [];
afterEach(async () => {
  for (const item of opened.splice(0).reverse()) await item.close();
});

async function testApp(overrides: Parameters<typeof createTestApp>[0] = {}): Promise<TestApp> {
  const t = await createTestApp(overrides);
  opened.push(t);
  return t;
}

const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('cached public GET replies', () => {
  it('carry a strong ETag per encoding and answer 304 to If-None-Match', async () => {
    const t = await testApp();
    const plain = await get(t.app, '/api/calculator');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers.etag).toMatch(/^"(\d+\.)?[\w-]+"$/);
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const body = plain.json();
    expect(body).toMatchObject({ error: false, response: { market: expect.any(Number), updatedAt: null } });

    const br = await get(t.app, '/api/calculator', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(body);
    expect(br.headers.etag).not.toBe(plain.headers.etag);
    const gz = await get(t.app, '/api/calculator', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString())).toEqual(body);
    expect((await get(t.app, '/api/calculator', { 'accept-encoding': 'br;q=0, gzip' })).headers['content-encoding']).toBe('gzip');

    const again = await get(t.app, '/api/calculator', { 'if-none-match': br.headers.etag as string, 'accept-encoding': 'br' });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // The same content, perhaps recompressed since (see below): the same hash leads its ETag.
    expect(again.headers.etag?.split('-br')[0]).toBe(br.headers.etag?.split('-br')[0]);
    expect((await get(t.app, '/api/calculator', { 'if-none-match': '"something-else"' })).statusCode).toBe(200);
  });

  it('are sent fast-compressed at first, and at the best compression once asked for again', async () => {
    const t = await testApp();
    const headers = { 'accept-encoding': 'br' };
    const first = await get(t.app, '/api/calculator', headers);
    expect(first.headers.etag).toMatch(/^"(\d+\.)?[\w-]+-br\.fast"$/);
    const second = await get(t.app, '/api/calculator', headers);
    expect(second.headers.etag).toBe(first.headers.etag);
    await recompressionsSettled();
    const third = await get(t.app, '/api/calculator', headers);
    expect(third.headers.etag).toBe(first.headers.etag?.replace('-br.fast"', '-br"'));
    expect(zlib.brotliDecompressSync(third.rawPayload).toString()).toBe(zlib.brotliDecompressSync(first.rawPayload).toString());
    expect(third.rawPayload.length).toBeLessThanOrEqual(first.rawPayload.length);
    // A client holding the fast copy's ETag is told its copy is still good.
    expect((await get(t.app, '/api/calculator', { ...headers, 'if-none-match': first.headers.etag as string })).statusCode).toBe(304);
  });

  it('change at once on the saving instance, with a new ETag', async () => {
    const t = await createOperatorTestApp();
    opened.push(t);
    const cookie = await signIn(t.app, t.db);
    const before = await get(t.app, '/api/banners');
    const banner = { ...before.json().response[0], link: '/riot-points-to-usd' };
    const save = await t.app.inject({
      method: 'POST',
      url: '/api/auth/banners',
      payload: banner,
      headers: { cookie, origin: SITE_ORIGIN },
    });
    expect(save.statusCode, save.body).toBe(200);
    const after = await get(t.app, '/api/banners', { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.json().response[0].link).toBe('/riot-points-to-usd');
  });

  it('change on another instance sharing the database within a second of a save', async () => {
    const a = await testApp();
    const bDb = openDatabase(a.config.database);
    const b = await testApp({ db: bDb });
    const cookie = await signIn(a.app, a.db);
    for (const game of realGames.games) await get(b.app, `/api/${game.api}`);
    const served = (await get(b.app, '/api/valorant-calculator')).json().response;

    const save = await a.app.inject({
      method: 'POST',
      url: '/api/auth/valorant-calculator',
      payload: { ...served, market: 0.61 },
      headers: { cookie, origin: SITE_ORIGIN },
    });
    expect(save.statusCode, save.body).toBe(200);
    const savedAt = Date.now();
    let seenAfter = Infinity;
    while (Date.now() - savedAt < 3000) {
      if ((await get(b.app, '/api/valorant-calculator')).json().response.market === 0.61) {
        seenAfter = Date.now() - savedAt;
        break;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(seenAfter).toBeLessThan(1000);
  });
});

describe('the read cache on its own', () => {
  let app: FastifyInstance;
  let cache: ReadCache;
  async function build(load: () => Promise<unknown>) {
    const t = await testApp();
    cache = createReadCache({ db: t.db, pollMs: 60_000 });
    await cache.start();
    app = Fastify();
    app.get('/thing', cache.handler({ topic: 'things', load }));
    opened.push({
      close: async () => {
        cache.stop();
        await app.close();
      },
    });
  }

  it('serves the last reply it held when the reload after a drop fails on a database fault, and only then', async () => {
    let state: 'up' | 'down' | 'broken' = 'up';
    let loads = 0;
    await build(async () => {
      if (state === 'down') throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
      if (state === 'broken') throw new Error('a bug, not the database');
      return { loads: ++loads };
    });
    expect((await get(app, '/thing')).json().response).toEqual({ loads: 1 });
    // A save committed, its topic was dropped, and then the database went away.
    await cache.invalidate('things');
    state = 'down';
    for (let i = 0; i < 3; i++) {
      const res = await get(app, '/thing');
      expect(res.statusCode).toBe(200);
      expect(res.json().response).toEqual({ loads: 1 });
    }
    // Back: the next read loads afresh, and the copy it replaced is forgotten.
    state = 'up';
    expect((await get(app, '/thing')).json().response).toEqual({ loads: 2 });
    await cache.invalidate('things');
    // A failure that is not the database's is not hidden behind an old reply.
    state = 'broken';
    expect((await get(app, '/thing')).statusCode).toBe(500);
  });

  it('drops a topic with a maximum age once that age has passed, on the poll: pages built on it follow', async () => {
    const t = await testApp();
    cache = createReadCache({ db: t.db, pollMs: 20 });
    await cache.start();
    app = Fastify();
    let loads = 0;
    app.get('/cms', cache.handler({ topic: 'cms', maxAgeMs: 150, load: async () => ({ loads: ++loads }) }));
    opened.push({ close: async () => (cache.stop(), await app.close()) });
    expect((await get(app, '/cms')).json().response).toEqual({ loads: 1 });
    expect((await get(app, '/cms')).json().response).toEqual({ loads: 1 });
    const generation = cache.generation('cms');
    // No request in between: the poll drops it, and the generation rendered pages compare against moves.
    await vi.waitFor(() => expect(cache.generation('cms')).toBeGreaterThan(generation), { timeout: 3000, interval: 20 });
    expect((await get(app, '/cms')).json().response).toEqual({ loads: 2 });
  });

  it('loads once for any number of concurrent requests, and again after an invalidation', async () => {
    let loads = 0;
    await build(async () => {
      loads++;
      await new Promise((r) => setTimeout(r, 20));
      return { loads };
    });
    const replies = await Promise.all(Array.from({ length: 20 }, () => get(app, '/thing')));
    expect(new Set(replies.map((r) => r.body)).size).toBe(1);
    expect(loads).toBe(1);
    await cache.invalidate('things');
    expect((await get(app, '/thing')).json().response).toEqual({ loads: 2 });
  });

  it('does not keep a reply whose load began before an invalidation', async () => {
    let release: (value: unknown) => void = () => {};
    let value = 'old';
    await build(
      () =>
        new Promise((resolve) => {
          const v = value;
          release = () => resolve(v);
        }),
    );
    const slow = get(app, '/thing');
    await new Promise((r) => setTimeout(r, 20));
    value = 'new';
    await cache.invalidate('things');
    release(undefined);
    expect((await slow).json().response).toBe('old');
    const fresh = get(app, '/thing');
    await new Promise((r) => setTimeout(r, 20));
    release(undefined);
    expect((await fresh).json().response).toBe('new');
  });

  it('keeps serving what it holds while the versions are unreadable, and drops what changed meanwhile once they read again', async () => {
    const t = await testApp();
    cache = createReadCache({ db: t.db, pollMs: 20 });
    await cache.start();
    app = Fastify();
    let loads = 0;
    app.get('/thing', cache.handler({ topic: 'things', load: async () => ({ loads: ++loads }) }));
    opened.push({ close: async () => (cache.stop(), await app.close()) });
    expect((await get(app, '/thing')).json().response).toEqual({ loads: 1 });
    // The versions table out of reach, as it is while the database is: several polls fail.
    await sql`alter table read_cache_versions rename to read_cache_versions_away`.execute(t.db);
    await new Promise((r) => setTimeout(r, 120));
    expect((await get(app, '/thing')).json().response).toEqual({ loads: 1 });
    // Back, with a save another instance made in the meantime.
    await sql`alter table read_cache_versions_away rename to read_cache_versions`.execute(t.db);
    await bumpVersion(t.db, 'things');
    await vi.waitFor(async () => expect((await get(app, '/thing')).json().response).toEqual({ loads: 2 }), { timeout: 3000, interval: 20 });
  });

  it('does not keep a failed load', async () => {
    let fail = true;
    await build(async () => {
      if (fail) throw new Error('database away');
      return 'back';
    });
    expect((await get(app, '/thing')).statusCode).toBe(500);
    fail = false;
    expect((await get(app, '/thing')).json().response).toBe('back');
  });
});
