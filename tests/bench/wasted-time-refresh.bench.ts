import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { BenchRow, BenchSuite } from './harness';
import { median } from './harness';
import { migrateToLatest, openDatabase, type Db } from '../../src/server/db/database';
import type { ServerConfig } from '../../src/server/env';
import { createDbBucketStore } from '../../src/server/upstream/http/db-bucket-store';
import { createRiotClient } from '../../src/server/upstream/riot/riot-client';
import { createJobRunner } from '../../src/server/jobs/job-runner';
import { enqueueJob } from '../../src/server/jobs/job-queue';
import type { JobDefinition } from '../../src/server/jobs/job-types';
import { lookupJob, lookupKey } from '../../src/server/wasted-time/lookup-job';
import { refreshJob } from '../../src/server/wasted-time/refresh-job';
import { LOOKUP_JOB, REFRESH_JOB } from '../../src/server/wasted-time/names';
import { standingOf } from '../../src/server/wasted-time/standing';
import { rebuildStanding } from '../../src/server/wasted-time/standing-counts';
import { REGION_CODES } from '../../src/shared/api/lol-regions';
import type { FetchBody } from '../../src/shared/api/wasted-time';
import { startFakeRiot, type FakeRiotOptions } from '../fakes/riot/fake-riot-server';
import { generatedPlayer, seededRandom, type FakePlayer } from '../fakes/riot/fake-riot-data';
import { createDatabase, startCluster } from '../pg/cluster';

const NOW = Date.UTC(2026, 10, 1);
const ACCOUNTS = 100_000;
const DAY = 86_400_000;

/** 100,000 stored players: totals up to ~140 days, every region, 3 % looked up with nothing counted yet. */
async function fill(db: Db): Promise<void> {
  const random = seededRandom(22);
  const at = Date.now();
  for (let start = 0; start < ACCOUNTS; start += 1000) {
    const rows = Array.from({ length: 1000 }, (_, i) => {
      const n = start + i;
      const counted = random() < 0.97 ? 1 + Math.floor(random() * 900) : 0;
      return {
        puuid: `bench-${n}`,
        region: REGION_CODES[n % REGION_CODES.length]!,
        game_name: `Player${n}`,
        tag_line: 'EUW',
        riot_id_key: `player${n}#euw`,
        profile_icon_id: 1,
        summoner_level: 30,
        revision_date: 1,
        solo_rank: null,
        total_minutes: counted ? Math.floor(random() * 200_000) : 0,
        recent_minutes: 0,
        matches_counted: counted,
        matches_missing: 0,
        per_queue: '[]',
        counted_since: null,
        synced_until: null,
        refreshed_at: at,
        next_refresh_at: null,
        refresh_error: null,
        created_at: at,
        updated_at: at,
      };
    });
    await db.insertInto('lol_accounts').values(rows).execute();
  }
  // A bulk load goes around the writes that keep the counts: count them once, as migration 0013 does.
  await rebuildStanding(db);
}

/** The standing of 200 random players, each one statement (bucket sums and one bucket's exact count). */
async function timeStanding(db: Db, label: string, note: string): Promise<BenchRow[]> {
  const random = seededRandom(7);
  const picks = await db.selectFrom('lol_accounts').select(['region', 'total_minutes', 'matches_counted']).limit(2000).execute();
  const times: number[] = [];
  for (let i = 0; i < 230; i++) {
    const row = picks[Math.floor(random() * picks.length)]!;
    const started = performance.now();
    await standingOf(db, { region: row.region, totalMinutes: Number(row.total_minutes), matchesCounted: Number(row.matches_counted) });
    if (i >= 30) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return [
    {
      name: `Percentile at 100,000 accounts, ${label}`,
      value: median(times),
      unit: 'ms',
      budget: 20,
      note: `median of 200, p95 ${times[Math.floor(times.length * 0.95)]!.toFixed(1)} ms; ${note}`,
    },
  ];
}

async function standingRows(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'av-bench-standing-'));
  const sqlite = openDatabase({ kind: 'sqlite', file: path.join(dir, 'standing.db') });
  try {
    await migrateToLatest(sqlite);
    await fill(sqlite);
    rows.push(...(await timeStanding(sqlite, 'SQLite', 'lol_standing sums + one bucket counted')));
  } finally {
    await sqlite.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const cluster = await startCluster().catch((error: unknown) => error as Error);
  if (cluster instanceof Error) {
    rows.push({ name: 'Percentile at 100,000 accounts, PostgreSQL', value: NaN, unit: 'ms', note: `skipped: ${cluster.message}` });
    return rows;
  }
  try {
    const target = await createDatabase(cluster.adminUrl, 'standing');
    const config: ServerConfig['database'] = { kind: 'postgres', url: target.url, poolSize: 4, tls: 'off', tlsCa: null };
    const pg = openDatabase(config);
    try {
      await migrateToLatest(pg);
      await fill(pg);
      // As autovacuum leaves a table after a bulk load: statistics and the visibility map (index-only scans).
      await sql`vacuum analyze lol_accounts`.execute(pg);
      await sql`vacuum analyze lol_standing`.execute(pg);
      rows.push(...(await timeStanding(pg, 'PostgreSQL', 'after vacuum analyze')));
    } finally {
      await pg.destroy();
      await target.drop();
    }
  } finally {
    await cluster.stop();
  }
  return rows;
}

interface Rig {
  db: Db;
  lookup(player: FakePlayer): Promise<void>;
  close(): Promise<void>;
}

async function rig(fakeOptions: FakeRiotOptions) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'av-bench-refresh-'));
  const fake = await startFakeRiot(fakeOptions);
  const db = openDatabase({ kind: 'sqlite', file: path.join(dir, 'bench.db') });
  await migrateToLatest(db);
  const riot = createRiotClient({ apiKey: fake.key, baseUrl: fake.baseUrl, buckets: createDbBucketStore(db) });
  const jobs = [lookupJob({ db, riot }), refreshJob({ db, riot, settings: { intervalMs: DAY, share: 0.2 } })];
  const runner = createJobRunner({ db, jobs: jobs as unknown as JobDefinition<never, never>[], pollMs: 20 });
  const body = (player: FakePlayer): FetchBody => ({ gameName: player.gameName, tagLine: player.tagLine, region: 'euw1' });
  return {
    fake,
    db,
    runner,
    async lookup(player: FakePlayer) {
      await enqueueJob(db, LOOKUP_JOB, lookupKey(body(player)), body(player));
    },
    /** Every stored player due, and the refresh row due now. */
    async due() {
      await db
        .updateTable('lol_accounts')
        .set({ refreshed_at: Date.now() - 2 * DAY, next_refresh_at: Date.now() - DAY })
        .execute();
      const { status } = await enqueueJob(db, REFRESH_JOB, 'scheduled', {}, { priority: 100 });
      await db.updateTable('jobs').set({ run_after: 0 }).where('id', '=', status.id).where('state', '=', 'queued').execute();
    },
    async drain() {
      while (await runner.runNext());
    },
    async close() {
      await runner.stop();
      await db.destroy();
      await fake.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  } satisfies Rig & Record<string, unknown>;
}

/** Riot requests and time per idle stored player: nothing new (same revision), and a moved revision with nothing new (the same: it gates nothing). */
async function idleCost(): Promise<BenchRow[]> {
  const r = await rig({ appLimit: '5000:1,50000:120', methodLimit: '5000:10' });
  try {
    const players = Array.from({ length: 40 }, (_, i) => generatedPlayer(400 + i, 5, NOW));
    for (const { player, matches } of players) {
      r.fake.addPlayer(player, matches);
      await r.lookup(player);
    }
    await r.drain();
    await r.due();
    r.fake.resetStats();
    let started = performance.now();
    await r.drain();
    const same = { requests: r.fake.stats.requests.length / players.length, ms: (performance.now() - started) / players.length };
    for (const { player } of players) player.revisionDate += 1;
    await r.due();
    r.fake.resetStats();
    started = performance.now();
    await r.drain();
    const moved = { requests: r.fake.stats.requests.length / players.length, ms: (performance.now() - started) / players.length };
    return [
      {
        name: 'Refresh: Riot requests per idle player',
        value: same.requests,
        unit: 'req',
        budget: 2,
        note: `same revision; ${same.ms.toFixed(1)} ms each`,
      },
      {
        name: 'Refresh: Riot requests, revision moved, nothing new',
        value: moved.requests,
        unit: 'req',
        budget: 2,
        note: `${moved.ms.toFixed(1)} ms each; 40 players`,
      },
    ];
  } finally {
    await r.close();
  }
}

/** A visitor's 120-match lookup under 20:1,100:10, alone and with 60 due players waiting to be refreshed. */
async function visitorSpeed(): Promise<BenchRow[]> {
  const times: number[] = [];
  const background: number[] = [];
  for (const withRefreshes of [false, true]) {
    const r = await rig({ appLimit: '20:1,100:10', methodLimit: '2000:10' });
    try {
      if (withRefreshes) {
        for (let i = 0; i < 60; i++) {
          const { player, matches } = generatedPlayer(500 + i, 2, NOW);
          r.fake.addPlayer(player, matches);
          await r.db
            .insertInto('lol_accounts')
            .values({
              puuid: player.puuid,
              region: 'euw1',
              game_name: player.gameName,
              tag_line: player.tagLine,
              riot_id_key: `${player.gameName}#${player.tagLine}`.toLowerCase(),
              profile_icon_id: 1,
              summoner_level: 1,
              revision_date: 1,
              solo_rank: null,
              total_minutes: 0,
              recent_minutes: 0,
              matches_counted: 0,
              matches_missing: 0,
              per_queue: '[]',
              counted_since: null,
              synced_until: null,
              refreshed_at: null,
              next_refresh_at: 0,
              refresh_error: null,
              created_at: Date.now() - 2 * DAY,
              updated_at: Date.now(),
            })
            .execute();
        }
        await r.due();
        r.runner.start();
        // Let the refreshes take their share of the windows before the visitor arrives.
        await new Promise((resolve) => setTimeout(resolve, 3000));
      } else r.runner.start();
      const { player, matches } = generatedPlayer(499, 120, NOW);
      r.fake.addPlayer(player, matches);
      const before = r.fake.stats.requests.length;
      const started = performance.now();
      await r.lookup(player);
      for (;;) {
        const job = await r.db
          .selectFrom('jobs')
          .select('state')
          .where('name', '=', LOOKUP_JOB)
          .orderBy('id', 'desc')
          .executeTakeFirstOrThrow();
        if (job.state === 'done' || job.state === 'failed') break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      times.push(performance.now() - started);
      background.push(r.fake.stats.requests.slice(before).filter((q) => !q.includes(player.puuid) && !q.includes('EUW1_9')).length);
      if (Object.keys(r.fake.stats.limited).length) throw new Error(`429s: ${JSON.stringify(r.fake.stats.limited)}`);
    } finally {
      await r.close();
    }
  }
  return [
    {
      name: 'Visitor lookup with refreshes due / alone',
      value: times[1]! / times[0]!,
      unit: '×',
      // Refreshes keep their share while visitors crawl (decision 0033): visitors have 1 − 0.2 of each window.
      budget: 1.3,
      note: `${(times[0]! / 1000).toFixed(1)} s alone, ${(times[1]! / 1000).toFixed(1)} s with refreshes; ${background[1]} refresh requests meanwhile; no 429`,
    },
  ];
}

const suite: BenchSuite = {
  title: 'Refreshed time totals: standing query at 100,000 players, refresh cost, visitor speed beside refreshes',
  async run() {
    return [...(await standingRows()), ...(await idleCost()), ...(await visitorSpeed())];
  },
};

export default suite;
