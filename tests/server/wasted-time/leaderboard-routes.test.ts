import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { startFakeRiot, type FakeRiot } from '../../fakes/riot/fake-riot-server';
import { generatedPlayer } from '../../fakes/riot/fake-riot-data';
import { saveProfile, refreshTotals, markRefreshed } from '../../../src/server/wasted-time/repository';
import { storeGameOf } from '../../helpers/stored-game';
import { LOOKUP_MESSAGES } from '../../../src/shared/api/wasted-time';
import { REGION_CODES } from '../../../src/shared/api/lol-regions';

let t: TestApp;
let riot: FakeRiot;
const players = Array.from({ length: 23 }, (_, i) => ({
  name: `Player${String(i).padStart(2, '0')}`,
  region: i % 3 === 0 ? 'kr' : 'euw1',
  minutes: 1000 + ((i * 37) % 23) * 10,
}));

beforeAll(async () => {
  // A valid Riot ID is looked up at once: against a local fake, which knows only the players a test adds.
  riot = await startFakeRiot({ appLimit: '1000:1,10000:120' });
  t = await createTestApp({}, { RIOT_API_KEY: riot.key, RIOT_API_BASE_URL: riot.baseUrl });
  for (const [i, p] of players.entries()) {
    const puuid = `puuid-${i}`;
    await saveProfile(t.db, {
      puuid,
      region: p.region,
      gameName: p.name,
      tagLine: 'TAG',
      profileIconId: 29 + i,
      level: 30 + i,
      revisionDate: 1,
      soloRank: null,
    });
    await storeGameOf(t.db, puuid, `M_${i}`, { seconds: p.minutes * 60, startedAt: Date.UTC(2024, 0, 1), queueId: 420 });
    await refreshTotals(t.db, puuid);
    await markRefreshed(t.db, puuid, 86_400_000);
  }
});
afterAll(async () => {
  await t.close();
  await riot.close();
});

const get = (url: string) => t.app.inject({ url });

describe('GET /api/leaderboard/{page}[/{region}]', () => {
  it('lists 10 per page by Overall minutes, with the total, Global across regions', async () => {
    const sorted = [...players].sort((a, b) => b.minutes - a.minutes || players.indexOf(a) - players.indexOf(b));
    const pages = await Promise.all([1, 2, 3].map(async (page) => (await get(`/api/leaderboard/${page}`)).json().response));
    expect(pages.map((p) => p.lb.length)).toEqual([10, 10, 3]);
    expect(pages.every((p) => p.total === 23)).toBe(true);
    expect(pages.flatMap((p) => p.lb.map((e: { gameName: string }) => e.gameName))).toEqual(sorted.map((p) => p.name));
    expect(pages[0].lb[0]).toEqual({
      id: expect.any(Number),
      gameName: sorted[0]!.name,
      tagLine: 'TAG',
      profileIconId: expect.any(Number),
      region: sorted[0]!.region,
      totalTimeSpent: sorted[0]!.minutes,
    });
  });

  it('filters by region and answers an empty list past the end', async () => {
    const kr = (await get('/api/leaderboard/1/kr')).json().response;
    expect(kr.total).toBe(players.filter((p) => p.region === 'kr').length);
    expect(kr.lb.every((e: { region: string }) => e.region === 'kr')).toBe(true);
    expect((await get('/api/leaderboard/1/vn2')).json()).toEqual({ error: false, response: { lb: [], total: 0 } });
    expect((await get('/api/leaderboard/9')).json().response).toEqual({ lb: [], total: 23 });
  });

  it('opens a stored player without calling Riot', async () => {
    const first = (await get('/api/leaderboard/1')).json().response.lb[0];
    const details = (await get(`/api/wasted-accounts/${first.id}`)).json().response;
    expect(details).toMatchObject({
      gameName: first.gameName,
      totalTimeSpent: first.totalTimeSpent,
      // Stored as games of at most five hours (tests/helpers/stored-game.ts).
      matchesCounted: Math.ceil(first.totalTimeSpent / 300),
      perQueue: [{ queueId: 420, name: 'Ranked Solo/Duo' }],
    });
    expect((await get('/api/wasted-accounts/99999')).statusCode).toBe(404);
  });

  it.each([
    ['/api/leaderboard/0', LOOKUP_MESSAGES.page],
    ['/api/leaderboard/-1', LOOKUP_MESSAGES.page],
    ['/api/leaderboard/abc', LOOKUP_MESSAGES.page],
    ['/api/leaderboard/1.5', LOOKUP_MESSAGES.page],
    ['/api/leaderboard/1/EUW', LOOKUP_MESSAGES.region],
    ['/api/leaderboard/1/xx1', LOOKUP_MESSAGES.region],
  ])('refuses %s with 400 and a clear message', async (url, message) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: true, response: message, code: 'BAD_REQUEST' });
  });

  it('never answers 5xx for any page or region segment (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 12 }), fc.option(fc.string({ maxLength: 8 })), async (page, region) => {
        const url = `/api/leaderboard/${encodeURIComponent(page)}${region === null ? '' : `/${encodeURIComponent(region)}`}`;
        const res = await get(url);
        expect(res.statusCode).toBeLessThan(500);
        const valid = /^[1-9][0-9]{0,5}$/.test(page) && (region === null || (REGION_CODES as readonly string[]).includes(region));
        if (res.statusCode === 200) expect(valid).toBe(true);
      }),
      { numRuns: 150 },
    );
  });
});

describe('POST /api/fetch input', () => {
  it.each([
    [{ gameName: 'ab', tagLine: 'EUW', region: 'euw1' }, LOOKUP_MESSAGES.gameName],
    [{ gameName: 'a'.repeat(17), tagLine: 'EUW', region: 'euw1' }, LOOKUP_MESSAGES.gameName],
    [{ gameName: 'bad<name>', tagLine: 'EUW', region: 'euw1' }, LOOKUP_MESSAGES.gameName],
    [{ gameName: 'Player', tagLine: 'E', region: 'euw1' }, LOOKUP_MESSAGES.tagLine],
    [{ gameName: 'Player', tagLine: 'EU W', region: 'euw1' }, LOOKUP_MESSAGES.tagLine],
    [{ gameName: 'Player', tagLine: 'EUW', region: 'EUW' }, LOOKUP_MESSAGES.region],
    [{ gameName: 'Player', tagLine: 'EUW' }, LOOKUP_MESSAGES.region],
  ])('refuses %j with 400: %s', async (payload, message) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/fetch', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: true, response: message, code: 'BAD_REQUEST' });
  });

  it('takes names in any script', async () => {
    const { player, matches } = generatedPlayer(90, 1, Date.now());
    player.gameName = '불꽃 소환사';
    player.tagLine = 'KR1';
    player.platform = 'kr';
    riot.addPlayer(player, matches);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/fetch',
      payload: { gameName: '불꽃 소환사', tagLine: 'KR1', region: 'kr' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('never answers 5xx and changes nothing when refused, for any body (property)', async () => {
    const jobsBefore = async () =>
      Number(
        (
          await t.db
            .selectFrom('jobs')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.anything(),
          fc.record(
            {
              gameName: fc.oneof(fc.string({ maxLength: 20 }), fc.integer()),
              tagLine: fc.string({ maxLength: 7 }),
              region: fc.oneof(fc.constantFrom(...REGION_CODES), fc.string({ maxLength: 5 })),
            },
            { requiredKeys: [] },
          ),
        ),
        async (body) => {
          const before = await jobsBefore();
          const res = await t.app.inject({
            method: 'POST',
            url: '/api/fetch',
            payload: JSON.stringify(body) ?? 'null',
            headers: { 'content-type': 'application/json' },
            remoteAddress: `10.1.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
          });
          expect(res.statusCode).toBeLessThan(500);
          if (res.statusCode === 400) expect(await jobsBefore()).toBe(before);
        },
      ),
      { numRuns: 150 },
    );
  });
});
