import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createMemoryBucketStore, type BucketStore } from '../../../src/server/upstream/http/bucket-store';
import { createDbBucketStore } from '../../../src/server/upstream/http/db-bucket-store';
import { createRateLimiter, type LimitKey } from '../../../src/server/upstream/http/rate-limiter';
import { migrateToLatest, openDatabase } from '../../../src/server/db/database';
import { fakeClock } from '../../helpers/fake-clock';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'av-limiter-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
let dbCount = 0;
async function dbStore(): Promise<BucketStore> {
  const db = openDatabase({ kind: 'sqlite', file: path.join(dir, `l${dbCount++}.db`) });
  await migrateToLatest(db);
  return createDbBucketStore(db);
}

const headers = (app: string, method: string, extra: Record<string, string> = {}) =>
  new Headers({ 'X-App-Rate-Limit': app, 'X-Method-Rate-Limit': method, ...extra });

/** The largest number of requests any sliding window of `windowMs` saw. */
function busiestWindow(times: readonly number[], windowMs: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  let best = 0;
  for (let i = 0, j = 0; i < sorted.length; i++) {
    while (sorted[i]! - sorted[j]! >= windowMs) j++;
    best = Math.max(best, i - j + 1);
  }
  return best;
}

const stores = { memory: async () => createMemoryBucketStore(), database: dbStore };

describe.each(Object.entries(stores))('rate limiter on the %s store', (_name, makeStore) => {
  // Each database run makes hundreds of small transactions: give a busy machine time.
  it('never exceeds any learned window, for any limits and calls (fake clock)', { timeout: 60_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 2, max: 40 }),
        fc.integer({ min: 5, max: 60 }),
        fc.array(fc.constantFrom('getMatch', 'getIds'), { minLength: 10, maxLength: 60 }),
        async (shortCount, shortSec, longCount, longSec, methods) => {
          const clock = fakeClock();
          const limiter = createRateLimiter({ store: await makeStore(), clock, namespace: 'riot' });
          const appLimit = `${shortCount}:${shortSec},${longCount}:${longSec}`;
          const sent: Record<string, number[]> = { app: [], getMatch: [], getIds: [] };
          for (const method of methods) {
            const key: LimitKey = { scope: 'europe', method };
            const permit = await limiter.acquire(key);
            sent.app!.push(clock.now());
            sent[method]!.push(clock.now());
            await limiter.settle(permit);
            await limiter.observe(key, 200, headers(appLimit, '7:10'));
          }
          expect(busiestWindow(sent.app!, shortSec * 1000)).toBeLessThanOrEqual(shortCount);
          expect(busiestWindow(sent.app!, longSec * 1000)).toBeLessThanOrEqual(longCount);
          expect(busiestWindow(sent.getMatch!, 10_000)).toBeLessThanOrEqual(7);
          expect(busiestWindow(sent.getIds!, 10_000)).toBeLessThanOrEqual(7);
        },
      ),
      { numRuns: _name === 'database' ? 8 : 60 },
    );
  });

  it('is cautious before the first reply: one request, then the learned limits', async () => {
    const clock = fakeClock();
    const limiter = createRateLimiter({ store: await makeStore(), clock, namespace: 'riot' });
    const key = { scope: 'euw1', method: 'summoner' };
    const start = clock.now();
    await limiter.settle(await limiter.acquire(key));
    await limiter.settle(await limiter.acquire(key));
    expect(clock.now() - start).toBeGreaterThanOrEqual(1000);
    await limiter.observe(key, 200, headers('20:1', '20:1'));
    const learned = clock.now();
    for (let i = 0; i < 18; i++) await limiter.settle(await limiter.acquire(key));
    expect(clock.now()).toBe(learned);
  });

  it('a 429 of type application blocks every method of the scope for Retry-After', async () => {
    const clock = fakeClock();
    const limiter = createRateLimiter({ store: await makeStore(), clock, namespace: 'riot' });
    const a = { scope: 'europe', method: 'getMatch' };
    const b = { scope: 'europe', method: 'getIds' };
    const other = { scope: 'asia', method: 'getIds' };
    for (const key of [a, b, other]) await limiter.observe(key, 200, headers('100:1', '100:1'));
    await limiter.observe(a, 429, headers('100:1', '100:1', { 'Retry-After': '7', 'X-Rate-Limit-Type': 'application' }));
    const blockedAt = clock.now();
    await limiter.acquire(other);
    expect(clock.now()).toBe(blockedAt);
    await limiter.acquire(b);
    expect(clock.now() - blockedAt).toBeGreaterThanOrEqual(7000);
  });

  it('a 429 of type method blocks only that method; without headers the default wait applies', async () => {
    const clock = fakeClock();
    const limiter = createRateLimiter({ store: await makeStore(), clock, namespace: 'riot', default429WaitMs: 1500 });
    const a = { scope: 'europe', method: 'getMatch' };
    const b = { scope: 'europe', method: 'getIds' };
    for (const key of [a, b]) await limiter.observe(key, 200, headers('100:1', '100:1'));
    await limiter.observe(a, 429, headers('100:1', '100:1', { 'Retry-After': '3', 'X-Rate-Limit-Type': 'method' }));
    const t0 = clock.now();
    await limiter.acquire(b);
    expect(clock.now()).toBe(t0);
    await limiter.acquire(a);
    expect(clock.now() - t0).toBeGreaterThanOrEqual(3000);
    await limiter.observe(b, 429, new Headers());
    const t1 = clock.now();
    await limiter.acquire(b);
    expect(clock.now() - t1).toBeGreaterThanOrEqual(1500);
  });

  it('counts requests the upstream saw but we did not make (the key used elsewhere)', async () => {
    const clock = fakeClock();
    const limiter = createRateLimiter({ store: await makeStore(), clock, namespace: 'riot' });
    const key = { scope: 'kr', method: 'league' };
    await limiter.settle(await limiter.acquire(key));
    await limiter.observe(key, 200, headers('5:10', '100:10', { 'X-App-Rate-Limit-Count': '5:10' }));
    const t0 = clock.now();
    await limiter.acquire(key);
    expect(clock.now() - t0).toBeGreaterThanOrEqual(9000);
  });
});

describe('two instances on one database', () => {
  it('share one budget: together they stay within every window', async () => {
    const db = openDatabase({ kind: 'sqlite', file: path.join(dir, 'shared.db') });
    await migrateToLatest(db);
    const clock = fakeClock();
    const one = createRateLimiter({ store: createDbBucketStore(db), clock, namespace: 'riot' });
    const two = createRateLimiter({ store: createDbBucketStore(db), clock, namespace: 'riot' });
    const key = { scope: 'americas', method: 'getMatch' };
    const sent: number[] = [];
    for (let i = 0; i < 60; i++) {
      const limiter = i % 2 ? one : two;
      const permit = await limiter.acquire(key);
      sent.push(clock.now());
      await limiter.settle(permit);
      await limiter.observe(key, 200, headers('10:1,25:5', '500:10'));
    }
    expect(busiestWindow(sent, 1000)).toBeLessThanOrEqual(10);
    expect(busiestWindow(sent, 5000)).toBeLessThanOrEqual(25);
    await db.destroy();
  });
});
