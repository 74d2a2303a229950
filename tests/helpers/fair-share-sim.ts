import { createMemoryBucketStore } from '../../src/server/upstream/http/bucket-store';
import { BudgetDeferredError, createRateLimiter, type LimitKey } from '../../src/server/upstream/http/rate-limiter';
import { FakeWindows } from '../fakes/riot/fake-rate-windows';
import { virtualClock } from './virtual-time';

export interface FairShareRun {
  /** Background refreshes completed (each `refreshCost` requests). */
  refreshes: number;
  backgroundRequests: number;
  visitorRequests: number;
  /** Visitor lookups started, and those completed. */
  lookups: { started: number; done: number; slowestMs: number };
  /** Requests the fake refused (429): must be none. */
  refused: number;
  /** When the last request was answered, from the start. */
  lastMs: number;
}

export interface FairShareOptions {
  /** Riot's app limit, e.g. a development key's `20:1,100:120`. */
  limit: string;
  share: number;
  durationMs: number;
  /** Requests of one visitor lookup, and one every this often (the visitors' load). */
  lookupRequests: number;
  lookupEveryMs: number;
  /** Requests of one background refresh (2 for a player with nothing new). */
  refreshCost: number;
  /** Time between our grant and Riot's count, and back. */
  latencyMs: number;
}

/**
 * Plays visitors and the background refresh against one Riot app limit in virtual time, through
 * the real limiter and bucket store, with a fake that counts Riot's fixed windows and answers 429
 * past them. Visitors start a lookup of `lookupRequests` sequential requests every
 * `lookupEveryMs`; the background refresh asks as the refresh job does (its share, BudgetDeferredError
 * past a one-second wait, then it comes back when told).
 */
export async function simulateFairShare(o: FairShareOptions): Promise<FairShareRun> {
  const clock = virtualClock();
  const start = clock.now();
  const end = start + o.durationMs;
  const limiter = createRateLimiter({ store: createMemoryBucketStore(), clock, namespace: 'riot' });
  const upstream = new FakeWindows(o.limit);
  const key: LimitKey = { scope: 'europe', method: 'match-v5.getMatch' };
  const run: FairShareRun = {
    refreshes: 0,
    backgroundRequests: 0,
    visitorRequests: 0,
    lookups: { started: 0, done: 0, slowestMs: 0 },
    refused: 0,
    lastMs: 0,
  };

  async function request(background: boolean): Promise<void> {
    const permit = await limiter.acquire(key, background ? { share: o.share, maxWaitMs: 1000 } : {});
    await clock.sleep(o.latencyMs);
    if (upstream.take(clock.now()) !== null) run.refused++;
    const counts = upstream.counts();
    await clock.sleep(o.latencyMs);
    await limiter.settle(permit);
    await limiter.observe(key, 200, new Headers({ 'x-app-rate-limit': o.limit, 'x-app-rate-limit-count': counts }));
    run.lastMs = clock.now() - start;
    if (background) run.backgroundRequests++;
    else run.visitorRequests++;
  }

  async function lookup(): Promise<void> {
    const begun = clock.now();
    run.lookups.started++;
    for (let i = 0; i < o.lookupRequests; i++) await request(false);
    run.lookups.done++;
    run.lookups.slowestMs = Math.max(run.lookups.slowestMs, clock.now() - begun);
  }

  async function visitors(): Promise<void> {
    const running: Promise<void>[] = [];
    while (clock.now() < end) {
      running.push(lookup());
      await clock.sleep(o.lookupEveryMs);
    }
    await Promise.all(running);
  }

  async function refresh(): Promise<void> {
    // Progress is kept across a deferral, as the refresh job saves it after every step.
    let step = 0;
    while (o.refreshCost > 0 && clock.now() < end) {
      try {
        await request(true);
        if (++step < o.refreshCost) continue;
        step = 0;
        run.refreshes++;
      } catch (error) {
        if (!(error instanceof BudgetDeferredError)) throw error;
        await clock.sleep(error.waitMs);
      }
    }
  }

  const done = Promise.all([visitors(), refresh()]);
  // Past the end the refresh stops asking and the visitors' last lookups finish.
  await clock.run(Number.POSITIVE_INFINITY);
  await done;
  return run;
}
