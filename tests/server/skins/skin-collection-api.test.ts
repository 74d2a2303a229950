import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { CollectionReply, ExportReply, MatchReply } from '../../../src/shared/api/skin-collection';
import type { Skin } from '../../../src/shared/api/skins';
import { availabilityGroup } from '../../../src/server/skins/collection/availability-group';
import type { TestApp } from '../../helpers/test-app';
import { createSkinsApp } from '../../helpers/skins-app';

let t: TestApp;
let catalogue: Skin[];
beforeAll(async () => {
  t = await createSkinsApp();
  catalogue = (await t.app.inject({ method: 'GET', url: '/api/skins' })).json<{ response: Skin[] }>().response;
});
afterAll(async () => {
  await t.close();
});

const post = async <T>(url: string, payload: unknown) => {
  const res = await t.app.inject({ method: 'POST', url, payload: payload as object });
  return { status: res.statusCode, body: res.json<{ error: boolean; response: T; code?: string }>() };
};
const collection = async (payload: object) => (await post<CollectionReply>('/api/skins/collection', payload)).body.response;

// Available (Super Galaxy Annie), legacy (Annie in Wonderland) and mythic (Hextech Annie, a Mythic Essence skin).
const THREE = [1011, 1003, 1010];

describe('POST /api/skins/collection', () => {
  it('sums the RP prices, splits still buyable from legacy and limited, and counts rarities and champions', async () => {
    const reply = await collection({ ids: THREE });
    expect(reply.summary).toMatchObject({
      skins: 3,
      chromas: 0,
      rp: { total: 1350 + 1820, skins: 2, derived: 0, derivedSkins: 0 },
      // Hextech Annie's price is in Mythic Essence: listed apart, never added to the RP.
      otherCurrencies: [{ currency: 'Mythic Essence', skins: 1, amount: 125 }],
      unpriced: 0,
      availability: [
        { group: 'buyable', skins: 1, rp: 1350 },
        { group: 'legacy', skins: 1, rp: 1820 },
        { group: 'limited', skins: 1, rp: 0 },
        { group: 'unknown', skins: 0, rp: 0 },
      ],
      champions: [{ champion: 'Annie', skins: 3 }],
    });
    expect(reply.summary.rarities.map((r) => r.rarity).sort()).toEqual(['Epic', 'Legendary', 'Mythic']);
    expect(reply.items.map((s) => s.name)).toEqual(['Super Galaxy Annie', 'Hextech Annie', 'Annie in Wonderland']);
    expect(reply).toMatchObject({ total: 3, page: 1, limit: 12, unknown: [] });
  });

  it('counts chromas apart, a repeated id once, and lists ids it does not know', async () => {
    const reply = await collection({ ids: [1011, 1011, 1014, 1015, 999_999, 5] });
    expect(reply.summary).toMatchObject({ skins: 1, chromas: 2 });
    expect(reply.items.map((s) => s.riot_id)).toEqual([1011]);
    expect(reply.unknown).toEqual([999_999, 5]);
  });

  it('marks what part of the total comes from prices derived from rarity', async () => {
    const reply = await collection({ ids: [16063, 1011] }); // Ocean Song Soraka: upcoming, no wiki row, Epic → 1350 derived
    expect(reply.summary.rp).toEqual({ total: 2700, skins: 2, derived: 1350, derivedSkins: 1 });
  });

  it('pages, sorts and searches the owned cards without changing the summary', async () => {
    const ids = catalogue.filter((s) => s.league_champion.name === 'Ahri').map((s) => s.riot_id);
    const first = await collection({ ids, sort: 'oldest', limit: 5 });
    const second = await collection({ ids, sort: 'oldest', limit: 5, page: 2 });
    expect(first.items).toHaveLength(5);
    expect(new Set([...first.items, ...second.items].map((s) => s.riot_id)).size).toBe(first.items.length + second.items.length);
    const dates = [...first.items, ...second.items].map((s) => s.release_date ?? '9999');
    expect(dates).toEqual([...dates].sort());
    const searched = await collection({ ids, q: 'LEGEND' });
    expect(searched.items.every((s) => /legend/i.test(s.name))).toBe(true);
    expect(searched.total).toBeLessThan(ids.length);
    expect(searched.summary).toEqual(first.summary);
  });

  it('agrees with a sum over the full list for any part of the catalogue', async () => {
    await fc.assert(
      fc.asyncProperty(fc.subarray(catalogue, { maxLength: 400 }), async (owned) => {
        const reply = await collection({ ids: owned.map((s) => s.riot_id), limit: 1 });
        const rp = owned.filter((s) => s.cost_currency === 'RP');
        const other = owned.filter((s) => s.cost !== null && s.cost_currency !== 'RP');
        expect(reply.summary.skins).toBe(owned.length);
        expect(reply.summary.rp.total).toBe(rp.reduce((n, s) => n + s.cost!, 0));
        expect(reply.summary.unpriced).toBe(owned.filter((s) => s.cost === null).length);
        expect(reply.summary.otherCurrencies.reduce((n, c) => n + c.skins, 0)).toBe(other.length);
        for (const c of reply.summary.otherCurrencies) {
          const priced = other.filter((s) => s.cost_currency === c.currency);
          expect(c.amount).toBe(priced.reduce((n, s) => n + s.cost!, 0));
        }
        for (const group of reply.summary.availability)
          expect(group.skins).toBe(owned.filter((s) => availabilityGroup(s) === group.group).length);
        expect(reply.summary.champions.reduce((n, c) => n + c.skins, 0)).toBe(owned.length);
        expect(reply.summary.rarities.reduce((n, r) => n + r.rp, 0)).toBe(reply.summary.rp.total);
      }),
      { numRuns: 15 },
    );
  });

  it("lists Urfwick's Blue Essence apart from the RP total", async () => {
    const urfwick = catalogue.find((s) => s.name === 'Urfwick')!;
    const reply = await collection({ ids: [urfwick.riot_id, 1011] });
    expect(reply.summary.rp.total).toBe(1350);
    expect(reply.summary.otherCurrencies).toEqual([{ currency: 'Blue Essence', skins: 1, amount: urfwick.cost }]);
  });

  it('takes every skin of the catalogue at once', async () => {
    const reply = await collection({ ids: catalogue.map((s) => s.riot_id) });
    expect(reply.summary.skins).toBe(catalogue.length);
    expect(reply.items).toHaveLength(12);
  });

  it('refuses a bad list with a sentence and changes nothing', async () => {
    const etag = (await t.app.inject({ method: 'GET', url: '/api/skins' })).headers.etag;
    const cases: [unknown, string][] = [
      [{ ids: Array.from({ length: 5001 }, (_, i) => i + 1) }, 'A collection holds at most 5,000 ids.'],
      [{ ids: [1001, 'Goth Annie'] }, 'A skin id must be a whole number.'],
      [{ ids: [0] }, 'A skin id must be at least 1.'],
      [{}, 'Send the skin ids of the collection (ids).'],
      [{ ids: [1001], limit: 61 }, 'The limit must be at most 60.'],
      [{ ids: [1001], owner: 'me' }, "Unknown field 'owner': send only ids, sort, q, page, limit."],
    ];
    for (const [payload, message] of cases) {
      const { status, body } = await post('/api/skins/collection', payload);
      expect({ status, body }).toEqual({ status: 400, body: { error: true, response: message, code: 'BAD_REQUEST' } });
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/skins' })).headers.etag).toBe(etag);
  });
});

describe('POST /api/skins/collection/export', () => {
  it('gives one row per owned skin, then its chromas, with the catalogue facts', async () => {
    const { body } = await post<ExportReply>('/api/skins/collection/export', { ids: [...THREE, 1014, 12345] });
    expect(body.response.rows.map((r) => r.name)).toEqual([
      'Annie in Wonderland',
      'Hextech Annie',
      'Super Galaxy Annie',
      'Lunar Beast Annie (Ruby)',
    ]);
    expect(body.response.rows[0]).toEqual({
      name: 'Annie in Wonderland',
      champion: 'Annie',
      rarity: 'Legendary',
      price: 1820,
      currency: 'RP',
      availability: 'Legacy',
      release_date: '2010-08-16',
      skinlines: expect.any(Array) as string[],
      id: 1003,
    });
    expect(body.response.rows[1]).toMatchObject({ name: 'Hextech Annie', price: 125, currency: 'Mythic Essence' });
    expect(body.response.rows[3]).toMatchObject({ rarity: 'Chroma', champion: 'Annie', price: null, id: 1014 });
    expect(body.response.unknown).toEqual([12345]);
  });
});

describe('POST /api/skins/collection/match', () => {
  it('names the three skins from their names as typed and lists the line it cannot match', async () => {
    const { body } = await post<MatchReply>('/api/skins/collection/match', {
      entries: ['super galaxy annie', 'ANNIE IN WONDERLAND', 'Hextech Annie', 'Annie the Unknown'],
    });
    expect(body.response.matched.map((m) => m.id)).toEqual(THREE);
    expect(body.response.unmatched).toEqual(['Annie the Unknown']);
  });

  it('refuses too many lines at once', async () => {
    const { status, body } = await post('/api/skins/collection/match', { entries: Array.from({ length: 1001 }, () => 'x') });
    expect(status).toBe(400);
    expect(body.response).toBe('Send at most 1,000 lines at a time.');
  });
});
