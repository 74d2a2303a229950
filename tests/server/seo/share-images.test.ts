import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import Fastify from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadLocalPosts } from '../../../src/server/blog/local-posts';
import { calculatorShareCard } from '../../../src/server/calculators/calculator-seo';
import { priceOf } from '../../../src/engine/price';
import { createShareCache } from '../../../src/server/seo/share-cache';
import { createRenderBudget, DEFAULT_RENDER_BUDGET } from '../../../src/server/seo/render-budget';
import { registerSeo } from '../../../src/server/seo/seo-routes';
import { warmShareCards } from '../../../src/server/seo/share-card';
import { SITE_NAME } from '../../../src/shared/share-image';
import { shareImagePath } from '../../../src/shared/share-image';
import { createTestApp, realGames, type TestApp } from '../../helpers/test-app';

const SLOW = 120_000;
const league = realGames.byId('league-of-legends')!;
const RESULT_QUERY = 'level=100&blueEssence=5000&skins.epic=3';
let t: TestApp;
beforeAll(async () => {
  const localPosts = loadLocalPosts(path.resolve('content/blog'), path.resolve('public'));
  t = await createTestApp({ settings: { blog: { localPosts } } });
}, SLOW);
afterAll(async () => {
  await t?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const euro = (n: number) => new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' }).format(n);

async function png(url: string) {
  const res = await get(url);
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-type']).toBe('image/png');
  expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
  return res;
}

// First in the file: the fonts are parsed once per module instance, and this test needs them unparsed.
describe('the share image warm-up', () => {
  it(
    'starts once the server listens and answers requests while it reads the fonts, a slice at a time',
    async () => {
      const lines: { msg?: string; ms?: number }[] = [];
      let ready: () => void = () => undefined;
      const warmed = new Promise<void>((resolve) => (ready = resolve));
      const stream = new Writable({
        write(chunk: Buffer, _encoding, callback) {
          const line = JSON.parse(chunk.toString()) as { msg?: string };
          lines.push(line);
          if (line.msg === 'share images ready') ready();
          callback();
        },
      });
      const app = Fastify({ logger: { level: 'info', stream } });
      registerSeo(app, {
        publicUrl: null,
        siteName: SITE_NAME,
        sections: [],
        shareCards: [],
        shareCacheDir: null,
        shareCacheBytes: 1024,
        warmUp: true,
      });
      const delay = monitorEventLoopDelay({ resolution: 10 });
      try {
        const base = await app.listen({ port: 0, host: '127.0.0.1' });
        delay.enable();
        const robots = await fetch(`${base}/robots.txt`);
        expect(robots.status).toBe(200);
        // Answered while the fonts were still being read.
        expect(lines.some((l) => l.msg === 'share images ready')).toBe(false);
        await warmed;
        delay.disable();
        // All 204 fonts at once blocked for one to four seconds; a slice is one font or one card.
        expect(delay.max / 1e6).toBeLessThan(1000);
      } finally {
        await app.close();
      }
    },
    SLOW,
  );
});

describe('share images', () => {
  it(
    'are readied in slices: the fonts one at a time with a turn of the event loop between, then one card of each kind',
    async () => {
      let slices = 0;
      await warmShareCards(SITE_NAME, async () => void slices++);
      // 204 font files and three cards.
      expect(slices).toBeGreaterThan(200);
    },
    SLOW,
  );

  it(
    'of a shared calculator result show the value the engine computes for its inputs, and differ from the plain page',
    async () => {
      const card = await calculatorShareCard(realGames, async () => ({ ...league.defaults, updatedAt: null, revision: 1 }))(
        league.route,
        new URLSearchParams(RESULT_QUERY),
      );
      const expected = priceOf(league, league.defaults, { level: 100, blueEssence: 5000, skins: { epic: 3 } });
      expect(expected.price).toBeGreaterThan(0);
      expect(card).toMatchObject({ title: 'Estimated Real Value', value: euro(expected.price) });
      expect(card!.lines).toContain(`Market Value: ${euro(expected.market)}`);

      const plain = await png(shareImagePath(league.route));
      const result = await png(shareImagePath(league.route, `?${RESULT_QUERY}`));
      expect(result.rawPayload.equals(plain.rawPayload)).toBe(false);
      const other = await png(shareImagePath(league.route, '?level=200&blueEssence=5000&skins.epic=3'));
      expect(other.rawPayload.equals(result.rawPayload)).toBe(false);
    },
    SLOW,
  );

  it(
    'are served from the cache the second time, with an ETag a browser can revalidate',
    async () => {
      const url = shareImagePath('/lol-skins/skin/1001');
      const first = await png(url);
      const second = await png(url);
      expect(second.headers['x-share-cache']).toBe('hit');
      expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
      const etag = String(second.headers.etag);
      expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
      expect((await get(url, { 'if-none-match': etag })).statusCode).toBe(304);
    },
    SLOW,
  );

  it(
    'exist for a post, the time-wasted page and every listed page, and not for pages that do not exist',
    async () => {
      await png(shareImagePath('/blog/how-the-calculators-value-an-account'));
      await png(shareImagePath('/wasted-time-lol'));
      await png(shareImagePath('/'));
      const missing = await get(shareImagePath('/lol-skins/skin/999999999'));
      expect(missing.statusCode).toBe(404);
      expect(missing.rawPayload.length).toBeLessThan(2048);
      expect((await get('/og/no-such-page.png')).statusCode).toBe(404);
      // A malformed escape is refused as bad input (by the router, before any rendering), never a 500.
      expect((await get('/og/%E0%A4%A.png')).statusCode).toBe(400);
    },
    SLOW,
  );
});

describe('the share image cache and limiter', () => {
  it('keeps images on disk for the next instance and stays within its bounds', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'av-share-cache-'));
    try {
      const first = createShareCache(dir, 2, 10);
      for (let i = 0; i < 12; i++) first.set(`key${i}`, Buffer.from(`png ${i}`));
      expect(fs.readdirSync(dir).length).toBeLessThanOrEqual(10);
      const second = createShareCache(dir, 2, 10);
      expect(second.get('key11')?.toString()).toBe('png 11');
      expect(second.get('never')).toBeNull();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps images in memory by their bytes, least recently used out first', () => {
    const cache = createShareCache(null, 1000);
    cache.set('a', Buffer.alloc(400));
    cache.set('b', Buffer.alloc(400));
    expect(cache.get('a')).not.toBeNull();
    // 1,200 bytes do not fit in 1,000: 'b' was used least recently.
    cache.set('c', Buffer.alloc(400));
    expect(cache.get('b')).toBeNull();
    expect(cache.get('a')?.length).toBe(400);
    expect(cache.get('c')?.length).toBe(400);
    // A few large images push out many small ones: a count bound would have kept them.
    const small = createShareCache(null, 10_000);
    for (let i = 0; i < 50; i++) small.set(`s${i}`, Buffer.alloc(100));
    small.set('large', Buffer.alloc(9_000));
    expect([...Array(50).keys()].filter((i) => small.get(`s${i}`) !== null).length).toBeLessThanOrEqual(10);
  });

  it('refuses renders that would wait in the queue longer than its bound, from any address, with the wait as Retry-After', () => {
    const budget = createRenderBudget(DEFAULT_RENDER_BUDGET, () => 0);
    // Many addresses at once, none finishing: about 10 s of renders at 150 ms each are let through.
    const admissions = Array.from({ length: 100 }, (_, i) => budget.admit(`10.1.0.${i}`));
    const letThrough = admissions.filter((a) => a.ok);
    expect(letThrough.length).toBeGreaterThan(50);
    expect(letThrough.length).toBeLessThan(100);
    const refused = admissions.find((a) => !a.ok);
    expect(refused).toMatchObject({ ok: false, retryAfterSeconds: expect.any(Number) });
    // Once the queue drains, a new address is served again.
    for (const a of letThrough) if (a.ok) a.done(150);
    expect(budget.admit('10.2.0.1').ok).toBe(true);
  });
});

describe('the share image render budget over HTTP', () => {
  const RENDER_MS = 200;

  /** The share image routes with the real calculator cards, a fake clock and a cheap renderer that takes RENDER_MS of that clock. */
  async function imageServer() {
    const clock = { now: 0, renders: 0 };
    const tiny = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const app = Fastify();
    const served = { ...league.defaults, updatedAt: null, revision: 1 };
    registerSeo(app, {
      publicUrl: null,
      siteName: SITE_NAME,
      sections: [],
      shareCards: [calculatorShareCard(realGames, async () => served)],
      shareCacheDir: null,
      shareCacheBytes: 1024 * 1024,
      now: () => clock.now,
      render: async () => {
        clock.now += RENDER_MS;
        clock.renders += 1;
        return tiny;
      },
    });
    await app.ready();
    const image = (level: number, remoteAddress = '203.0.113.7') =>
      app.inject({ method: 'GET', url: shareImagePath(league.route, `?level=${level}`), remoteAddress });
    return { app, clock, image };
  }

  it('serves a crawler 100 distinct images from one address at two a second, every one 200 image/png', async () => {
    const { app, clock, image } = await imageServer();
    try {
      const answers: { status: number; type: string }[] = [];
      for (let level = 1; level <= 100; level++) {
        const res = await image(level);
        answers.push({ status: res.statusCode, type: String(res.headers['content-type']) });
        clock.now += 500 - RENDER_MS;
      }
      expect(answers.filter((a) => a.status !== 200 || a.type !== 'image/png')).toEqual([]);
      expect(clock.renders).toBe(100);
    } finally {
      await app.close();
    }
  });

  it('answers a flood from one address 429 with Retry-After, serves other addresses meanwhile, and the flooder again after the wait', async () => {
    const { app, clock, image } = await imageServer();
    try {
      let refused: Awaited<ReturnType<typeof image>> | null = null;
      let served = 0;
      for (let level = 1; level <= 1000 && !refused; level++) {
        const res = await image(level);
        if (res.statusCode === 429) refused = res;
        else served += 1;
      }
      // A new visitor's burst (15 s of rendering) before the first refusal.
      expect(served).toBeGreaterThan(50);
      expect(refused?.headers['content-type']).toMatch(/^text\/plain/);
      expect(refused?.headers['cache-control']).toBe('no-store');
      const retryAfter = Number(refused?.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect((await image(5000, '198.51.100.1')).statusCode).toBe(200);
      clock.now += retryAfter * 1000;
      expect((await image(5001)).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
