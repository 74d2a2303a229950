import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadLocalPosts } from '../../../src/server/blog/local-posts';
import { calculatorShareCard } from '../../../src/server/calculators/calculator-seo';
import { priceOf } from '../../../src/engine/price';
import { createShareCache } from '../../../src/server/seo/share-cache';
import { createMissLimiter } from '../../../src/server/seo/miss-limiter';
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

describe('share images', () => {
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

  it('lets an address render a few new images a minute, then refuses until the minute is over', () => {
    let now = 0;
    const limiter = createMissLimiter(3, () => now);
    expect([1, 2, 3, 4].map(() => limiter.allow('10.0.0.1'))).toEqual([true, true, true, false]);
    expect(limiter.allow('10.0.0.2')).toBe(true);
    now = 60_000;
    expect(limiter.allow('10.0.0.1')).toBe(true);
  });
});
