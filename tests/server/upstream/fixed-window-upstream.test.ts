import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createMemoryBucketStore, type BucketStore, type Permit } from '../../../src/server/upstream/http/bucket-store';
import { createDbBucketStore } from '../../../src/server/upstream/http/db-bucket-store';
import { parseCountHeader, parseLimitHeader } from '../../../src/server/upstream/http/rate-limits';
import { migrateToLatest, openDatabase } from '../../../src/server/db/database';
import { FakeWindows } from '../../fakes/riot/fake-rate-windows';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'av-fixed-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
let dbCount = 0;

const BUCKET = 'riot:europe:app';

/** One caller's request: when it asks, how long it takes to reach the upstream, and how long the reply takes back. */
interface Call {
  askAt: number;
  toUpstream: number;
  back: number;
}

type Event =
  | { at: number; kind: 'ask'; call: Call }
  | { at: number; kind: 'arrive'; call: Call; permit: Permit }
  | { at: number; kind: 'reply'; permit: Permit; counts: string };

/**
 * Plays the calls against an upstream that counts Riot's way (a fixed window opens with the first
 * request that arrives and resets when it ends), with every delay between our grant and its count:
 * a busy event loop, a slow network, a lock wait. Returns how many requests the upstream refused.
 */
async function play(store: BucketStore, limit: string, calls: readonly Call[]): Promise<{ refused: number; served: number }> {
  const upstream = new FakeWindows(limit);
  const limits = parseLimitHeader(limit)!;
  const events: Event[] = calls.map((call) => ({ at: call.askAt, kind: 'ask', call }));
  let refused = 0;
  let served = 0;
  while (events.length) {
    // Earliest first; among equal times, replies before asks (a reply that came is already settled).
    events.sort((a, b) => a.at - b.at || (a.kind === 'reply' ? -1 : b.kind === 'reply' ? 1 : 0));
    const event = events.shift()!;
    if (event.kind === 'ask') {
      const grant = await store.tryAcquire([BUCKET], event.at);
      if (grant.permit) events.push({ at: event.at + event.call.toUpstream, kind: 'arrive', call: event.call, permit: grant.permit });
      else events.push({ ...event, at: event.at + grant.waitMs });
    } else if (event.kind === 'arrive') {
      if (upstream.take(event.at) === null) served++;
      else refused++;
      events.push({ at: event.at + event.call.back, kind: 'reply', permit: event.permit, counts: upstream.counts() });
    } else {
      await store.settle(event.permit, event.at);
      await store.learn(BUCKET, limits, parseCountHeader(event.counts), event.at);
    }
  }
  return { refused, served };
}

const callsArb = fc.array(
  fc.record({
    askAt: fc.integer({ min: 0, max: 4000 }),
    // Most requests are quick; some wait far longer than the window margin, a few longer than a window.
    toUpstream: fc.oneof(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 400 }), fc.integer({ min: 0, max: 1500 })),
    back: fc.oneof(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 600 })),
  }),
  { minLength: 3, maxLength: 40 },
);

const stores = {
  memory: async () => createMemoryBucketStore(),
  database: async () => {
    const db = openDatabase({ kind: 'sqlite', file: path.join(dir, `f${dbCount++}.db`) });
    await migrateToLatest(db);
    return createDbBucketStore(db);
  },
};

describe.each(Object.entries(stores))('against an upstream counting fixed windows on arrival (%s store)', (name, makeStore) => {
  it('is never refused, however long requests take between grant, arrival and reply', { timeout: 60_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 8 }), fc.integer({ min: 1, max: 3 }), callsArb, async (count, seconds, calls) => {
        const result = await play(await makeStore(), `${count}:${seconds}`, calls);
        expect(result).toEqual({ refused: 0, served: calls.length });
      }),
      { numRuns: name === 'database' ? 15 : 150 },
    );
  });

  it('a request slowed on its way no longer lets the next window start early (the case a busy machine met)', async () => {
    // The first request reaches the upstream 300 ms after its grant and opens the upstream's window
    // there; seven quick ones fill it. Stamped at its grant, the first would leave our window 300 ms
    // before it leaves the upstream's, and the ninth request would be refused.
    const calls: Call[] = [{ askAt: 0, toUpstream: 300, back: 10 }];
    for (let i = 0; i < 8; i++) calls.push({ askAt: 320 + i * 10, toUpstream: 5, back: 5 });
    const store = await makeStore();
    await store.learn(BUCKET, parseLimitHeader('8:1')!, new Map(), 0);
    expect(await play(store, '8:1', calls)).toEqual({ refused: 0, served: 9 });
  });
});
