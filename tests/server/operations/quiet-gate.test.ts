import { describe, expect, it } from 'vitest';
import { createQuietGate } from '../../../src/server/operations/quiet-gate';

describe('the quiet gate (background work yields to requests)', () => {
  it('lets work through at once when no request came in lately, and waits out a run of requests', async () => {
    let clock = 0;
    const gate = createQuietGate(50, () => clock);
    const order: string[] = [];
    await gate.whenQuiet().then(() => order.push('idle'));
    // Requests every 10 ms for 100 ms: the work waits until 50 ms after the last of them.
    gate.noteRequest();
    const waiting = gate.whenQuiet().then(() => order.push(`after ${clock}`));
    for (let i = 0; i < 10; i++) {
      clock += 10;
      gate.noteRequest();
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    expect(order).toEqual(['idle']);
    clock += 50;
    await waiting;
    expect(order).toEqual(['idle', 'after 150']);
  });

  it('runs the slices of a start-up task in the gaps between requests', async () => {
    let clock = 0;
    const gate = createQuietGate(50, () => clock);
    gate.noteRequest();
    let done = false;
    const work = gate.whenQuiet().then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(done).toBe(false);
    clock = 60;
    await work;
    expect(done).toBe(true);
  });
});
