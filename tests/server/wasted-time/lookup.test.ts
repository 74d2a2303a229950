import fs from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lookupHarness, type LookupHarness } from '../../helpers/lookup-harness';
import { generatedMatch, generatedPlayer, recordedMatches } from '../../fakes/riot/fake-riot-data';
import { LOOKUP_MESSAGES, type FetchReply } from '../../../src/shared/api/wasted-time';
import { createTestApp } from '../../helpers/test-app';

let h: LookupHarness;
afterEach(async () => {
  await h?.close();
});

const NOW = Date.UTC(2026, 10, 1);
const minutesOf = (seconds: number[]) => Math.floor(seconds.reduce((a, b) => a + b, 0) / 60);

async function lookup(body: object): Promise<FetchReply> {
  const res = await h.fetchLookup(body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.response as FetchReply;
}

// Whole lookups against the fake take a few seconds when the machine is busy.
describe('POST /api/fetch and the lookup job', { timeout: 30_000 }, () => {
  it("answers the spec's account at once (3 Riot requests), then the job counts the matches", async () => {
    h = await lookupHarness();
    const { player, matches } = generatedPlayer(1, 160, NOW);
    h.fake.addPlayer(player, matches);
    const first = await lookup({ gameName: player.gameName, tagLine: 'EUW', region: 'euw1' });
    // The spec's account fields at the top level of `response`, the lookup beside them.
    expect(first).toMatchObject({
      gameName: player.gameName,
      tagLine: 'EUW',
      profileIconId: player.profileIconId,
      level: player.summonerLevel,
      updatedAt: null,
      recentTimeSpent: 0,
      totalTimeSpent: 0,
      rank: { tier: 'GOLD', rank: 'II', lp: 45, wins: 60, losses: 50 },
      lookup: { state: 'queued' },
    });
    expect(first.lookup.id).toEqual(expect.any(Number));
    // Account, summoner, league: the account step only; no match request yet.
    expect(h.fake.stats.requests).toHaveLength(3);
    // The same Riot ID again (any case) follows the running lookup: no slot, no request.
    const again = await lookup({ gameName: player.gameName.toUpperCase(), tagLine: 'euw', region: 'euw1' });
    expect(again.lookup.id).toBe(first.lookup.id);
    expect(h.fake.stats.requests).toHaveLength(3);
    await h.runner.runNext(); // the first id page (the account step was done by the request), then it gives way
    const partial = await h.status(first.lookup.id!);
    expect(partial).toMatchObject({ gameName: player.gameName, level: player.summonerLevel, lookup: { state: 'fetching', done: 0 } });
    await h.drain();
    // The job did not repeat the account step.
    expect(h.fake.stats.requests.filter((r) => r.includes('account') || r.includes('summoner') || r.includes('league'))).toHaveLength(3);
    const done = await h.status(first.lookup.id!);
    const seconds = matches.map((m) => m.info.participants[0]!.timePlayed!);
    const recent = matches
      .filter((m) => m.info.gameStartTimestamp! >= Date.UTC(2023, 0, 1))
      .map((m) => m.info.participants[0]!.timePlayed!);
    expect(done.lookup).toEqual({ id: first.lookup.id, state: 'done', done: 160, total: 160, reason: null });
    expect(done).toMatchObject({
      totalTimeSpent: minutesOf(seconds),
      recentTimeSpent: minutesOf(recent),
      matchesCounted: 160,
      matchesMissing: 0,
    });
    expect(done.countedSince).toBe(new Date(matches.at(-1)!.info.gameStartTimestamp!).toISOString());
    expect(done.perQueue.reduce((s, q) => s + q.minutes, 0)).toBe(done.totalTimeSpent);
    expect(done.updatedAt).not.toBeNull();
  });

  it('counts the recorded EUW1 matches by hand: 119 minutes Overall, 93 since 2023, the aborted record skipped', async () => {
    h = await lookupHarness();
    const recorded = recordedMatches();
    const { player } = generatedPlayer(2, 0, NOW);
    player.matchIds = [...recorded.keys()].filter((id) => id.startsWith('EUW1')).reverse();
    h.fake.addPlayer(player, [...recorded.values()]);
    const { lookup: started } = await lookup({ gameName: player.gameName, tagLine: 'EUW', region: 'euw1' });
    await h.drain();
    expect(await h.status(started.id!)).toMatchObject({
      totalTimeSpent: 119,
      recentTimeSpent: 93,
      matchesCounted: 4,
      matchesMissing: 0,
    });
  });

  it('a match that 404s is counted as missing, not as zero minutes', async () => {
    h = await lookupHarness();
    const { player, matches } = generatedPlayer(3, 12, NOW);
    player.missing = new Set(player.matchIds.slice(0, 2));
    h.fake.addPlayer(player, matches);
    const { lookup: started } = await lookup({ gameName: player.gameName, tagLine: 'EUW', region: 'euw1' });
    await h.drain();
    const seconds = matches.slice(2).map((m) => m.info.participants[0]!.timePlayed!);
    expect(await h.status(started.id!)).toMatchObject({
      totalTimeSpent: minutesOf(seconds),
      matchesCounted: 10,
      matchesMissing: 2,
    });
  });

  it('refreshes incrementally: nothing new costs at most 3 requests; N new matches at most 3 + ceil(N/100) + N; no duplicates', async () => {
    h = await lookupHarness();
    const { player, matches } = generatedPlayer(4, 40, NOW);
    h.fake.addPlayer(player, matches);
    const body = { gameName: player.gameName, tagLine: 'EUW', region: 'euw1' };
    await lookup(body);
    await h.drain();
    h.fake.resetStats();
    await lookup(body);
    await h.drain();
    expect(h.fake.stats.requests.length).toBeLessThanOrEqual(3);

    player.revisionDate += 1; // Riot moves it after a game: the probe then asks for the new ids.
    h.fake.resetStats();
    await lookup(body);
    await h.drain();
    expect(h.fake.stats.requests.length).toBeLessThanOrEqual(3);

    const fresh = Array.from({ length: 7 }, (_, i) =>
      generatedMatch(`EUW1_${8_000_000_000 + i}`, player.puuid, NOW + (i + 1) * 3_600_000, 1200 + i, 420, 'euw1'),
    ).reverse();
    player.matchIds = [...fresh.map((m) => m.metadata.matchId), ...player.matchIds];
    player.revisionDate += 1;
    h.fake.addPlayer(player, fresh);
    h.fake.resetStats();
    const { lookup: started } = await lookup(body);
    await h.drain();
    expect(h.fake.stats.requests.length).toBeLessThanOrEqual(3 + 1 + 7);
    const all = [...fresh, ...matches].map((m) => m.info.participants[0]!.timePlayed!);
    expect(await h.status(started.id!)).toMatchObject({ totalTimeSpent: minutesOf(all), matchesCounted: 47 });
    const rows = await h.t.db
      .selectFrom('lol_matches')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(rows.n)).toBe(47);
  });

  it('an unknown Riot ID is refused at once with 404 and the spec-style message; nothing is queued', async () => {
    h = await lookupHarness();
    const refused = await h.fetchLookup({ gameName: 'Nobody Here', tagLine: 'NONE', region: 'euw1' });
    expect(refused).toEqual({ status: 404, body: { error: true, response: LOOKUP_MESSAGES.notFound, code: 'NOT_FOUND' } });
    expect(h.fake.stats.requests).toHaveLength(1);
    expect(await h.runner.runNext()).toBe(false);
  });

  it('a known player refreshed minutes ago is answered from storage: no lookup slot, no Riot request', async () => {
    h = await lookupHarness(undefined, {}, { lookupFreshMs: 5 * 60_000, lookupLimit: { count: 1, windowMs: 60_000 } });
    const { player, matches } = generatedPlayer(7, 6, NOW);
    h.fake.addPlayer(player, matches);
    const body = { gameName: player.gameName, tagLine: 'EUW', region: 'euw1' };
    await lookup(body);
    await h.drain();
    h.fake.resetStats();
    for (let i = 0; i < 3; i++) {
      const res = await h.fetchLookup(body, '10.7.7.7');
      expect(res.status).toBe(200);
      expect(res.body.response).toMatchObject({ gameName: player.gameName, matchesCounted: 6, lookup: { id: null, state: 'done' } });
    }
    expect(h.fake.stats.requests).toEqual([]);
  });

  it('throttles lookups per address with a clear 429', async () => {
    h = await lookupHarness();
    for (let i = 0; i < 10; i++)
      expect((await h.fetchLookup({ gameName: `Player${i}`, tagLine: 'EUW', region: 'euw1' }, '10.9.9.9')).status).toBe(404);
    const refused = await h.fetchLookup({ gameName: 'OneMore', tagLine: 'EUW', region: 'euw1' }, '10.9.9.9');
    expect(refused.status).toBe(429);
    expect(refused.body.response).toMatch(/^Too many lookups from your address\. Try again in \d+ minutes?\.$/);
    expect((await h.fetchLookup({ gameName: 'OneMore', tagLine: 'EUW', region: 'euw1' }, '10.9.9.8')).status).toBe(404);
  });

  it('the cached leaderboard and stored-player replies pick up what the lookup job wrote', async () => {
    h = await lookupHarness();
    const { player, matches } = generatedPlayer(6, 12, NOW);
    h.fake.addPlayer(player, matches);
    const get = async (url: string) => (await h.t.app.inject({ url })).json();
    expect((await get('/api/leaderboard/1')).response).toEqual({ lb: [], total: 0 });
    // The first stored player will have id 1; a refusal is never kept by the cache.
    expect(await get('/api/wasted-accounts/1')).toEqual({ error: true, response: LOOKUP_MESSAGES.noSuchPlayer, code: 'NOT_FOUND' });
    const { lookup: started } = await lookup({ gameName: player.gameName, tagLine: 'EUW', region: 'euw1' });
    await h.drain();
    const { lookup: _lookup, ...done } = await h.status(started.id!);
    expect(done.id).toBe(1);
    // The job bumps the topic in the database; the app's cache drops it at its next poll.
    await vi.waitFor(
      async () => {
        expect((await get('/api/leaderboard/1')).response.lb).toEqual([
          expect.objectContaining({ id: done.id, totalTimeSpent: done.totalTimeSpent }),
        ]);
        expect((await get(`/api/wasted-accounts/${done.id}`)).response).toEqual(done);
      },
      { timeout: 5000, interval: 100 },
    );
  });

  it('without RIOT_API_KEY serves stored players and says lookups are unavailable for new ones', async () => {
    h = await lookupHarness();
    const { player, matches } = generatedPlayer(5, 5, NOW);
    h.fake.addPlayer(player, matches);
    await lookup({ gameName: player.gameName, tagLine: 'EUW', region: 'euw1' });
    await h.drain();
    const keyless = await createTestApp({ db: h.t.db, settings: { lookupFreshMs: 0 } }, {});
    const stored = await keyless.app.inject({
      method: 'POST',
      url: '/api/fetch',
      payload: { gameName: player.gameName, tagLine: 'EUW', region: 'euw1' },
    });
    expect(stored.json().response).toMatchObject({
      gameName: player.gameName,
      lookup: { id: null, state: 'unavailable', reason: LOOKUP_MESSAGES.unavailable },
    });
    const unknown = await keyless.app.inject({
      method: 'POST',
      url: '/api/fetch',
      payload: { gameName: 'Stranger', tagLine: 'EUW', region: 'euw1' },
    });
    expect(unknown.statusCode).toBe(503);
    expect(unknown.json()).toEqual({ error: true, response: LOOKUP_MESSAGES.unavailable, code: 'LOOKUPS_UNAVAILABLE' });
    expect((await keyless.app.inject({ url: '/api/leaderboard/1' })).json().response.total).toBe(1);
    fs.rmSync(keyless.dir, { recursive: true, force: true }); // its database is the harness's, closed with it
  });
});
