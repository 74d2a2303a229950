import type { BucketStore, Permit } from './bucket-store';
import type { Clock } from './clock';
import { parseCountHeader, parseLimitHeader, type WindowLimit } from './rate-limits';

/** Which buckets a request draws from: the app bucket of its scope and the method bucket within it. */
export interface LimitKey {
  /** The routing value the limits apply to, e.g. a platform (`euw1`) or region (`europe`). */
  scope: string;
  /** The endpoint's name, e.g. `match-v5.getMatch`. */
  method: string;
}

/** Header names; Riot's by default, another vendor may pass its own. */
export interface LimitHeaders {
  appLimit: string;
  appCount: string;
  methodLimit: string;
  methodCount: string;
  limitType: string;
}

export const RIOT_STYLE_HEADERS: LimitHeaders = {
  appLimit: 'x-app-rate-limit',
  appCount: 'x-app-rate-limit-count',
  methodLimit: 'x-method-rate-limit',
  methodCount: 'x-method-rate-limit-count',
  limitType: 'x-rate-limit-type',
};

/**
 * How a caller draws on the budget. Visitors pass nothing. Background work passes a `share` it can
 * never exceed in any window, so it always leaves the rest to visitors.
 */
export interface Budget {
  /** 0–1 of each window; 1 (the default) is the whole budget. */
  share?: number;
  /** Wait at most this long for a grant; a longer wait throws BudgetDeferredError instead of sleeping. */
  maxWaitMs?: number;
}

/** The budget would make the caller wait longer than it allowed: come back after `waitMs`. No request was made. */
export class BudgetDeferredError extends Error {
  constructor(readonly waitMs: number) {
    super(`no budget share free for ${Math.ceil(waitMs)} ms`);
    this.name = 'BudgetDeferredError';
  }
}

export interface RateLimiter {
  /** Resolves when the request may go: both buckets granted one request (within the budget's share). */
  acquire(key: LimitKey, budget?: Budget): Promise<Permit>;
  /** Call once the request is answered or failed, before reading its body: its permit counts from now on. */
  settle(permit: Permit): Promise<void>;
  /** Learns limits from any reply; on a 429 blocks the bucket the upstream named. Returns the wait a 429 asked for. */
  observe(key: LimitKey, status: number, headers: Headers): Promise<number>;
}

export interface RateLimiterOptions {
  store: BucketStore;
  clock: Clock;
  /** Prefix of bucket names, so vendors sharing a store never share buckets. */
  namespace: string;
  headers?: LimitHeaders;
  /** Wait after a 429 that carries no Retry-After. */
  default429WaitMs?: number;
  /**
   * Told what a reply's count headers leave of a bucket (`app`, or the method's name) in its tightest window:
   * the upstream counts every user of the key, so this is the budget left to every instance together.
   */
  onBudget?: (scope: string, bucket: string, remaining: number) => void;
}

/** Requests left in the tightest window, by the upstream's own count. */
const remainingOf = (limits: readonly WindowLimit[], counts: ReadonlyMap<number, number>) =>
  Math.min(...limits.map(({ count, windowMs }) => Math.max(0, count - (counts.get(windowMs) ?? 0))));

/** Seconds of a Retry-After header (delta-seconds or an HTTP date) as milliseconds; null when absent or unreadable. */
export function retryAfterMs(value: string | null, now: number): number | null {
  if (!value) return null;
  if (/^\d+(\.\d+)?$/.test(value.trim())) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/**
 * Header-driven limiter: app and method buckets per scope, both acquired before a call, limits
 * learned from every reply (never configured), 429s attributed by the limit-type header.
 */
export function createRateLimiter(options: RateLimiterOptions): RateLimiter {
  const names = options.headers ?? RIOT_STYLE_HEADERS;
  const defaultWait = options.default429WaitMs ?? 1000;
  const appBucket = (key: LimitKey) => `${options.namespace}:${key.scope}:app`;
  const methodBucket = (key: LimitKey) => `${options.namespace}:${key.scope}:method:${key.method}`;

  return {
    async acquire(key, budget = {}) {
      const buckets = [appBucket(key), methodBucket(key)];
      for (;;) {
        const grant = await options.store.tryAcquire(buckets, options.clock.now(), budget.share ?? 1);
        if (grant.permit) return grant.permit;
        const wait = grant.waitMs;
        if (budget.maxWaitMs !== undefined && wait > budget.maxWaitMs) throw new BudgetDeferredError(wait);
        await options.clock.sleep(wait);
      }
    },
    settle: (permit) => options.store.settle(permit, options.clock.now()),
    async observe(key, status, headers) {
      const now = options.clock.now();
      const app = parseLimitHeader(headers.get(names.appLimit));
      if (app) {
        const counts = parseCountHeader(headers.get(names.appCount));
        await options.store.learn(appBucket(key), app, counts, now);
        options.onBudget?.(key.scope, 'app', remainingOf(app, counts));
      }
      const method = parseLimitHeader(headers.get(names.methodLimit));
      if (method) {
        const counts = parseCountHeader(headers.get(names.methodCount));
        await options.store.learn(methodBucket(key), method, counts, now);
        options.onBudget?.(key.scope, key.method, remainingOf(method, counts));
      }
      if (status !== 429) return 0;
      const wait = retryAfterMs(headers.get('retry-after'), now) ?? defaultWait;
      const bucket = headers.get(names.limitType)?.toLowerCase() === 'application' ? appBucket(key) : methodBucket(key);
      await options.store.block(bucket, now + wait);
      return wait;
    },
  };
}
