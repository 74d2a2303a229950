import { afterEach, describe, expect, it, vi } from 'vitest';
import { lookupHarness, type LookupHarness } from '../../helpers/lookup-harness';
import { generatedMatch, generatedPlayer, type FakeMatch, type FakePlayer } from '../../fakes/riot/fake-riot-data';
import type { AccountDetails, FetchReply, LeaderboardReply } from '../../../src/shared/api/wasted-time';
import { createJobRunner } from '../../../src/server/jobs/job-runner';
import { enqueueJob } from '../../../src/server/jobs/job-queue';
import { LOOKUP_JOB } from '../../../src/server/wasted-time/names';
import { lookupKey } from '../../../src/server/wasted-time/lookup-job';
import { nextDueAccount } from '../../../src/server/wasted-time/refresh-queue';

let h: LookupHarness;
afterEach(async () => {
  await h?.close();
});

const NOW = Date.UTC(2026, 10, 1);
const DAY = 86_400_000;
const minutesOf = (matches: FakeMatch[]) => Math.floor(matches.reduce((s, m) => s + m.info.participants[0]!.timePlayed!, 0) / 60);

async function stored(player: FakePlayer): Promise<FetchReply> {
  const res = await h.fetchLookup({ gameName: player.gameName, tagLine: player.tagLine, region: 'euw1' });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  await h.drain();
  return h.status((res.body.response as FetchReply).lookup.id!);
}

/** The player plays `n` more games: Riot lists them first and, as today, leaves the revision where it was. */
function play(player: FakePlayer, n: number, seed: number): FakeMatch[] {
  const fresh = Array.from({ length: n }, (_, i) =>
    generatedMatch(`EUW1_${6_000_000_000 + seed * 100 + i}`, player.puuid, Date.now() - (i + 1) * 3_600_000, 1500 + i * 7, 420, 'euw1'),
  );
  const revision = player.revisionDate;
  h.fake.playGames(player.puuid, fresh);
  expect(player.revisionDate).toBe(revision);
  return fresh;
}

const row = (id: number) => h.t.db.selectFrom('lol_accounts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const get = async <T>(url: string): Promise<T> => ((await h.t.app.inject({ url })).json() as { response: T }).response;

describe('background refresh of stored players', { timeout: 60_000 }, () => {
  it('refreshes a player who played a new game without any lookup, revisionDate frozen: the total and the leaderboard grow', async () => {
    // Every second instead of a day; the app's own jobs run on a started runner, as server.ts runs them.
    h = await lookupHarness(undefined, { WASTED_TIME_REFRESH_INTERVAL: '1' });
    const { player, matches } = generatedPlayer(11, 8, NOW - DAY);
    h.fake.addPlayer(player, matches);
    const before = await stored(player);
    expect(before.totalTimeSpent).toBe(minutesOf(matches));
    const fresh = play(player, 2, 11);
    h.fake.resetStats();
    expect(h.t.app.jobs.map((j) => j.name)).toEqual(expect.arrayContaining(['wasted-time.lookup', 'wasted-time.refresh']));
    const jobs = h.t.app.jobs.filter((job) => job.name.startsWith('wasted-time.'));
    const runner = createJobRunner({ db: h.t.db, jobs, pollMs: 50 });
    runner.start();
    try {
      await vi.waitFor(
        async () => {
          const account = await get<AccountDetails>(`/api/wasted-accounts/${before.id}`);
          expect(account.matchesCounted).toBe(10);
          expect(account.totalTimeSpent).toBe(minutesOf([...fresh, ...matches]));
          const board = await get<LeaderboardReply>('/api/leaderboard/1');
          expect(board.lb[0]).toMatchObject({ id: before.id, totalTimeSpent: account.totalTimeSpent });
        },
        { timeout: 20_000, interval: 200 },
      );
    } finally {
      await runner.stop();
    }
    expect(h.fake.stats.requests.some((r) => r.includes('/accounts/by-riot-id/'))).toBe(false);
    expect(h.fake.stats.limited).toEqual({});
  });

  it('does not crawl a player only read for the calculator (never looked up), but finishes a lookup that stopped', async () => {
    h = await lookupHarness();
    const valued = generatedPlayer(18, 6, NOW - DAY);
    const halfway = generatedPlayer(19, 6, NOW - DAY);
    for (const { player, matches } of [valued, halfway]) h.fake.addPlayer(player, matches);
    const read = await h.t.app.inject({
      method: 'POST',
      url: '/api/riot-profile',
      payload: { gameName: valued.player.gameName, tagLine: valued.player.tagLine, region: 'euw1' },
    });
    expect(read.statusCode, read.body).toBe(200);
    // A first lookup whose crawl never ran (its job row left queued, as after a crash).
    const started = await h.fetchLookup({ gameName: halfway.player.gameName, tagLine: halfway.player.tagLine, region: 'euw1' });
    expect(started.status).toBe(200);
    // Two days on, both rows are old enough; the valued one (stored first) is passed over.
    const later = Date.now() + 2 * DAY;
    expect((await nextDueAccount(h.t.db, later))?.puuid).toBe(halfway.player.puuid);
    await h.drain();
    expect((await nextDueAccount(h.t.db, later))?.puuid).toBe(halfway.player.puuid);
    const valuedRow = await h.t.db
      .selectFrom('lol_accounts')
      .selectAll()
      .where('puuid', '=', valued.player.puuid)
      .executeTakeFirstOrThrow();
    expect(valuedRow).toMatchObject({ refreshed_at: null, matches_counted: 0 });
  });

  it('an idle player costs 2 requests (summoner, ids since its newest game), a moved revision changes nothing; N new games 3 + N', async () => {
    h = await lookupHarness();
    const { player, matches } = generatedPlayer(12, 30, NOW);
    h.fake.addPlayer(player, matches);
    const { id } = await stored(player);
    const refreshedAt = (await row(id)).refreshed_at!;
    const ids = (r: string) => r.match(/^europe\/lol\/match\/v5\/matches\/by-puuid\/[^/]+\/ids\?(.*)$/)?.[1];

    await h.age(2 * DAY);
    h.fake.resetStats();
    await h.refresh();
    expect(h.fake.stats.requests).toHaveLength(2);
    expect(h.fake.stats.requests[0]).toMatch(/^euw1\/lol\/summoner\/v4\/summoners\/by-puuid\//);
    // Only ids from the newest stored game's start on.
    expect(new URLSearchParams(ids(h.fake.stats.requests[1]!)).get('startTime')).toBe(
      String(Math.floor(matches[0]!.info.gameStartTimestamp! / 1000)),
    );
    expect((await row(id)).refreshed_at!).toBeGreaterThan(refreshedAt);

    player.revisionDate += 1; // a new icon, no game
    await h.age(2 * DAY);
    h.fake.resetStats();
    await h.refresh();
    expect(h.fake.stats.requests).toHaveLength(2);

    const fresh = play(player, 4, 12);
    await h.age(2 * DAY);
    h.fake.resetStats();
    await h.refresh();
    expect(h.fake.stats.requests).toHaveLength(3 + 4); // summoner, ids, the 4 games, the rank
    expect(await get<AccountDetails>(`/api/wasted-accounts/${id}`)).toMatchObject({
      matchesCounted: 34,
      totalTimeSpent: minutesOf([...fresh, ...matches]),
    });
    // Nothing is due any more: another pass asks Riot nothing.
    h.fake.resetStats();
    await h.refresh();
    expect(h.fake.stats.requests).toEqual([]);
  });

  it('refreshes the player due longest ago first', async () => {
    h = await lookupHarness();
    const players = [generatedPlayer(13, 2, NOW), generatedPlayer(14, 2, NOW), generatedPlayer(15, 2, NOW)];
    for (const { player, matches } of players) h.fake.addPlayer(player, matches);
    const ids = [];
    for (const { player } of players) ids.push((await stored(player)).id);
    // Due longest ago: the second player, then the third, then the first.
    for (const [id, days] of [
      [ids[0]!, 2],
      [ids[1]!, 4],
      [ids[2]!, 3],
    ] as const)
      await h.t.db
        .updateTable('lol_accounts')
        .set({ next_refresh_at: Date.now() - days * DAY })
        .where('id', '=', id)
        .execute();
    h.fake.resetStats();
    await h.refresh();
    const order = h.fake.stats.requests.map((r) => players.findIndex(({ player }) => r.includes(player.puuid)));
    expect(order).toEqual([1, 1, 2, 2, 0, 0]);
  });

  it('finds a transferred and renamed player again by puuid (summoner 404 in the old region)', async () => {
    h = await lookupHarness();
    const { player, matches } = generatedPlayer(16, 5, NOW);
    h.fake.addPlayer(player, matches);
    const { id } = await stored(player);
    player.platform = 'eun1';
    player.gameName = 'Moved Grinder';
    player.tagLine = 'EUNE';
    const fresh = play(player, 1, 16);
    for (const m of fresh) m.info.platformId = 'EUN1';
    await h.age(2 * DAY);
    h.fake.resetStats();
    await h.refresh();
    const paths = h.fake.stats.requests.map((r) => r.replace(/\?.*$/, '').replace(player.puuid, '{puuid}'));
    expect(paths.slice(0, 4)).toEqual([
      'euw1/lol/summoner/v4/summoners/by-puuid/{puuid}',
      'europe/riot/account/v1/accounts/by-puuid/{puuid}',
      'europe/riot/account/v1/region/by-game/lol/by-puuid/{puuid}',
      'eun1/lol/summoner/v4/summoners/by-puuid/{puuid}',
    ]);
    const account = await get<AccountDetails>(`/api/wasted-accounts/${id}`);
    expect(account).toMatchObject({ gameName: 'Moved Grinder', tagLine: 'EUNE', region: 'eun1', matchesCounted: 6 });
    expect((await row(id)).refresh_failures).toBe(0);
  });

  it('records a failed refresh on the account, waits a growing delay, then succeeds and forgets it', async () => {
    h = await lookupHarness(undefined, {}, { lookupFreshMs: 0, refreshRetryBaseMs: 60_000 });
    const { player, matches } = generatedPlayer(17, 3, NOW);
    h.fake.addPlayer(player, matches);
    const { id } = await stored(player);
    await h.age(2 * DAY);
    h.fake.inject({ path: /summoners\/by-puuid/, status: 503, times: 3 }); // the client's 2 retries, then it gives up
    const started = Date.now();
    await h.refresh();
    let failed = await row(id);
    expect(failed).toMatchObject({ refresh_failures: 1, refresh_error: expect.stringMatching(/^Riot API: answered 503/) });
    expect(Number(failed.next_refresh_at)).toBeGreaterThanOrEqual(started + 60_000);
    expect(Number(failed.next_refresh_at)).toBeLessThan(Date.now() + 60_000 + 1000);

    // Still waiting out its delay: not tried again.
    h.fake.resetStats();
    await h.refresh();
    expect(h.fake.stats.requests).toEqual([]);

    // Riot no longer knows the account at all: a second failure, twice the wait.
    await h.t.db.updateTable('lol_accounts').set({ next_refresh_at: 0 }).where('id', '=', id).execute();
    h.fake.inject({ path: /summoners\/by-puuid/, status: 404, times: 1 });
    h.fake.inject({ path: /accounts\/by-puuid/, status: 404, times: 1 });
    const second = Date.now();
    await h.refresh();
    failed = await row(id);
    expect(failed).toMatchObject({ refresh_failures: 2, refresh_error: 'Riot no longer knows this account.' });
    expect(Number(failed.next_refresh_at)).toBeGreaterThanOrEqual(second + 120_000);

    await h.t.db.updateTable('lol_accounts').set({ next_refresh_at: 0 }).where('id', '=', id).execute();
    await h.refresh();
    expect(await row(id)).toMatchObject({ refresh_failures: 0, refresh_error: null });
    expect(Number((await row(id)).next_refresh_at)).toBeGreaterThan(Date.now());
  });

  it('stops blaming players when Riot is down for three in a row, and waits before trying again', async () => {
    h = await lookupHarness();
    const five = Array.from({ length: 5 }, (_, i) => generatedPlayer(40 + i, 2, NOW));
    for (const { player, matches } of five) h.fake.addPlayer(player, matches);
    for (const { player } of five) await stored(player);
    await h.age(2 * DAY);
    h.fake.inject({ path: /summoners\/by-puuid/, status: 500 }); // every time
    await h.refresh();
    const rows = await h.t.db.selectFrom('lol_accounts').select(['refresh_failures', 'refresh_error']).execute();
    expect(rows.filter((r) => r.refresh_failures === 1)).toHaveLength(3);
    expect(rows.filter((r) => r.refresh_failures === 0)).toHaveLength(2);
    const row = await h.t.db
      .selectFrom('jobs')
      .select(['state', 'run_after'])
      .where('name', '=', 'wasted-time.refresh')
      .executeTakeFirstOrThrow();
    expect(row.state).toBe('queued');
    expect(Number(row.run_after)).toBeGreaterThan(Date.now() + 4 * 60_000);
  });

  it('does not refresh a player whose lookup ran meanwhile', async () => {
    h = await lookupHarness();
    const a = generatedPlayer(18, 3, NOW);
    const b = generatedPlayer(19, 3, NOW);
    for (const { player, matches } of [a, b]) h.fake.addPlayer(player, matches);
    await stored(a.player);
    await stored(b.player);
    await h.age(2 * DAY);
    // A visitor's lookup of A is queued: the runner takes it first, and A is then not due for the refresh.
    const body = { gameName: a.player.gameName, tagLine: a.player.tagLine, region: 'euw1' as const };
    await enqueueJob(h.t.db, LOOKUP_JOB, lookupKey(body), body);
    h.fake.resetStats();
    await h.refresh();
    const jobs = await h.t.db.selectFrom('jobs').select(['name', 'state']).where('name', '=', LOOKUP_JOB).execute();
    expect(jobs.every((j) => j.state === 'done')).toBe(true);
    // A: the lookup's summoner, rank and ids; B: the refresh's summoner and ids. A was not refreshed twice.
    expect(h.fake.stats.requests.filter((r) => r.includes(a.player.puuid))).toHaveLength(3);
    expect(h.fake.stats.requests.filter((r) => r.includes(b.player.puuid))).toHaveLength(2);
  });
});

/** The largest number of times inside any window of `windowMs` (sliding). */
function busiest(times: readonly number[], windowMs: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  let best = 0;
  for (let i = 0, j = 0; i < sorted.length; i++) {
    while (sorted[i]! - sorted[j]! >= windowMs) j++;
    best = Math.max(best, i - j + 1);
  }
  return best;
}

describe('the refresh share of the Riot budget', { timeout: 60_000 }, () => {
  it('refreshes stay within their share of each window while a visitor lookup crawls beside them; the fake never answers 429', async () => {
    // A small budget (10 a second, 30 in 6 s) and the default share 0.2: refreshes may hold 2 and 6 of them.
    h = await lookupHarness({ appLimit: '10:1,30:6', methodLimit: '500:10' });
    const { saveProfile } = await import('../../../src/server/wasted-time/repository');
    const waiting = Array.from({ length: 8 }, (_, i) => generatedPlayer(30 + i, 3, NOW));
    for (const { player, matches } of waiting) {
      h.fake.addPlayer(player, matches);
      await saveProfile(h.t.db, {
        puuid: player.puuid,
        region: 'euw1',
        gameName: player.gameName,
        tagLine: player.tagLine,
        profileIconId: 1,
        level: 1,
        revisionDate: 1,
        soloRank: null,
      });
    }
    await h.t.db
      .updateTable('lol_accounts')
      .set({ refreshed_at: Date.now() - 2 * DAY, next_refresh_at: Date.now() - DAY })
      .execute();
    const visitor = generatedPlayer(29, 12, NOW);
    h.fake.addPlayer(visitor.player, visitor.matches);
    const isVisitor = (path: string) =>
      path.includes(visitor.player.puuid) ||
      path.includes(visitor.player.gameName) ||
      visitor.player.matchIds.some((id) => path.endsWith(`/matches/${id}`));

    h.fake.resetStats();
    await h.refresh(); // runs until the share is used up and the row waits for it
    h.runner.start();
    try {
      const res = await h.fetchLookup({ gameName: visitor.player.gameName, tagLine: visitor.player.tagLine, region: 'euw1' });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const id = (res.body.response as FetchReply).lookup.id!;
      await vi.waitFor(async () => expect((await h.status(id)).lookup.state).toBe('done'), { timeout: 30_000, interval: 100 });
      expect((await h.status(id)).matchesCounted).toBe(12);
    } finally {
      await h.runner.stop();
    }
    const { requests, at } = h.fake.stats;
    expect(requests.filter(isVisitor)).toHaveLength(3 + 1 + 12);
    // Each routing value (euw1 for summoner and league, europe for accounts, ids and matches) is its own budget.
    for (const route of ['euw1', 'europe']) {
      const background = at.filter((_, i) => requests[i]!.startsWith(`${route}/`) && !isVisitor(requests[i]!));
      expect(background.length, route).toBeGreaterThanOrEqual(1);
      // Arrival times at the fake: a little slack for time in flight.
      expect(busiest(background, 6000 - 300), route).toBeLessThanOrEqual(6);
      expect(busiest(background, 1000 - 300), route).toBeLessThanOrEqual(2);
    }
    expect(h.fake.stats.limited).toEqual({});
  });
});

describe('without RIOT_API_KEY', () => {
  it('has no refresh job and says so once in the log', async () => {
    const { createTestApp } = await import('../../helpers/test-app');
    const lines: string[] = [];
    const t = await createTestApp({ logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } } });
    try {
      expect(t.app.jobs.map((j) => j.name).filter((name) => name.startsWith('wasted-time.'))).toEqual([]);
      expect(lines.filter((l) => l.includes('not refreshed in the background'))).toHaveLength(1);
    } finally {
      await t.close();
    }
  });
});
