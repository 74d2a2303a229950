import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseCountHeader, parseLimitHeader, waitForPermit } from '../../../src/server/upstream/http/rate-limits';

describe('rate-limit headers', () => {
  it('reads count:seconds pairs as Riot sends them', () => {
    expect(parseLimitHeader('20:1,100:120')).toEqual([
      { count: 20, windowMs: 1000 },
      { count: 100, windowMs: 120_000 },
    ]);
    expect(parseCountHeader('1:1,3:120')).toEqual(
      new Map([
        [1000, 1],
        [120_000, 3],
      ]),
    );
  });

  it('gives null for absent or unreadable headers (the limiter then stays cautious)', () => {
    expect(parseLimitHeader(null)).toBeNull();
    expect(parseLimitHeader('abc, 0:1, 5:0')).toBeNull();
  });
});

describe('waitForPermit', () => {
  it('waits for the oldest request of a full window to leave it, plus the margin', () => {
    const limits = [{ count: 2, windowMs: 1000 }];
    expect(waitForPermit(limits, [0, 500], 600, 100)).toBe(500);
    expect(waitForPermit(limits, [0], 600, 100)).toBe(0);
    expect(waitForPermit(limits, [0, 500], 1100, 100)).toBe(0);
  });

  it('takes the longest wait over all windows', () => {
    const limits = [
      { count: 20, windowMs: 1000 },
      { count: 3, windowMs: 10_000 },
    ];
    expect(waitForPermit(limits, [0, 10, 20], 50, 0)).toBe(9950);
  });

  it('after waiting the returned time, a request always fits (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ count: fc.integer({ min: 1, max: 10 }), windowMs: fc.integer({ min: 1, max: 50 }).map((s) => s * 100) }), {
          minLength: 1,
          maxLength: 3,
        }),
        fc.array(fc.integer({ min: 0, max: 10_000 }), { maxLength: 40 }),
        fc.integer({ min: 0, max: 12_000 }),
        (limits, granted, now) => {
          const past = granted.filter((t) => t <= now);
          const wait = waitForPermit(limits, past, now, 50);
          expect(wait).toBeGreaterThanOrEqual(0);
          expect(waitForPermit(limits, past, now + wait, 50)).toBe(0);
        },
      ),
    );
  });
});
