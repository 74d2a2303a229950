import { afterEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app';
import { SITE_ORIGIN, createOperatorTestApp, signIn, snapshot } from '../helpers/operator-session';
import { realGames } from '../helpers/test-app';
import { SPEC_GAMES, specOnly } from '../fixtures/spec-games';

let t: TestApp;
afterEach(async () => t?.close());

const SPEC_KEYS = SPEC_GAMES.map((g) => g.dashboardKey);

async function setUp(): Promise<string> {
  t = await createOperatorTestApp();
  return signIn(t.app, t.db);
}

const post = (url: string, payload: unknown, cookie: string) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: { cookie, origin: SITE_ORIGIN } });
const publicConfig = async (api: string) => (await t.app.inject({ method: 'GET', url: `/api/${api}` })).json().response;

describe('GET /api/auth/dashboard', () => {
  it("has the banners, the waste banner and every game config under the spec's keys, in registry order", async () => {
    const cookie = await setUp();
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/dashboard', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const data = res.json().response;
    expect(data.banners.map((b: { position: number }) => b.position)).toEqual([1, 2]);
    expect(data.wasteBanner).toMatchObject({ hidden: true, position: 1 });
    for (const key of SPEC_KEYS) {
      expect(typeof data[key].market, key).toBe('number');
      expect(data[key]).toHaveProperty('updatedAt');
    }
    expect(specOnly(data.games as { id: string; dashboardKey: string }[]).map((g) => g.dashboardKey)).toEqual(SPEC_KEYS);
    expect(data.games.map((g: { id: string }) => g.id)).toEqual(realGames.games.map((g) => g.id));
    const valorant = data.games.find((g: { id: string }) => g.id === 'valorant');
    expect(valorant).toMatchObject({ name: 'Valorant', api: 'valorant-calculator', dashboardKey: 'valorantCalculator' });
    expect(valorant.configSchema).toMatchObject({ type: 'object' });
    expect(valorant.defaults.market).toBe(data.valorantCalculator.market);
    expect(Array.isArray(data.audit)).toBe(true);
  });
});

describe('POST /api/auth/<api>', () => {
  it('stores a valid config for every game; GET /api/<api> serves it at once with its date', async () => {
    const cookie = await setUp();
    for (const game of realGames.games) {
      const { updatedAt: _u, ...config } = await publicConfig(game.api);
      const edited = { ...config, market: 0.55 };
      const res = await post(`/api/auth/${game.api}`, edited, cookie);
      expect(res.statusCode, game.id).toBe(200);
      expect(res.json()).toEqual({ error: false, response: `${game.name} prices saved` });
      const served = await publicConfig(game.api);
      expect(served.market).toBe(0.55);
      expect(Date.parse(served.updatedAt)).toBeGreaterThan(Date.now() - 60_000);
    }
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['actor', 'action', 'target'])
      .where('action', '=', 'calculator.save')
      .execute();
    expect(audit).toHaveLength(realGames.games.length);
    expect(audit.every((row) => row.actor === 'operator')).toBe(true);
  });

  it('accepts a config read with GET and posted back whole (updatedAt included, null or a date) for every game', async () => {
    const cookie = await setUp();
    for (const round of [1, 2]) {
      for (const game of realGames.games) {
        const served = await publicConfig(game.api);
        // First round: never saved (updatedAt null); second: the date of the first save.
        expect(served.updatedAt === null, `${game.id} round ${round}`).toBe(round === 1);
        const res = await post(`/api/auth/${game.api}`, { ...served, market: 0.4 + round / 100 }, cookie);
        expect(res.statusCode, `${game.id}: ${res.body}`).toBe(200);
        const after = await publicConfig(game.api);
        expect(after.market).toBe(0.4 + round / 100);
        expect(after.updatedAt).not.toBe(served.updatedAt);
      }
    }
  });

  it('saves a raised League level multiplier that the public config then carries', async () => {
    const cookie = await setUp();
    const { updatedAt: _u, ...league } = await publicConfig('calculator');
    const raised = { ...league, level: { ...league.level, multi: league.level.multi * 2 + 1 } };
    expect((await post('/api/auth/calculator', raised, cookie)).statusCode).toBe(200);
    expect((await publicConfig('calculator')).level.multi).toBe(raised.level.multi);
  });

  it('refuses an invalid config with 400 INVALID_CONFIG in the words the price editor uses, and stores nothing', async () => {
    const cookie = await setUp();
    const { updatedAt: _u, ...league } = await publicConfig('calculator');
    const before = await snapshot(t.db);
    const cases: [unknown, string | RegExp][] = [
      [{ ...league, market: -1 }, 'Market factor must be at least 0.'],
      [{ ...league, market: 'high' }, 'Market factor must be a number.'],
      [{ ...league, level: { ...league.level, multi: 'x' } }, 'Level: Multiplier (€) must be a number.'],
      [{ ...league, level: undefined }, 'Level is missing.'],
      [{ ...league, surprise: 1 }, /^Unknown field 'surprise': send only market, /],
      [
        {
          ...league,
          ranks: [
            { label: 'Gold', value: 1 },
            { label: 'Gold', value: 2 },
          ],
        },
        'Rank: "Gold" is listed twice.',
      ],
    ];
    for (const [body, sentence] of cases) {
      const res = await post('/api/auth/calculator', body, cookie);
      expect(res.statusCode, String(sentence)).toBe(400);
      expect(res.json()).toMatchObject({ error: true, code: 'INVALID_CONFIG' });
      expect(res.json().response).toMatch(
        typeof sentence === 'string' ? new RegExp(`^${sentence.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) : sentence,
      );
    }
    for (const body of ['[]', '"text"', '42', 'null']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/calculator',
        payload: body,
        headers: { cookie, origin: SITE_ORIGIN, 'content-type': 'application/json' },
      });
      expect(res.statusCode, body).toBe(400);
    }
    expect(await snapshot(t.db)).toEqual(before);
  });
});

describe('POST /api/auth/<api>/reset', () => {
  it("restores the game file's defaults and records the reset", async () => {
    const cookie = await setUp();
    const game = realGames.byApi('fortnite-calculator')!;
    const { updatedAt: _u, ...config } = await publicConfig(game.api);
    await post(`/api/auth/${game.api}`, { ...config, market: 0.9 }, cookie);
    const res = await post(`/api/auth/${game.api}/reset`, {}, cookie);
    expect(res.json()).toEqual({ error: false, response: 'Fortnite prices reset to defaults' });
    const { updatedAt: _u2, revision, ...served } = await publicConfig(game.api);
    expect(served).toEqual(game.defaults);
    expect(revision).toBeGreaterThan(1);
    expect(await t.db.selectFrom('audit_log').select('action').where('action', '=', 'calculator.reset').execute()).toHaveLength(1);
    // A bare POST with no body resets too.
    const bare = await t.app.inject({ method: 'POST', url: `/api/auth/${game.api}/reset`, headers: { cookie, origin: SITE_ORIGIN } });
    expect(bare.statusCode).toBe(200);
  });

  it("needs a session and the site's Origin", async () => {
    const cookie = await setUp();
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/calculator/reset', payload: {}, headers: { origin: SITE_ORIGIN } })).statusCode,
    ).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/calculator/reset',
          payload: {},
          headers: { cookie, origin: 'https://evil.example' },
        })
      ).statusCode,
    ).toBe(403);
  });
});
