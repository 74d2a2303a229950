import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BenchRow, BenchSuite } from './harness';
import { median } from './harness';
import { migrateToLatest, openDatabase, type Db } from '../../src/server/db/database';
import { createDbBucketStore } from '../../src/server/upstream/http/db-bucket-store';
import { createRiotClient } from '../../src/server/upstream/riot/riot-client';
import { createJobRunner } from '../../src/server/jobs/job-runner';
import { enqueueJob } from '../../src/server/jobs/job-queue';
import type { JobDefinition } from '../../src/server/jobs/job-types';
import { lookupJob, lookupKey } from '../../src/server/wasted-time/lookup-job';
import type { FetchBody } from '../../src/shared/api/wasted-time';
import { startFakeRiot, type FakeRiot, type FakeRiotOptions } from '../fakes/riot/fake-riot-server';
import { generatedMatch, generatedPlayer, type FakePlayer } from '../fakes/riot/fake-riot-data';

const NOW = Date.UTC(2026, 10, 1);

interface Rig {
  fake: FakeRiot;
  db: Db;
  lookup: (player: FakePlayer) => Promise<void>;
  close: () => Promise<void>;
}

async function rig(fakeOptions: FakeRiotOptions): Promise<Rig> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'av-bench-riot-'));
  const fake = await startFakeRiot(fakeOptions);
  const db = openDatabase({ kind: 'sqlite', file: path.join(dir, 'bench.db') });
  await migrateToLatest(db);
  const riot = createRiotClient({ apiKey: fake.key, baseUrl: fake.baseUrl, buckets: createDbBucketStore(db) });
  const runner = createJobRunner({ db, jobs: [lookupJob({ db, riot }) as unknown as JobDefinition<never, never>] });
  return {
    fake,
    db,
    async lookup(player) {
      const body: FetchBody = { gameName: player.gameName, tagLine: player.tagLine, region: 'euw1' };
      await enqueueJob(db, 'wasted-time.lookup', lookupKey(body), body);
      while (await runner.runNext());
    },
    async close() {
      await db.destroy();
      await fake.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Riot requests of refreshes: a known player with nothing new, and with N new matches. */
async function refreshCosts(): Promise<BenchRow[]> {
  const r = await rig({ appLimit: '2000:1,20000:120' });
  try {
    const { player, matches } = generatedPlayer(1, 120, NOW);
    r.fake.addPlayer(player, matches);
    await r.lookup(player);
    const idle: number[] = [];
    for (let i = 0; i < 5; i++) {
      r.fake.resetStats();
      await r.lookup(player);
      idle.push(r.fake.stats.requests.length);
    }
    const n = 150;
    const fresh = Array.from({ length: n }, (_, i) =>
      generatedMatch(`EUW1_${7_000_000_000 + i}`, player.puuid, NOW + (n - i) * 600_000, 1500, 420, 'euw1'),
    );
    r.fake.playGames(player.puuid, fresh);
    r.fake.resetStats();
    await r.lookup(player);
    const withNew = r.fake.stats.requests.length;
    return [
      {
        name: 'Riot requests: known player, nothing new',
        value: median(idle),
        unit: 'req',
        budget: 3,
        note: 'median of 5: summoner, league, ids since the newest stored game',
      },
      {
        name: `Riot requests: known player, N=${n} new matches`,
        value: withNew,
        unit: 'req',
        budget: 3 + Math.ceil(n / 100) + n,
        note: 'goal 3 + ceil(N/100) + N',
      },
    ];
  } finally {
    await r.close();
  }
}

/** The floor a set of limits imposes on R requests sent to one routing value: (ceil(R / count) - 1) windows. */
const floorMs = (requests: number, limits: string) =>
  Math.max(
    ...limits.split(',').map((pair) => {
      const [count, seconds] = pair.split(':').map(Number);
      return (Math.ceil(requests / count!) - 1) * seconds! * 1000;
    }),
  );

/** A first lookup of a 300-match player under 20:1,100:10: time against the floor, and 429s. */
async function firstLookup(): Promise<BenchRow[]> {
  const limits = '20:1,100:10';
  const r = await rig({ appLimit: limits, methodLimit: '2000:10' });
  try {
    const { player, matches } = generatedPlayer(2, 300, NOW);
    r.fake.addPlayer(player, matches);
    const started = performance.now();
    await r.lookup(player);
    const ms = performance.now() - started;
    // Match-v5 (ids and matches) and account-v1 share the europe routing value: that is the busiest budget.
    const europe = r.fake.stats.requests.filter((q) => q.startsWith('europe/')).length;
    const floor = floorMs(europe, limits);
    const limited = (r.fake.stats.limited.application ?? 0) + (r.fake.stats.limited.method ?? 0);
    return [
      {
        name: 'First lookup, 300 matches, 20:1,100:10: time / floor',
        value: ms / floor,
        unit: '×',
        budget: 1.1,
        note: `${(ms / 1000).toFixed(1)} s for ${europe} europe requests, floor ${(floor / 1000).toFixed(0)} s; one run`,
      },
      { name: 'First lookup: 429s of type application or method', value: limited, unit: '429s', budget: 0 },
    ];
  } finally {
    await r.close();
  }
}

const suite: BenchSuite = {
  title: 'Time-wasted lookup against the fake Riot API (job runner, limiter with buckets in SQLite)',
  async run() {
    return [...(await refreshCosts()), ...(await firstLookup())];
  },
};

export default suite;
