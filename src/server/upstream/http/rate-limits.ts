/**
 * Pure arithmetic of header-driven rate limits: no clock, no I/O. A limit header such as
 * `20:1,100:120` is a list of `count:seconds` windows; a bucket may send `count` requests in any
 * sliding window of that length.
 */
export interface WindowLimit {
  count: number;
  windowMs: number;
}

/** Parses `20:1,100:120` into windows; malformed pairs are skipped, an absent header gives null. */
export function parseLimitHeader(value: string | null | undefined): WindowLimit[] | null {
  if (!value) return null;
  const windows: WindowLimit[] = [];
  for (const pair of value.split(',')) {
    const match = /^\s*(\d+):(\d+)\s*$/.exec(pair);
    if (!match) continue;
    const count = Number(match[1]);
    const seconds = Number(match[2]);
    if (count > 0 && seconds > 0) windows.push({ count, windowMs: seconds * 1000 });
  }
  return windows.length ? windows : null;
}

/** Parses a `-Count` header (`3:1,40:120`) into a map from window length (ms) to the count the server saw. */
export function parseCountHeader(value: string | null | undefined): Map<number, number> {
  const counts = new Map<number, number>();
  for (const window of parseLimitHeader(value) ?? []) counts.set(window.windowMs, window.count);
  return counts;
}

export const formatLimits = (limits: readonly WindowLimit[]): string => limits.map((l) => `${l.count}:${l.windowMs / 1000}`).join(',');

/**
 * Milliseconds until one more request fits every window, given the start times of the requests
 * already granted (any order). Each window is lengthened by `marginMs` so that clock skew and
 * network time between us and the server never make it see one request too many.
 */
export function waitForPermit(limits: readonly WindowLimit[], grantedAt: readonly number[], now: number, marginMs: number): number {
  let wait = 0;
  const sorted = [...grantedAt].sort((a, b) => a - b);
  for (const { count, windowMs } of limits) {
    const span = windowMs + marginMs;
    const recent = sorted.filter((t) => t > now - span);
    if (recent.length < count) continue;
    // The oldest (recent.length - count + 1) requests must leave the window first.
    const freeing = recent[recent.length - count]!;
    wait = Math.max(wait, freeing + span - now);
  }
  return wait;
}

/** The longest window of a set of limits (how long granted requests must be remembered). */
export const longestWindowMs = (limits: readonly WindowLimit[]): number => limits.reduce((max, l) => Math.max(max, l.windowMs), 0);

/**
 * The limits a background caller sees with `share` (0–1] of each window: share × count, rounded up.
 * A share too small for one request in a window (3 × 0.2 = 0.6) still allows one while the window
 * is empty, so small limits slow background work rather than stop it.
 */
export function shareOfLimits(limits: readonly WindowLimit[], share: number): WindowLimit[] {
  if (share >= 1) return [...limits];
  // The epsilon keeps 0.7 × 10 = 7.000000000000001 at 7.
  return limits.map(({ count, windowMs }) => ({ count: Math.max(1, Math.ceil(count * share - 1e-9)), windowMs }));
}

/** A request a bucket remembers: when it counts, and whether background work took it. */
export interface CountedRequest {
  at: number;
  background: boolean;
}

/** Background work that asked for a permit this recently (its share, and when) still has work: visitors leave it its part. */
export interface BackgroundDemand {
  share: number;
  askedAt: number;
}

/**
 * Milliseconds until one more request fits under the fair share (decision 0033). Background work
 * (`share` < 1) stays under its share of each window, counting only its own requests. Visitors take
 * the rest: while background work has asked within the longest window they stop at the limit less
 * its share, so it gets its part whatever they do; otherwise they may use the whole window.
 */
export function fairWait(
  limits: readonly WindowLimit[],
  granted: readonly CountedRequest[],
  now: number,
  marginMs: number,
  share: number,
  demand: BackgroundDemand | null,
): number {
  const times = (background: boolean) => granted.filter((g) => g.background === background).map((g) => g.at);
  const whole = waitForPermit(
    limits,
    granted.map((g) => g.at),
    now,
    marginMs,
  );
  if (share < 1) return Math.max(whole, waitForPermit(shareOfLimits(limits, share), times(true), now, marginMs));
  if (!demand || now - demand.askedAt > longestWindowMs(limits) + marginMs) return whole;
  const reserved = shareOfLimits(limits, demand.share);
  const visitors = limits.map(({ count, windowMs }, i) => ({ count: Math.max(1, count - reserved[i]!.count), windowMs }));
  return Math.max(whole, waitForPermit(visitors, times(false), now, marginMs));
}
