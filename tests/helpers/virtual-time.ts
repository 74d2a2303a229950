import type { Clock } from '../../src/server/upstream/http/clock';

/**
 * Virtual time for simulations of many concurrent callers: a sleep resolves when the driver
 * reaches its time, and the driver moves on only once every caller is waiting on a sleep (all
 * their promise work done), so an hour of traffic plays in a second of real time.
 */
export function virtualClock(start = 1_700_000_000_000): Clock & { run(untilMs: number): Promise<void> } {
  let now = start;
  let sequence = 0;
  const timers: { at: number; seq: number; resolve: () => void }[] = [];
  const idle = () => new Promise<void>((resolve) => setImmediate(resolve));
  return {
    now: () => now,
    sleep: (ms) =>
      new Promise<void>((resolve) => {
        timers.push({ at: now + Math.max(0, ms), seq: sequence++, resolve });
      }),
    async run(untilMs) {
      for (;;) {
        await idle();
        if (!timers.length) return;
        timers.sort((a, b) => a.at - b.at || a.seq - b.seq);
        if (timers[0]!.at > untilMs) return;
        const next = timers.shift()!;
        now = next.at;
        next.resolve();
      }
    },
  };
}
