import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createMemoryBucketStore, WINDOW_MARGIN_MS, type BucketStore } from '../../../src/server/upstream/http/bucket-store';
import { createDbBucketStore } from '../../../src/server/upstream/http/db-bucket-store';
import { BudgetDeferredError, createRateLimiter } from '../../../src/server/upstream/http/rate-limiter';
import { formatLimits, shareOfLimits, type WindowLimit } from '../../../src/server/upstream/http/rate-limits';
import { migrateToLatest, openDatabase } from '../../../src/server/db/database';
import { fakeClock } from '../../helpers/fake-clock';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'av-share-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The largest number of times inside any window of `windowMs` (sliding). */
function busiest(times: readonly number[], windowMs: number): number {
  let best = 0;
  for (let i = 0, j = 0; i < times.length; i++) {
    while (times[i]! - times[j]! >= windowMs) j++;
    best = Math.max(best, i - j + 1);
  }
  return best;
}

/** What a background caller may hold in a window of `count`: the share, but never less than one request. */
const allowed = (count: number, share: number) => Math.max(1, Math.ceil(count * share - 1e-9));

const BUCKETS = ['riot:europe:app'];

/**
 * Drives one bucket in steps of `tickMs`: each step the visitor asks when it wants to (its pattern,
 * repeated) and the background caller always asks; who asks first alternates with `order`.
 */
async function simulate(store: BucketStore, limits: WindowLimit[], share: number, wants: boolean[], order: boolean[], tickMs: number) {
  await store.learn(BUCKETS[0]!, limits, new Map(), 0);
  const longest = Math.max(...limits.map((l) => l.windowMs));
  const granted = { visitor: [] as number[], background: [] as number[], all: [] as number[] };
  const refusedVisitor: number[] = [];
  for (let step = 0, now = 1; now < 3 * longest; step++, now += tickMs) {
    const callers = order[step % order.length] ? (['visitor', 'background'] as const) : (['background', 'visitor'] as const);
    for (const who of callers) {
      if (who === 'visitor' && !wants[step % wants.length]) continue;
      const grant = await store.tryAcquire(BUCKETS, now, who === 'visitor' ? 1 : share);
      if (grant.permit) {
        await store.settle(grant.permit, now); // answered at once
        granted[who].push(now);
        granted.all.push(now);
      } else if (who === 'visitor') refusedVisitor.push(now);
    }
  }
  return { granted, refusedVisitor };
}

const limitsArb = fc.uniqueArray(
  fc.record({ count: fc.integer({ min: 3, max: 60 }), windowMs: fc.constantFrom(1000, 2000, 5000, 10_000) }),
  { minLength: 1, maxLength: 2, selector: (l) => l.windowMs },
);

describe('background share of a rate-limit budget', () => {
  it('shareOfLimits keeps ceil(count × share) of each window, never below one, and the whole at share 1', () => {
    expect(shareOfLimits([{ count: 100, windowMs: 120_000 }], 0.2)).toEqual([{ count: 20, windowMs: 120_000 }]);
    expect(shareOfLimits([{ count: 20, windowMs: 1000 }], 0.2)).toEqual([{ count: 4, windowMs: 1000 }]);
    expect(shareOfLimits([{ count: 10, windowMs: 1000 }], 0.7)).toEqual([{ count: 7, windowMs: 1000 }]);
    expect(shareOfLimits([{ count: 3, windowMs: 1000 }], 0.2)).toEqual([{ count: 1, windowMs: 1000 }]);
    expect(shareOfLimits([{ count: 3, windowMs: 1000 }], 1)).toEqual([{ count: 3, windowMs: 1000 }]);
  });

  it('background never holds more than its share of any window, the whole never exceeds the limit, and a visitor is refused only when the limit is full or visitors hold all but the share', async () => {
    await fc.assert(
      fc.asyncProperty(
        limitsArb,
        fc.double({ min: 0.05, max: 0.9, noNaN: true }),
        fc.array(fc.boolean(), { minLength: 1, maxLength: 20 }),
        fc.array(fc.boolean(), { minLength: 1, maxLength: 7 }),
        fc.constantFrom(20, 50, 130),
        async (limits, share, wants, order, tickMs) => {
          const { granted, refusedVisitor } = await simulate(createMemoryBucketStore(), limits, share, wants, order, tickMs);
          for (const { count, windowMs } of limits) {
            expect(busiest(granted.background, windowMs)).toBeLessThanOrEqual(allowed(count, share));
            expect(busiest(granted.all, windowMs)).toBeLessThanOrEqual(count);
          }
          for (const t of refusedVisitor) {
            const within = (times: number[], windowMs: number) => times.filter((g) => g <= t && g > t - windowMs - WINDOW_MARGIN_MS).length;
            // The background asks every step, so visitors leave it its share (decision 0033).
            const full = limits.some(
              ({ count, windowMs }) =>
                within(granted.all, windowMs) >= count || within(granted.visitor, windowMs) >= Math.max(1, count - allowed(count, share)),
            );
            expect(full, `visitor refused at ${t} with room left`).toBe(true);
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  // Thirty seconds of virtual time through the database store: about 4 s of real work on a quiet 2-core machine.
  it(
    'a visitor asking all the time gets the whole limit less at most the share, window after window (database store)',
    { timeout: 20_000 },
    async () => {
      const db = openDatabase({ kind: 'sqlite', file: path.join(dir, 'share.db') });
      await migrateToLatest(db);
      try {
        const limits = [
          { count: 20, windowMs: 1000 },
          { count: 100, windowMs: 10_000 },
        ];
        const { granted } = await simulate(createDbBucketStore(db), limits, 0.2, [true], [false, true], 25);
        expect(busiest(granted.background, 10_000)).toBeLessThanOrEqual(20);
        // Past the first long window (which the share fills at once), each one holds >= 100 - 20 visitor requests.
        for (let start = 10_000; start + 10_000 + WINDOW_MARGIN_MS <= 30_000; start += 10_000 + WINDOW_MARGIN_MS) {
          const visitor = granted.visitor.filter((t) => t >= start && t < start + 10_000 + WINDOW_MARGIN_MS).length;
          expect(visitor).toBeGreaterThanOrEqual(80 - 1);
        }
        expect(granted.visitor.length).toBeGreaterThan(granted.background.length * 3);
      } finally {
        await db.destroy();
      }
    },
  );

  it('a background acquire that would wait longer than it allows throws instead of sleeping; a visitor is granted at once', async () => {
    const clock = fakeClock();
    const limiter = createRateLimiter({ store: createMemoryBucketStore(), clock, namespace: 'riot' });
    const key = { scope: 'europe', method: 'match-v5.getMatch' };
    await limiter.acquire(key);
    const app = formatLimits([{ count: 10, windowMs: 10_000 }]);
    await limiter.observe(key, 200, new Headers({ 'X-App-Rate-Limit': app, 'X-Method-Rate-Limit': '500:10' }));
    const budget = { share: 0.2, maxWaitMs: 1000 };
    await limiter.acquire(key, budget);
    await limiter.acquire(key, budget); // its second request of the window: within its 2 of 10
    const before = clock.now();
    const deferred = await limiter.acquire(key, budget).then(
      () => null,
      (error: unknown) => error,
    );
    expect(deferred).toBeInstanceOf(BudgetDeferredError);
    expect((deferred as BudgetDeferredError).waitMs).toBeGreaterThan(1000);
    expect(clock.now()).toBe(before);
    // Visitors leave the background's 2 while it asks: 8 of 10 are theirs, the 8th at once, a 9th waits.
    for (let i = 0; i < 7; i++) await limiter.acquire(key);
    expect(clock.now()).toBe(before);
    await limiter.acquire(key);
    expect(clock.now()).toBeGreaterThan(before);
  });
});
