import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { BenchRow, BenchSuite } from './harness';
import { migrateToLatest, openDatabase } from '../../src/server/db/database';
import { createDbBucketStore } from '../../src/server/upstream/http/db-bucket-store';
import { createRiotClient } from '../../src/server/upstream/riot/riot-client';
import { createJobRunner } from '../../src/server/jobs/job-runner';
import { enqueueJob } from '../../src/server/jobs/job-queue';
import type { JobDefinition } from '../../src/server/jobs/job-types';
import { lookupJob, lookupKey } from '../../src/server/wasted-time/lookup-job';
import { LOOKUP_JOB } from '../../src/server/wasted-time/names';
import type { FetchBody } from '../../src/shared/api/wasted-time';
import { startFakeRiot } from '../fakes/riot/fake-riot-server';
import { friendOf, generatedPlayer, type FakePlayer } from '../fakes/riot/fake-riot-data';
import { simulateFairShare } from '../helpers/fair-share-sim';

const NOW = Date.UTC(2026, 10, 1);
const SHARED = 300;
const isDetail = (request: string) => /\/lol\/match\/v5\/matches\/[^/?]+$/.test(request);

/** Two friends who played the same 300 games, looked up one after the other; then what the store holds. */
async function sharedGames(): Promise<BenchRow[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'av-bench-shared-'));
  const fake = await startFakeRiot({ appLimit: '5000:1,50000:120', methodLimit: '5000:10' });
  const db = openDatabase({ kind: 'sqlite', file: path.join(dir, 'bench.db') });
  try {
    await migrateToLatest(db);
    const riot = createRiotClient({ apiKey: fake.key, baseUrl: fake.baseUrl, buckets: createDbBucketStore(db) });
    const runner = createJobRunner({ db, jobs: [lookupJob({ db, riot }) as unknown as JobDefinition<never, never>] });
    const lookup = async (player: FakePlayer): Promise<number> => {
      const body: FetchBody = { gameName: player.gameName, tagLine: player.tagLine, region: 'euw1' };
      fake.resetStats();
      await enqueueJob(db, LOOKUP_JOB, lookupKey(body), body);
      while (await runner.runNext());
      return fake.stats.requests.filter(isDetail).length;
    };
    const first = generatedPlayer(900, SHARED, NOW);
    // Riot's puuids are 78 characters: the generated strangers' short ones would flatter the figure.
    for (const match of first.matches) for (const p of match.info.participants.slice(2)) p.puuid = p.puuid.padEnd(78, 'x');
    fake.addPlayer(first.player, first.matches);
    const friend = friendOf(first, 901);
    fake.addPlayer(friend.player, friend.matches);
    const firstDetails = await lookup(first.player);
    const secondDetails = await lookup(friend.player);

    // The two tables alone (with their keys) copied into a database of their own: its pages are their bytes.
    const alone = path.join(dir, 'store.db');
    await sql`attach database ${alone} as store`.execute(db);
    for (const table of ['lol_games', 'lol_player_games']) {
      const ddl = await sql<{ sql: string }>`select sql from sqlite_master where type = 'table' and name = ${table}`.execute(db);
      await sql.raw(ddl.rows[0]!.sql.replace(/^CREATE TABLE "?(\w+)"?/i, 'CREATE TABLE store.$1')).execute(db);
      await sql.raw(`insert into store.${table} select * from main.${table}`).execute(db);
    }
    const pages = await sql<{
      n: number;
    }>`select page_count * page_size as n from pragma_page_count('store'), pragma_page_size('store')`.execute(db);
    await sql`detach database store`.execute(db);
    const rows = [{ bytes: Number(pages.rows[0]!.n) }];
    const games = Number(
      (
        await db
          .selectFrom('lol_games')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    const payload = await sql<{ bytes: number }>`select sum(length(match_id) + length(participants) + 24) as bytes from lol_games`.execute(
      db,
    );
    return [
      {
        name: `Match details, second of two players sharing ${SHARED} games`,
        value: secondDetails / firstDetails,
        unit: '×',
        budget: 0.1,
        note: `${secondDetails} requests against ${firstDetails} for the first`,
      },
      {
        name: 'Bytes stored per match (games + links, with keys)',
        value: Number(rows[0]!.bytes) / games,
        unit: 'B',
        budget: 2048,
        note: `SQLite pages of the two tables alone, ${games} games, 10 participants each; the row itself ${Math.round(Number(payload.rows[0]!.bytes) / games)} B`,
      },
    ];
  } finally {
    await db.destroy();
    await fake.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The simulated hour of the fair-share test, as figures: refreshes done while visitors use all of their share. */
async function refreshThroughput(): Promise<BenchRow[]> {
  const run = await simulateFairShare({
    limit: '20:1,100:120',
    share: 0.2,
    durationMs: 3_600_000,
    lookupRequests: 20,
    lookupEveryMs: 30_000,
    refreshCost: 2,
    latencyMs: 40,
  });
  return [
    {
      name: 'Refreshes per hour, visitors at 100 % of their share',
      value: run.refreshes,
      unit: '/h',
      atLeast: 0.9 * 300,
      note: `development key 20:1,100:120, share 0.2 (300 idle-player refreshes at most); ${run.visitorRequests} visitor requests; virtual time`,
    },
    { name: 'Riot 429s in the simulated hour', value: run.refused, unit: '429s', budget: 0 },
  ];
}

const suite: BenchSuite = {
  title: 'One match store and a fair share: shared games, bytes per match, refreshes beside visitors',
  async run() {
    return [...(await sharedGames()), ...(await refreshThroughput())];
  },
};
export default suite;
