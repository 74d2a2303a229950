import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { lookupHarness, type LookupHarness } from '../../helpers/lookup-harness';
import { createTestApp } from '../../helpers/test-app';
import { generatedMasteries, generatedPlayer, type FakePlayer } from '../../fakes/riot/fake-riot-data';
import { patternOf } from '../../../src/shared/api/endpoint';
import { riotProfile, type RiotProfileReply } from '../../../src/shared/api/riot-profile';
import { LOOKUP_MESSAGES } from '../../../src/shared/api/wasted-time';

let h: LookupHarness;
afterEach(async () => {
  await h?.close();
});

const NOW = Date.UTC(2026, 10, 1);
const URL = `/api${patternOf(riotProfile)}`;
type Reply = { status: number; body: { error: boolean; response: RiotProfileReply | string; code?: string } };

async function post(body: object, ip = '10.1.1.1', app = h.t.app): Promise<Reply> {
  const res = await app.inject({ method: 'POST', url: URL, payload: body, remoteAddress: ip });
  return { status: res.statusCode, body: res.json() };
}
async function profile(body: object, ip?: string): Promise<RiotProfileReply> {
  const res = await post(body, ip);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.response as RiotProfileReply;
}
function player(seed: number, edit: (p: FakePlayer) => void = () => {}): FakePlayer {
  const { player: p, matches } = generatedPlayer(seed, 3, NOW);
  edit(p);
  h.fake.addPlayer(p, matches);
  return p;
}
const idOf = (p: FakePlayer) => ({ gameName: p.gameName, tagLine: p.tagLine, region: 'euw1' });
const routes = () => h.fake.stats.requests.map((r) => r.replace(/\/by-(riot-id|puuid)\/.*$/, ''));

describe('POST /api/riot-profile', { timeout: 30_000 }, () => {
  it('reads an account nobody stored in 4 Riot requests: level, Solo/Duo rank, champions played, and the calculator inputs', async () => {
    h = await lookupHarness();
    const p = player(21);
    const reply = await profile(idOf(p));
    const levels = p.masteries!.reduce((sum, m) => sum + m.championLevel, 0);
    expect(reply).toEqual({
      gameName: p.gameName,
      tagLine: 'EUW',
      region: 'euw1',
      level: p.summonerLevel,
      profileIconId: p.profileIconId,
      rank: { tier: 'GOLD', rank: 'II', lp: 45, wins: 60, losses: 50 },
      championsPlayed: p.masteries!.length,
      masteryScore: levels,
      calculatorInputs: { level: p.summonerLevel, rank: 'Gold', champion: p.masteries!.length },
    });
    expect(routes()).toEqual([
      'europe/riot/account/v1/accounts',
      'euw1/lol/summoner/v4/summoners',
      'euw1/lol/league/v4/entries',
      'euw1/lol/champion-mastery/v4/champion-masteries',
    ]);
    // The same Riot ID again, in any case, within minutes: no Riot request.
    h.fake.resetStats();
    expect(await profile({ gameName: p.gameName.toUpperCase(), tagLine: 'euw', region: 'euw1' })).toEqual(reply);
    expect(h.fake.stats.requests).toEqual([]);
  });

  it('takes a stored player refreshed minutes ago from storage: one Riot request, then none', async () => {
    h = await lookupHarness(undefined, {}, { lookupFreshMs: 5 * 60_000 });
    const p = player(22);
    await h.fetchLookup(idOf(p));
    await h.drain();
    h.fake.resetStats();
    const reply = await profile(idOf(p));
    expect(reply).toMatchObject({ level: p.summonerLevel, championsPlayed: p.masteries!.length });
    expect(routes()).toEqual(['euw1/lol/champion-mastery/v4/champion-masteries']);
    h.fake.resetStats();
    await profile(idOf(p), '10.1.1.2');
    expect(h.fake.stats.requests).toEqual([]);
  });

  it('refreshes a stale stored player without account-v1, and the stored player shows the new level', async () => {
    h = await lookupHarness();
    const p = player(23);
    await h.fetchLookup(idOf(p));
    await h.drain();
    p.summonerLevel += 7;
    p.revisionDate += 1;
    h.fake.resetStats();
    expect((await profile(idOf(p))).level).toBe(p.summonerLevel);
    expect(routes()).toEqual([
      'euw1/lol/summoner/v4/summoners',
      'euw1/lol/league/v4/entries',
      'euw1/lol/champion-mastery/v4/champion-masteries',
    ]);
    const stored = await h.t.db.selectFrom('lol_accounts').select('summoner_level').where('puuid', '=', p.puuid).executeTakeFirstOrThrow();
    expect(Number(stored.summoner_level)).toBe(p.summonerLevel);
  });

  it('answers an unknown Riot ID with 404 and the lookup message', async () => {
    h = await lookupHarness();
    expect(await post({ gameName: 'Nobody Here', tagLine: 'NONE', region: 'euw1' })).toEqual({
      status: 404,
      body: { error: true, response: LOOKUP_MESSAGES.notFound, code: 'NOT_FOUND' },
    });
    expect(h.fake.stats.requests).toHaveLength(1);
  });

  it.each([
    ['unranked', [] as FakePlayer['league']],
    ['ranked in flex only', [{ queueType: 'RANKED_FLEX_SR', tier: 'DIAMOND', rank: 'I', leaguePoints: 90, wins: 40, losses: 30 }]],
  ])("fills Rank 'Unranked' for a player %s (Solo/Duo is the rank valued)", async (_what, league) => {
    h = await lookupHarness();
    const p = player(24, (x) => (x.league = league));
    expect(await profile(idOf(p))).toMatchObject({ rank: null, calculatorInputs: { rank: 'Unranked' } });
  });

  it('clamps Champions to the form maximum when the player has played more champions than it allows', async () => {
    h = await lookupHarness();
    const p = player(25, (x) => (x.masteries = generatedMasteries(25, x.puuid, 172, NOW)));
    expect(await profile(idOf(p))).toMatchObject({ championsPlayed: 172, calculatorInputs: { champion: 168 } });
  });

  it('fills Champions 0 for a player with no mastery at all', async () => {
    h = await lookupHarness();
    const p = player(26, (x) => (x.masteries = []));
    expect(await profile(idOf(p))).toMatchObject({ championsPlayed: 0, masteryScore: 0, calculatorInputs: { champion: 0 } });
  });

  it('waits out a 429 with Retry-After on the mastery call and answers, asking again only once', async () => {
    h = await lookupHarness();
    const p = player(27);
    h.fake.inject({ path: /champion-mastery/, status: 429, headers: { 'Retry-After': '1', 'X-Rate-Limit-Type': 'method' }, times: 1 });
    const started = Date.now();
    expect((await profile(idOf(p))).championsPlayed).toBe(p.masteries!.length);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(routes().filter((r) => r.includes('champion-mastery'))).toHaveLength(2);
    expect(h.fake.stats.limited).toEqual({ method: 1 });
  });

  it.each([
    ['keeps failing with 503', { status: 503, times: 10 }],
    ['sends a body that is not a mastery list', { status: 200, body: '{"oops":true}', times: 1 }],
  ])('says Riot is busy (503) when the mastery call %s, and keeps nothing', async (_what, fault) => {
    h = await lookupHarness();
    const p = player(28);
    h.fake.inject({ path: /champion-mastery/, ...fault });
    expect(await post(idOf(p))).toEqual({
      status: 503,
      body: { error: true, response: LOOKUP_MESSAGES.riotBusy, code: 'RIOT_UNAVAILABLE' },
    });
    expect(await h.t.db.selectFrom('riot_profiles').selectAll().execute()).toEqual([]);
  });

  it('never causes a 429 against the fake limits: three profiles in a row (12 calls, 5 a second allowed) queue behind the budget', async () => {
    h = await lookupHarness({ appLimit: '5:1,40:120' });
    const players = Array.from({ length: 3 }, (_, i) => player(40 + i));
    for (const [i, p] of players.entries()) await profile(idOf(p), `10.2.0.${i}`);
    expect(h.fake.stats.served).toBe(12);
    expect(h.fake.stats.limited).toEqual({});
  });

  it("shares the lookup's per-address throttle (a read from storage takes no slot)", async () => {
    h = await lookupHarness(undefined, {}, { lookupFreshMs: 0, lookupLimit: { count: 2, windowMs: 60_000 } });
    const [a, b, c] = [player(30), player(31), player(32)];
    expect((await h.fetchLookup(idOf(a), '10.3.3.3')).status).toBe(200);
    await profile(idOf(b), '10.3.3.3');
    await profile(idOf(b), '10.3.3.3');
    const refused = await post(idOf(c), '10.3.3.3');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ error: true, code: 'TOO_MANY_LOOKUPS' });
    expect(refused.body.response).toMatch(/^Too many lookups from your address\. Try again in \d+ minutes?\.$/);
    expect((await h.fetchLookup(idOf(c), '10.3.3.3')).status).toBe(429);
    expect((await post(idOf(c), '10.3.3.4')).status).toBe(200);
  });

  it.each([
    [{ gameName: 'Player One', tagLine: 'E', region: 'euw1' }, LOOKUP_MESSAGES.tagLine],
    [{ gameName: 'a#b', tagLine: 'EUW', region: 'euw1' }, LOOKUP_MESSAGES.gameName],
    [{ gameName: 'Player One', tagLine: 'EUW', region: 'mars' }, LOOKUP_MESSAGES.region],
    [{ gameName: 'Player One', tagLine: 'EUW', region: 'euw1', level: 3 }, null],
    [{ tagLine: 'EUW', region: 'euw1' }, null],
  ])('refuses %j with 400 and a sentence, asking Riot nothing', async (body, message) => {
    h = await lookupHarness();
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: true, code: 'BAD_REQUEST' });
    if (message) expect(res.body.response).toBe(message);
    else expect(res.body.response).toMatch(/^[A-Z].*\.$/);
    expect(h.fake.stats.requests).toEqual([]);
  });

  it('without RIOT_API_KEY answers 503 with the lookup message, and still answers a profile read minutes ago', async () => {
    h = await lookupHarness();
    const p = player(33);
    const read = await profile(idOf(p));
    const keyless = await createTestApp({ db: h.t.db }, {});
    expect(await post({ gameName: 'Stranger', tagLine: 'EUW', region: 'euw1' }, '10.4.4.4', keyless.app)).toEqual({
      status: 503,
      body: { error: true, response: LOOKUP_MESSAGES.unavailable, code: 'LOOKUPS_UNAVAILABLE' },
    });
    expect((await post(idOf(p), '10.4.4.4', keyless.app)).body.response).toEqual(read);
    fs.rmSync(keyless.dir, { recursive: true, force: true }); // its database is the harness's, closed with it
  });
});
