import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { REGION_CODES, type RegionCode } from '../../../src/shared/api/lol-regions';
import { createRiotClient, type RiotClient } from '../../../src/server/upstream/riot/riot-client';
import { matchCluster, platformHost } from '../../../src/server/upstream/riot/routing';
import { createMemoryBucketStore } from '../../../src/server/upstream/http/bucket-store';
import { UpstreamError } from '../../../src/server/upstream/http/errors';
import { startFakeRiot, type FakeRiot } from '../../fakes/riot/fake-riot-server';
import { generatedPlayer, recordedMatches } from '../../fakes/riot/fake-riot-data';

// Written out by hand from Riot's routing table, not computed by the code under test.
const EXPECTED: Record<RegionCode, [platform: string, cluster: string]> = {
  euw1: ['euw1', 'europe'],
  eun1: ['eun1', 'europe'],
  me1: ['me1', 'europe'],
  tr1: ['tr1', 'europe'],
  ru1: ['ru', 'europe'],
  na1: ['na1', 'americas'],
  br1: ['br1', 'americas'],
  la1: ['la1', 'americas'],
  la2: ['la2', 'americas'],
  jp1: ['jp1', 'asia'],
  kr: ['kr', 'asia'],
  oc1: ['oc1', 'sea'],
  ph2: ['sg2', 'sea'],
  sg2: ['sg2', 'sea'],
  th2: ['sg2', 'sea'],
  tw2: ['tw2', 'sea'],
  vn2: ['vn2', 'sea'],
};

let fake: FakeRiot;
let riot: RiotClient;
beforeAll(async () => {
  fake = await startFakeRiot({ appLimit: '500:1,3000:120' });
});
afterAll(() => fake.close());
beforeEach(() => {
  riot = createRiotClient({ apiKey: fake.key, baseUrl: fake.baseUrl, buckets: createMemoryBucketStore(), timeoutMs: 500, backoffMs: 20 });
  fake.resetStats();
});

describe('routing', () => {
  it('maps all 17 region values to their platform host and match cluster', () => {
    expect(REGION_CODES).toHaveLength(17);
    for (const region of REGION_CODES) expect([platformHost(region), matchCluster(region)]).toEqual(EXPECTED[region]);
  });

  it.each(REGION_CODES)('reaches a %s player on the right hosts (the fake refuses wrong routes)', async (region) => {
    const [platform, cluster] = EXPECTED[region];
    const { player, matches } = generatedPlayer(100 + REGION_CODES.indexOf(region), 3, Date.UTC(2026, 0, 1), platform);
    player.gameName = `Route ${region}`;
    fake.addPlayer(player, matches);
    const account = await riot.accountByRiotId(player.gameName, 'euw');
    expect(account?.puuid).toBe(player.puuid);
    expect((await riot.summonerByPuuid(region, player.puuid))?.summonerLevel).toBe(player.summonerLevel);
    expect(await riot.leagueEntriesByPuuid(region, player.puuid)).toHaveLength(1);
    expect(await riot.championMasteries(region, player.puuid)).toHaveLength(player.masteries!.length);
    const ids = await riot.matchIds(region, player.puuid, { count: 100 });
    expect(ids).toEqual(player.matchIds);
    expect((await riot.match(region, ids[0]!))?.metadata.matchId).toBe(ids[0]);
    // A request refused with 429 (the shared europe app window) is repeated: compare the distinct routes.
    const routes = [...new Set(fake.stats.requests.map((r) => `${r.split('/')[0]} ${r.split('/')[2]}`))];
    expect(routes).toEqual([
      `europe account`,
      `${platform} summoner`,
      `${platform} league`,
      `${platform} champion-mastery`,
      `${cluster} match`,
    ]);
  });
});

describe('riot client', () => {
  it('sends the key in X-Riot-Token and encodes Riot IDs of any script', async () => {
    const { player, matches } = generatedPlayer(7, 1, Date.UTC(2026, 0, 1));
    player.gameName = 'Ünïcödé 名前';
    fake.addPlayer(player, matches);
    expect((await riot.accountByRiotId('Ünïcödé 名前', 'EUW'))?.puuid).toBe(player.puuid);
  });

  it("answers null / [] for Riot's 404 bodies (not found is never zero)", async () => {
    expect(await riot.accountByRiotId('Nobody', 'NONE')).toBeNull();
    expect(await riot.summonerByPuuid('euw1', 'no-such-puuid')).toBeNull();
    expect(await riot.leagueEntriesByPuuid('euw1', 'no-such-puuid')).toEqual([]);
    expect(await riot.match('euw1', 'EUW1_1')).toBeNull();
    expect(await riot.championMasteries('euw1', 'no-such-puuid')).toEqual([]);
  });

  it('reads champion-mastery-v4: one entry per champion played', async () => {
    const { player, matches } = generatedPlayer(12, 1, Date.UTC(2026, 0, 1));
    fake.addPlayer(player, matches);
    const masteries = await riot.championMasteries('euw1', player.puuid);
    expect(masteries.map((m) => m.championId)).toEqual(player.masteries!.map((m) => m.championId));
    expect(fake.stats.requests).toEqual([`euw1/lol/champion-mastery/v4/champion-masteries/by-puuid/${player.puuid}`]);
  });

  it('refuses a mastery reply without champion levels as a bad reply', async () => {
    fake.inject({ path: /champion-masteries/, status: 200, body: '[{"championId":1,"championPoints":5}]', times: 1 });
    await expect(riot.championMasteries('euw1', 'p')).rejects.toMatchObject({ kind: 'bad-reply' });
  });

  it('parses every recorded match-v5 reply', async () => {
    const recorded = recordedMatches();
    const { player } = generatedPlayer(8, 0, Date.UTC(2026, 0, 1));
    player.matchIds = [...recorded.keys()].filter((id) => id.startsWith('EUW1'));
    fake.addPlayer(player, [...recorded.values()]);
    for (const id of player.matchIds) expect((await riot.match('euw1', id))?.metadata.matchId).toBe(id);
  });

  it('pages match ids with start, count and startTime', async () => {
    const { player, matches } = generatedPlayer(9, 250, Date.UTC(2026, 0, 1));
    fake.addPlayer(player, matches);
    const page3 = await riot.matchIds('euw1', player.puuid, { start: 200, count: 100 });
    expect(page3).toEqual(player.matchIds.slice(200));
    const cut = matches[10]!.info.gameStartTimestamp!;
    expect(await riot.matchIds('euw1', player.puuid, { startTime: Math.ceil(cut / 1000) })).toEqual(player.matchIds.slice(0, 10));
  });

  it('retries a 503 and a slow reply, then answers', async () => {
    const { player, matches } = generatedPlayer(10, 1, Date.UTC(2026, 0, 1));
    fake.addPlayer(player, matches);
    fake.inject({ path: /summoner/, status: 503, times: 1 });
    fake.inject({ path: /summoner/, status: 200, delayMs: 2000, body: '{}', times: 1 });
    expect((await riot.summonerByPuuid('euw1', player.puuid))?.puuid).toBe(player.puuid);
  });

  it.each([
    ['application with Retry-After', { 'Retry-After': '1', 'X-Rate-Limit-Type': 'application' }],
    ['method with Retry-After', { 'Retry-After': '1', 'X-Rate-Limit-Type': 'method' }],
    ['service without Retry-After', { 'X-Rate-Limit-Type': 'service' }],
    ['no headers at all', {}],
  ])('waits out a 429 (%s) and answers', async (_label, headers) => {
    const { player, matches } = generatedPlayer(11, 1, Date.UTC(2026, 0, 1));
    fake.addPlayer(player, matches);
    fake.inject({ path: /league/, status: 429, headers, times: 1 });
    const started = Date.now();
    expect(await riot.leagueEntriesByPuuid('euw1', player.puuid)).toHaveLength(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  });

  it('reports a bad key as refused and a broken body as a bad reply', async () => {
    const wrong = createRiotClient({ apiKey: 'RGAPI-wrong', baseUrl: fake.baseUrl, buckets: createMemoryBucketStore() });
    await expect(wrong.accountByRiotId('a', 'b')).rejects.toMatchObject({ kind: 'refused', status: 403 });
    fake.inject({ path: /account/, status: 200, body: '{"gameName":"no puuid"}', times: 1 });
    const error = await riot.accountByRiotId('x', 'y').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error).toMatchObject({ kind: 'bad-reply' });
  });
});
