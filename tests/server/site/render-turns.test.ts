import { describe, expect, it } from 'vitest';
import { renderTurns } from '../../../src/server/site/render-turns';

/** Holds the thread for `ms`, as a render does: a timer set before it is due once it returns. */
const busy = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};

describe('renderTurns', () => {
  it('starts each render on a loop turn of its own, so the loop is reached between two renders', async () => {
    const inTurn = renderTurns();
    const order: string[] = [];
    const first = inTurn(async () => {
      // Due in the next turn's timer phase: it runs before the second render only if that render
      // waits for a turn of its own instead of following in the same microtask drain.
      setTimeout(() => order.push('loop'), 0);
      busy(5);
      order.push('render 1');
    });
    const second = inTurn(async () => void order.push('render 2'));
    await Promise.all([first, second]);
    expect(order).toEqual(['render 1', 'loop', 'render 2']);
  });

  it('runs renders first come, first served, and passes on what each returns or throws', async () => {
    const inTurn = renderTurns();
    const started: number[] = [];
    const results = await Promise.allSettled(
      [0, 1, 2, 3, 4, 5].map((n) =>
        inTurn(async () => {
          started.push(n);
          if (n === 3) throw new Error('render 3 failed');
          return n * 10;
        }),
      ),
    );
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message))).toEqual([
      0,
      10,
      20,
      'render 3 failed',
      40,
      50,
    ]);
  });

  it('keeps at most four renders in flight while they wait on an upstream', async () => {
    const inTurn = renderTurns();
    let inFlight = 0;
    let most = 0;
    const gates: Array<() => void> = [];
    const all = Array.from({ length: 8 }, () =>
      inTurn(async () => {
        most = Math.max(most, ++inFlight);
        await new Promise<void>((resolve) => gates.push(resolve));
        inFlight--;
      }),
    );
    while (gates.length < 4) await new Promise((resolve) => setImmediate(resolve));
    expect(inFlight).toBe(4);
    while (gates.length > 0 || inFlight > 0) {
      gates.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    await Promise.all(all);
    expect(most).toBe(4);
  });
});
