import { longestWindowMs, shareOfLimits, waitForPermit, type WindowLimit } from './rate-limits';

/**
 * Where rate-limit buckets live. A bucket is a name (e.g. `riot:euw1:app`) with the limits last
 * learned from the upstream's headers, the requests granted recently, and a "blocked until" time
 * set by a 429. The in-memory store serves one process; DbBucketStore (db-bucket-store.ts) shares
 * the buckets between every instance on one database.
 */
export interface BucketStore {
  /**
   * Atomically grants one request in every named bucket, or none: returns 0 when granted,
   * else the milliseconds to wait before asking again. With `share` below 1 the request is
   * granted only while every window is below that share of its limit (see shareOfLimits).
   */
  tryAcquire(buckets: readonly string[], now: number, share?: number): Promise<number>;
  /** Records limits from a reply; `counts` (window ms -> count) is what the upstream says was used. */
  learn(bucket: string, limits: readonly WindowLimit[], counts: ReadonlyMap<number, number>, now: number): Promise<void>;
  /** Refuses every request in the bucket until `until` (epoch ms). */
  block(bucket: string, until: number): Promise<void>;
}

/** Before a bucket's first reply its limits are unknown: one request a second until we learn them. */
export const CAUTIOUS_LIMITS: readonly WindowLimit[] = [{ count: 1, windowMs: 1000 }];
/** Added to every window: covers clock skew and the time a request spends in flight. */
export const WINDOW_MARGIN_MS = 100;

interface MemoryBucket {
  limits: readonly WindowLimit[] | null;
  grantedAt: number[];
  blockedUntil: number;
}

export function createMemoryBucketStore(): BucketStore {
  const buckets = new Map<string, MemoryBucket>();
  const get = (name: string): MemoryBucket => {
    let bucket = buckets.get(name);
    if (!bucket) buckets.set(name, (bucket = { limits: null, grantedAt: [], blockedUntil: 0 }));
    return bucket;
  };
  return {
    async tryAcquire(names, now, share = 1) {
      let wait = 0;
      for (const name of names) {
        const bucket = get(name);
        const limits = bucket.limits ?? CAUTIOUS_LIMITS;
        bucket.grantedAt = bucket.grantedAt.filter((t) => t > now - longestWindowMs(limits) - WINDOW_MARGIN_MS);
        const allowed = shareOfLimits(limits, share);
        wait = Math.max(wait, bucket.blockedUntil - now, waitForPermit(allowed, bucket.grantedAt, now, WINDOW_MARGIN_MS));
      }
      if (wait > 0) return wait;
      for (const name of names) get(name).grantedAt.push(now);
      return 0;
    },
    async learn(name, limits, counts, now) {
      const bucket = get(name);
      bucket.limits = limits;
      for (const { windowMs } of limits) {
        const seen = counts.get(windowMs) ?? 0;
        const ours = bucket.grantedAt.filter((t) => t > now - windowMs).length;
        // Someone else uses the same key: remember their requests as if they were ours.
        for (let i = ours; i < seen; i++) bucket.grantedAt.push(now);
      }
    },
    async block(name, until) {
      const bucket = get(name);
      bucket.blockedUntil = Math.max(bucket.blockedUntil, until);
    },
  };
}
