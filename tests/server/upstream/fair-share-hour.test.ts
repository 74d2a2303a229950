import { describe, expect, it } from 'vitest';
import { simulateFairShare } from '../../helpers/fair-share-sim';

const HOUR = 3_600_000;

describe('a fair share of the Riot budget over a simulated hour (virtual time)', { timeout: 60_000 }, () => {
  it('visitors at 100 % of their share all the time: background refreshes still complete at their share, and Riot never answers 429', async () => {
    // A development key (100 requests in 2 minutes) with the default share 0.2: visitors may use 80
    // per 2 minutes and use all of it (a 20-request lookup every 30 s); the refresh's 20 remain its own.
    const run = await simulateFairShare({
      limit: '20:1,100:120',
      share: 0.2,
      durationMs: HOUR,
      lookupRequests: 20,
      lookupEveryMs: 30_000,
      refreshCost: 2,
      latencyMs: 40,
    });
    expect(run.refused).toBe(0);
    // Its share: 20 requests per 2 minutes, 600 in the hour, 300 refreshes of an idle player; a few
    // are lost to the margin our sliding windows keep over Riot's fixed ones.
    expect(run.backgroundRequests).toBeGreaterThanOrEqual(0.9 * 600);
    expect(run.backgroundRequests).toBeLessThanOrEqual(600 + 20);
    expect(run.refreshes).toBeGreaterThanOrEqual(0.9 * 300);
    // Every visitor lookup completes, none waits behind the refresh for long.
    expect(run.lookups.done).toBe(run.lookups.started);
    expect(run.visitorRequests).toBe(run.lookups.started * 20);
    expect(run.lookups.slowestMs).toBeLessThan(2 * 60_000);
  });

  it('with no visitors the refresh may not take more than its share; with no refresh visitors may take the whole budget', async () => {
    const alone = await simulateFairShare({
      limit: '20:1,100:120',
      share: 0.2,
      durationMs: HOUR / 4,
      lookupRequests: 0,
      lookupEveryMs: HOUR / 4,
      refreshCost: 2,
      latencyMs: 40,
    });
    expect(alone.refused).toBe(0);
    expect(alone.backgroundRequests).toBeLessThanOrEqual((20 * HOUR) / 4 / 120_000 + 20);

    // Visitors asking for far more than their share, the refresh idle after its first pass: they borrow its part.
    const busy = await simulateFairShare({
      limit: '20:1,100:120',
      share: 0.2,
      durationMs: HOUR / 4,
      lookupRequests: 100,
      lookupEveryMs: 60_000,
      refreshCost: 0,
      latencyMs: 40,
    });
    expect(busy.refused).toBe(0);
    // 15 lookups of 100: all served, faster than the 80 per 2 minutes their share alone would give (37.5 minutes).
    expect(busy.visitorRequests).toBe(1500);
    expect(busy.lastMs).toBeLessThan(0.85 * (1500 / 80) * 120_000);
  });
});
