import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import type { Db } from '../../../src/server/db/database';
import { percentileOf, standingOf } from '../../../src/server/wasted-time/standing';
import { beyondRiot, RIOT_KEEPS_MATCHES, RIOT_KEEPS_MS } from '../../../src/server/wasted-time/time-totals';
import { refreshTotals, saveProfile } from '../../../src/server/wasted-time/repository';
import { storeGameOf } from '../../helpers/stored-game';
import { moveAccount } from '../../../src/server/wasted-time/refresh-queue';
import { rebuildStanding, updateAccount } from '../../../src/server/wasted-time/standing-counts';
import { LOOKUP_MESSAGES, type AccountDetails, type AccountGroupReply } from '../../../src/shared/api/wasted-time';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Seed {
  region: string;
  total: number;
  counted: number;
}

let serial = 0;
/** A stored account with these figures, as a finished lookup leaves it (written directly: call rebuildStanding after). */
async function seed(db: Db, s: Seed): Promise<number> {
  const at = Date.now();
  const n = ++serial;
  const row = await db
    .insertInto('lol_accounts')
    .values({
      puuid: `standing-${n}`,
      region: s.region,
      game_name: `Player${n}`,
      tag_line: 'EUW',
      riot_id_key: `player${n}#euw`,
      profile_icon_id: 1,
      summoner_level: 30,
      revision_date: 1,
      solo_rank: null,
      total_minutes: s.total,
      recent_minutes: s.total,
      matches_counted: s.counted,
      matches_missing: 0,
      per_queue: '[]',
      counted_since: null,
      synced_until: null,
      refreshed_at: at,
      refresh_error: null,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

const get = async (url: string) => {
  const res = await t.app.inject({ url });
  return { status: res.statusCode, body: res.json() as { error: boolean; response: unknown; code?: string } };
};

describe('percentileOf', () => {
  it('is 0–100 with one decimal, never above the true share, and grows with the players below', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200_000 }), fc.integer({ min: 0, max: 200_000 }), (compared, raw) => {
        const smaller = Math.min(raw, compared);
        const p = percentileOf(smaller, compared)!;
        expect(p).toBeGreaterThanOrEqual(0);
        expect(p).toBeLessThanOrEqual(100);
        expect(Math.round(p * 10)).toBe(p * 10);
        expect(p).toBeLessThanOrEqual((smaller / compared) * 100 + 1e-9);
        expect((smaller / compared) * 100 - p).toBeLessThan(0.1 + 1e-9);
        if (smaller < compared) expect(percentileOf(smaller + 1, compared)!).toBeGreaterThanOrEqual(p);
      }),
    );
    expect(percentileOf(0, 0)).toBeNull();
    expect(percentileOf(9, 9)).toBe(100);
    expect(percentileOf(2, 3)).toBe(66.6);
  });
});

describe('standingOf, counted by the database', () => {
  it('matches a count by hand over any set of players, in the region and globally', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            region: fc.constantFrom('euw1', 'kr', 'na1'),
            // Ties, neighbours across a bucket edge (250 minutes), and spread over several buckets.
            total: fc.oneof(fc.integer({ min: 0, max: 50 }), fc.constantFrom(249, 250, 251, 500), fc.integer({ min: 0, max: 3000 })),
            counted: fc.constantFrom(0, 1, 7),
          }),
          { minLength: 1, maxLength: 25 },
        ),
        fc.nat(),
        async (players, pick) => {
          await t.db.deleteFrom('lol_accounts').execute();
          for (const p of players) await seed(t.db, p);
          await rebuildStanding(t.db);
          const me = players[pick % players.length]!;
          const standing = await standingOf(t.db, { region: me.region, totalMinutes: me.total, matchesCounted: me.counted });
          const compared = players.filter((p) => p.counted > 0);
          const minusMe = me.counted > 0 ? 1 : 0;
          const regional = compared.filter((p) => p.region === me.region);
          const expected = {
            playersCompared: { region: regional.length - minusMe, global: compared.length - minusMe },
            playersAhead: {
              region: regional.filter((p) => p.total > me.total).length,
              global: compared.filter((p) => p.total > me.total).length,
            },
            percentile: {
              region: me.counted > 0 ? percentileOf(regional.filter((p) => p.total < me.total).length, regional.length - minusMe) : null,
              global: me.counted > 0 ? percentileOf(compared.filter((p) => p.total < me.total).length, compared.length - minusMe) : null,
            },
          };
          expect(standing).toEqual(expected);
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('the standing counts', () => {
  const counts = async () =>
    (await t.db.selectFrom('lol_standing').selectAll().where('players', '<>', 0).orderBy('scope').orderBy('bucket').execute()).map((r) => ({
      ...r,
      bucket: Number(r.bucket),
      players: Number(r.players),
    }));

  it('stay in step with the accounts through any sequence of lookups, totals and moves', async () => {
    const op = fc.oneof(
      fc.record({ kind: fc.constant('profile' as const), who: fc.nat(5), region: fc.constantFrom('euw1', 'kr') }),
      fc.record({ kind: fc.constant('totals' as const), who: fc.nat(5), total: fc.nat(2000), counted: fc.constantFrom(0, 1, 5) }),
      fc.record({ kind: fc.constant('move' as const), who: fc.nat(5), region: fc.constantFrom('euw1', 'kr', 'na1') }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(op, { maxLength: 30 }), async (ops) => {
        await t.db.deleteFrom('lol_accounts').execute();
        await t.db.deleteFrom('lol_standing').execute();
        const puuid = (who: number) => `counts-${who}`;
        for (const o of ops) {
          const known = await t.db.selectFrom('lol_accounts').select('id').where('puuid', '=', puuid(o.who)).executeTakeFirst();
          if (o.kind === 'profile' || !known) {
            const region = o.kind === 'totals' ? 'euw1' : o.region;
            await saveProfile(t.db, {
              puuid: puuid(o.who),
              region,
              gameName: `P${o.who}`,
              tagLine: 'EUW',
              profileIconId: 1,
              level: 1,
              revisionDate: 1,
              soloRank: null,
            });
          } else if (o.kind === 'totals')
            await updateAccount(t.db, { puuid: puuid(o.who) }, { total_minutes: o.total, matches_counted: o.counted });
          else await moveAccount(t.db, Number(known.id), { region: o.region, gameName: `P${o.who}`, tagLine: 'EUW' });
        }
        const kept = await counts();
        await rebuildStanding(t.db);
        expect(kept).toEqual(await counts());
      }),
      { numRuns: 40 },
    );
  });
});

describe('GET /api/wasted-accounts/{id} and the account group', () => {
  it("carries percentile and playersCompared: the top of five is above 100 % of the 4 others; ties are not 'smaller'", async () => {
    await t.db.deleteFrom('lol_accounts').execute();
    const ids = [];
    for (const [region, total] of [
      ['euw1', 500],
      ['euw1', 300],
      ['euw1', 300],
      ['kr', 900],
      ['kr', 100],
    ] as const)
      ids.push(await seed(t.db, { region, total, counted: 3 }));
    await seed(t.db, { region: 'euw1', total: 0, counted: 0 }); // looked up, nothing counted yet: not compared
    await rebuildStanding(t.db);
    const top = (await get(`/api/wasted-accounts/${ids[3]}`)).body.response as AccountDetails;
    expect(top).toMatchObject({
      percentile: { region: 100, global: 100 },
      playersCompared: { region: 1, global: 4 },
      playersAhead: { region: 0, global: 0 },
    });
    const tied = (await get(`/api/wasted-accounts/${ids[1]}`)).body.response as AccountDetails;
    expect(tied).toMatchObject({
      percentile: { region: 0, global: 25 },
      playersCompared: { region: 2, global: 4 },
      playersAhead: { region: 1, global: 2 },
    });
    const euwTop = (await get(`/api/wasted-accounts/${ids[0]}`)).body.response as AccountDetails;
    expect(euwTop.percentile).toEqual({ region: 100, global: 75 });
    expect(euwTop.playersAhead).toEqual({ region: 0, global: 1 });
  });

  it('says how many counted matches Riot no longer lists: those older than two years, and past its newest 1,000', async () => {
    expect(beyondRiot(10, 10)).toBe(0);
    expect(beyondRiot(12, 10)).toBe(2);
    expect(beyondRiot(1500, 1200)).toBe(500);
    fc.assert(
      fc.property(fc.nat(5000), fc.nat(5000), (a, b) => {
        const [within, counted] = a <= b ? [a, b] : [b, a];
        const m = beyondRiot(counted, within);
        expect(m).toBeGreaterThanOrEqual(counted - within);
        expect(counted - m).toBeLessThanOrEqual(RIOT_KEEPS_MATCHES);
      }),
    );
    const id = await seed(t.db, { region: 'euw1', total: 0, counted: 0 });
    const now = Date.now();
    const starts = [now - RIOT_KEEPS_MS - 86_400_000, now - RIOT_KEEPS_MS - 1000, now - 86_400_000, now - 3_600_000];
    for (const [i, startedAt] of starts.entries())
      await storeGameOf(t.db, `standing-${serial}`, `EUW1_${i}`, { seconds: 1200, startedAt, queueId: 420 });
    await storeGameOf(t.db, `standing-${serial}`, 'EUW1_9', null);
    await refreshTotals(t.db, `standing-${serial}`);
    expect((await get(`/api/wasted-accounts/${id}`)).body.response).toMatchObject({
      matchesCounted: 4,
      matchesMissing: 1,
      matchesBeyondRiot: 2,
      totalTimeSpent: 80,
    });
  });

  it('answers a group of up to five stored players in the order asked; refuses unknown, repeated and malformed lists', async () => {
    await t.db.deleteFrom('lol_accounts').execute();
    const ids = [];
    for (let i = 0; i < 6; i++) ids.push(await seed(t.db, { region: 'euw1', total: 100 * (i + 1), counted: 2 }));
    await rebuildStanding(t.db);
    const ok = await get(`/api/wasted-account-groups/${ids[4]}-${ids[0]}-${ids[2]}`);
    expect(ok.status).toBe(200);
    const group = ok.body.response as AccountGroupReply;
    expect(group.accounts.map((a) => [a.id, a.totalTimeSpent])).toEqual([
      [ids[4], 500],
      [ids[0], 100],
      [ids[2], 300],
    ]);
    expect(group.accounts[0]).toMatchObject({ percentile: { global: 80 }, playersCompared: { global: 5 } });
    expect((await get(`/api/wasted-account-groups/${ids[0]}`)).status).toBe(200);

    expect(await get(`/api/wasted-account-groups/${ids[0]}-999999`)).toEqual({
      status: 404,
      body: { error: true, response: LOOKUP_MESSAGES.noSuchPlayer, code: 'NOT_FOUND' },
    });
    expect(await get(`/api/wasted-account-groups/${ids[0]}-${ids[1]}-${ids[0]}`)).toEqual({
      status: 400,
      body: { error: true, response: LOOKUP_MESSAGES.repeatedAccount, code: 'BAD_REQUEST' },
    });
    for (const bad of [ids.join('-'), '0-1', '1--2', 'a-b', '1-2-'])
      expect(await get(`/api/wasted-account-groups/${bad}`), bad).toEqual({
        status: 400,
        body: { error: true, response: LOOKUP_MESSAGES.accountIds, code: 'BAD_REQUEST' },
      });
  });
});
