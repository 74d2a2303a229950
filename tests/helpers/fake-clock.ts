import type { Clock } from '../../src/server/upstream/http/clock';

/** A clock whose sleeps advance time at once: limiter tests cover minutes of traffic in milliseconds. */
export function fakeClock(start = 1_700_000_000_000): Clock & { slept: number[] } {
  let now = start;
  const slept: number[] = [];
  return {
    slept,
    now: () => now,
    sleep: async (ms) => {
      slept.push(ms);
      now += Math.max(0, ms);
    },
  };
}
