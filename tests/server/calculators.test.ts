import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, realGames, type TestApp } from '../helpers/test-app';
import { seedCalculatorConfigs } from '../../src/server/calculators/seed-configs';
import { createCalculatorService } from '../../src/server/calculators/calculator-service';
import { createRevisions } from '../../src/server/revisions/revisioned-resource';
import { runSeeders } from '../../src/server/db/seed';
import { SPEC_GAMES, specOnly } from '../fixtures/spec-games';
import { SITE_ORIGIN, createOperatorTestApp, signIn, snapshot } from '../helpers/operator-session';

let t: TestApp | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

describe('GET /api/<config path>', () => {
  it('serves every game of the registry from its seeded config', async () => {
    t = await createTestApp();
    expect(specOnly(realGames.games).map((g) => g.api)).toEqual(SPEC_GAMES.map((g) => g.api));
    for (const game of realGames.games) {
      const res = await t.app.inject({ method: 'GET', url: `/api/${game.api}` });
      expect(res.statusCode).toBe(200);
      const body = res.json() as { error: boolean; response: Record<string, unknown> };
      expect(body.error).toBe(false);
      expect(body.response).toEqual({ ...game.defaults, updatedAt: null, revision: 1 });
      // The spec's games start at market 0.4; another game file states its own default.
      if (specOnly([game]).length) expect(body.response.market).toBe(0.4);
    }
  });

  it('answers 404 with an envelope for a path that is no game', async () => {
    t = await createTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/api/minecraft-calculator' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: true });
  });
});

describe('seeding', () => {
  it('inserts missing configs and never overwrites an operator save', async () => {
    t = await createTestApp();
    const seed = seedCalculatorConfigs(realGames);
    await runSeeders(t.db, [seed]);
    const service = createCalculatorService(t.db, realGames);
    const valorant = realGames.byId('valorant')!;
    await writeAs(t, service, 'valorant', { ...valorant.defaults, market: 0.55 });
    await t.db.deleteFrom('calculator_configs').where('game_id', '=', 'fortnite').execute();

    await runSeeders(t.db, [seed, seed]);
    const rows = await t.db.selectFrom('calculator_configs').select(['game_id']).execute();
    expect(rows.map((r) => r.game_id).sort()).toEqual(realGames.games.map((g) => g.id).sort());
    expect((await service.getConfig('valorant')).market).toBe(0.55);
    expect((await service.getConfig('fortnite')).market).toBe(0.4);
  });
});

/** A write by 'admin' outside a request, as the revisions module takes it. */
const writeAs = (
  t: TestApp,
  service: ReturnType<typeof createCalculatorService>,
  gameId: string,
  value: unknown,
  action: 'save' | 'reset' = 'save',
) =>
  createRevisions(t.db).commit(service.resource, {
    key: gameId,
    value,
    action,
    base: null,
    actor: 'admin',
    requestId: null,
    confirmed: true,
  });

describe('calculators service', () => {
  it('saves a valid config with an audit row, refuses an invalid one and changes nothing, resets to defaults', async () => {
    t = await createTestApp();
    const service = createCalculatorService(t.db, realGames);
    const lol = realGames.byId('league-of-legends')!;

    const bad = writeAs(t, service, lol.id, { ...lol.defaults, level: { label: 'Level', value: 0, multi: -1 } });
    await expect(bad).rejects.toMatchObject({ code: 'INVALID_CONFIG' });
    expect((await service.getConfig(lol.id)).updatedAt).toBeNull();

    const good = await writeAs(t, service, lol.id, {
      ...lol.defaults,
      level: { label: 'Account Level', value: 0, multi: 0.75 },
      updatedAt: 'ignored',
      revision: 7,
    });
    expect(good.revision).toBe(2);
    const stored = await service.getConfig(lol.id);
    expect(stored.level).toEqual({ label: 'Account Level', value: 0, multi: 0.75 });
    expect(typeof stored.updatedAt).toBe('string');
    const audit = await t.db.selectFrom('audit_log').selectAll().execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor: 'admin', action: 'calculator.save', target: lol.id });

    await writeAs(t, service, lol.id, lol.defaults, 'reset');
    expect((await service.getConfig(lol.id)).level).toEqual(lol.defaults.level);
    const res = await t.app.inject({ method: 'GET', url: '/api/calculator' });
    expect((res.json() as { response: { level: unknown } }).response.level).toEqual(lol.defaults.level);
  });

  it('refuses a save that empties a choice list with 400 naming it, and stores nothing', async () => {
    t = await createOperatorTestApp();
    const cookie = await signIn(t.app, t.db);
    const lol = realGames.byId('league-of-legends')!;
    const before = await snapshot(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/calculator',
      headers: { cookie, origin: SITE_ORIGIN },
      payload: { ...lol.defaults, ranks: [] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: true, response: expect.stringContaining('Rank must hold at least 1 item.') });
    expect(await snapshot(t.db)).toEqual(before);
    const served = (await t.app.inject({ url: '/api/calculator' })).json() as { response: { ranks: unknown[] } };
    expect(served.response.ranks).toEqual(lol.defaults.ranks);
  });

  it('fills entries a stored config lacks from the defaults', async () => {
    t = await createTestApp();
    const apex = realGames.byId('apex-legends')!;
    const { heirloom: _dropped, ...partial } = apex.defaults;
    // An operator's save from before the game file gained 'heirloom' (the seeder stored the defaults first).
    await t.db
      .updateTable('calculator_configs')
      .set({ config: JSON.stringify({ ...partial, market: 0.3 }), updated_at: Date.now(), updated_by: 'admin' })
      .where('game_id', '=', apex.id)
      .execute();
    const served = await createCalculatorService(t.db, realGames).getConfig(apex.id);
    expect(served.market).toBe(0.3);
    expect(served.heirloom).toEqual(apex.defaults.heirloom);
  });
});
