import { fairWait, longestWindowMs, type BackgroundDemand, type WindowLimit } from './rate-limits';

/**
 * One granted request. Until settled it counts as made "now" in every window; settling stamps it
 * with its reply time. The upstream counted it somewhere between grant and reply, so a request that
 * waited or travelled slowly never leaves our window before the upstream's (decision 0016).
 */
export interface Permit {
  readonly ids: readonly number[];
}

/** A request granted (its permit), or refused for now: ask again after `waitMs`. */
export type Grant = { permit: Permit; waitMs: 0 } | { permit: null; waitMs: number };

/**
 * A bucket is a name (e.g. `riot:euw1:app`) with the limits learned from the upstream's headers, the
 * requests granted recently, and a "blocked until" set by a 429. The in-memory store serves one
 * process; DbBucketStore shares the buckets between every instance on one database.
 */
export interface BucketStore {
  /**
   * Atomically grants one request in every named bucket, or none. `share` below 1 asks as
   * background work: within that share of every window, with visitors leaving it that part while
   * it keeps asking (fairWait, decision 0033).
   */
  tryAcquire(buckets: readonly string[], now: number, share?: number): Promise<Grant>;
  /** The permit's request is answered or abandoned: it now counts from `now`. */
  settle(permit: Permit, now: number): Promise<void>;
  /** Records limits from a reply; `counts` (window ms -> count) is what the upstream says was used. */
  learn(bucket: string, limits: readonly WindowLimit[], counts: ReadonlyMap<number, number>, now: number): Promise<void>;
  /** Refuses every request in the bucket until `until` (epoch ms). */
  block(bucket: string, until: number): Promise<void>;
}

/** Before a bucket's first reply its limits are unknown: one request a second until we learn them. */
export const CAUTIOUS_LIMITS: readonly WindowLimit[] = [{ count: 1, windowMs: 1000 }];
/** Added to every window: covers clock differences between us and the upstream. */
export const WINDOW_MARGIN_MS = 100;

export const countsAt = (at: number, pending: boolean, now: number): number => (pending ? now : at);

/**
 * A permit still pending this long after its grant was never settled (its instance stopped mid-request):
 * every attempt times out well before, so it is forgotten then.
 */
export const ABANDONED_PERMIT_MS = 60_000;

/** Whether a recorded request can be forgotten: it left every window, or was abandoned in flight. */
export const forgotten = (at: number, pending: boolean, now: number, longestMs: number): boolean =>
  at <= now - longestMs - WINDOW_MARGIN_MS - (pending ? ABANDONED_PERMIT_MS : 0);

interface MemoryGrant {
  id: number;
  at: number;
  pending: boolean;
  background: boolean;
}

interface MemoryBucket {
  limits: readonly WindowLimit[] | null;
  granted: MemoryGrant[];
  blockedUntil: number;
  demand: BackgroundDemand | null;
}

export function createMemoryBucketStore(): BucketStore {
  const buckets = new Map<string, MemoryBucket>();
  let lastId = 0;
  const get = (name: string): MemoryBucket => {
    let bucket = buckets.get(name);
    if (!bucket) buckets.set(name, (bucket = { limits: null, granted: [], blockedUntil: 0, demand: null }));
    return bucket;
  };
  return {
    async tryAcquire(names, now, share = 1) {
      let wait = 0;
      for (const name of names) {
        const bucket = get(name);
        const limits = bucket.limits ?? CAUTIOUS_LIMITS;
        if (share < 1) bucket.demand = { share, askedAt: now };
        bucket.granted = bucket.granted.filter((g) => !forgotten(g.at, g.pending, now, longestWindowMs(limits)));
        const counted = bucket.granted.map((g) => ({ at: countsAt(g.at, g.pending, now), background: g.background }));
        wait = Math.max(wait, bucket.blockedUntil - now, fairWait(limits, counted, now, WINDOW_MARGIN_MS, share, bucket.demand));
      }
      if (wait > 0) return { permit: null, waitMs: wait };
      const ids = names.map((name) => {
        const grant = { id: ++lastId, at: now, pending: true, background: share < 1 };
        get(name).granted.push(grant);
        return grant.id;
      });
      return { permit: { ids }, waitMs: 0 };
    },
    async settle(permit, now) {
      const ids = new Set(permit.ids);
      for (const bucket of buckets.values())
        for (const grant of bucket.granted)
          if (ids.has(grant.id)) {
            grant.at = now;
            grant.pending = false;
          }
    },
    async learn(name, limits, counts, now) {
      const bucket = get(name);
      bucket.limits = limits;
      for (const { windowMs } of limits) {
        const seen = counts.get(windowMs) ?? 0;
        const ours = bucket.granted.filter((g) => g.pending || g.at > now - windowMs).length;
        // Someone else uses the same key: remember their requests as if they were ours.
        for (let i = ours; i < seen; i++) bucket.granted.push({ id: ++lastId, at: now, pending: false, background: false });
      }
    },
    async block(name, until) {
      const bucket = get(name);
      bucket.blockedUntil = Math.max(bucket.blockedUntil, until);
    },
  };
}
