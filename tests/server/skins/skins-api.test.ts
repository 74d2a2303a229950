import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FacetsReply, GroupsReply, SearchReply, Skin } from '../../../src/shared/api/skins';
import type { TestApp } from '../../helpers/test-app';
import { createSkinsApp } from '../../helpers/skins-app';

let t: TestApp;
beforeAll(async () => {
  t = await createSkinsApp();
});
afterAll(async () => {
  await t.close();
});

const get = async <T>(url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() as { error: boolean; response: T }, headers: res.headers };
};

describe('GET /api/skins', () => {
  it('lists every catalogue skin with the Skin entity fields and image paths on our origin', async () => {
    const { status, body } = await get<Skin[]>('/api/skins');
    expect(status).toBe(200);
    expect(body.response).toHaveLength(1945);
    const goth = body.response.find((s) => s.riot_id === 1001)!;
    expect(goth).toMatchObject({
      id: 1,
      name: 'Goth Annie',
      league_champion: { id: 1, name: 'Annie' },
      cost_source: 'wiki',
      features_known: true,
      videos: [],
    });
    expect(goth.tile_path).toMatch(/^\/assets\/skins\/tile-annie_splash_tile_1-[0-9a-f]{12}\.webp$/);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/skins/search?q=ahri' });
    const etag = first.headers.etag as string;
    // The read cache's strong ETag, one per encoding.
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await t.app.inject({ method: 'GET', url: '/api/skins/search?q=ahri', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
  });
});

describe('GET /api/skins/{riot_id}', () => {
  it('returns one skin with its chromas', async () => {
    const { status, body } = await get<Skin>('/api/skins/103086');
    expect(status).toBe(200);
    expect(body.response.name).toBe('Immortalized Legend Ahri');
    const lunar = await get<Skin>('/api/skins/1013');
    expect(lunar.body.response.chromas[0]).toMatchObject({
      name: expect.stringContaining('(') as string,
      colors: expect.any(Array) as string[],
    });
  });
  it('answers 404 with a clear message for an unknown id, and 400 for a malformed one', async () => {
    expect(await get('/api/skins/999999')).toMatchObject({
      status: 404,
      body: { error: true, response: 'There is no skin with riot_id 999999.' },
    });
    expect((await get('/api/skins/abc')).status).toBe(400);
  });
});

describe('GET /api/skins/search', () => {
  it('pages 12 by default, filtered by one category value and the name text', async () => {
    const { body } = await get<SearchReply>('/api/skins/search?category=champion&value=Ahri&q=legend');
    expect(body.response.items.map((s) => s.name)).toEqual(expect.arrayContaining(['Risen Legend Ahri', 'Immortalized Legend Ahri']));
    expect(body.response.items.every((s) => s.league_champion.name === 'Ahri' && /legend/i.test(s.name))).toBe(true);
    const all = await get<SearchReply>('/api/skins/search');
    expect(all.body.response).toMatchObject({ total: 1945, page: 1, limit: 12 });
    expect(all.body.response.items).toHaveLength(12);
  });

  it('matches a value whatever its case, accents and spacing, and names its catalogue spelling', async () => {
    const exact = await get<SearchReply>('/api/skins/search?category=champion&value=Annie');
    expect(exact.body.response.value).toBe('Annie');
    for (const asked of ['annie', 'ANNIE', '%20annie%20', 'Ann%C3%ADe']) {
      const { status, body } = await get<SearchReply>(`/api/skins/search?category=champion&value=${asked}`);
      expect(status, asked).toBe(200);
      expect(body.response).toMatchObject({ value: 'Annie', total: exact.body.response.total });
    }
    expect((await get<SearchReply>('/api/skins/search?q=annie')).body.response.value).toBeNull();
  });

  it('answers 404 with a plain sentence for a value no skin has', async () => {
    expect(await get('/api/skins/search?category=rarity&value=Shiny')).toMatchObject({
      status: 404,
      body: { error: true, response: "No skin has the rarity 'Shiny'.", code: 'NOT_FOUND' },
    });
    expect((await get('/api/skins/search?category=champion&value=Nobody')).status).toBe(404);
    expect((await get('/api/skins/search?category=price&value=abc')).status).toBe(404);
  });

  it('counts derived prices among the matches', async () => {
    const { body } = await get<SearchReply>('/api/skins/search?category=price&value=1820');
    expect(body.response.derived).toBeGreaterThan(0);
    expect(body.response.derived).toBeLessThan(body.response.total);
  });

  it.each([
    ['/api/skins/search?category=colour', 'Category must be one of: champion, rarity'],
    ['/api/skins/search?sort=cheapest', 'Sort must be one of: newest, oldest, champion, price-asc, price-desc.'],
    ['/api/skins/search?value=Epic', 'A value needs a category.'],
    ['/api/skins/search?limit=61', 'The limit must be a whole number from 1 to 60.'],
    ['/api/skins/search?page=0', 'The page must be a whole number from 1.'],
    ['/api/skins/search?colour=red', "Unknown parameter 'colour': send only category, value, q, prestige, filters, sort, page, limit."],
  ])('refuses %s with 400', async (url, message) => {
    const { status, body } = await get<string>(url);
    expect(status).toBe(400);
    expect(body.error).toBe(true);
    expect(body.response).toContain(message);
  });
});

describe('GET /api/skins/search with ticked options (issue 44, point 4)', () => {
  const total = async (query: string) => (await get<SearchReply>(`/api/skins/search?limit=1&${query}`)).body.response.total;
  const ticked = (...lines: string[]) => `filters=${encodeURIComponent(lines.join('\n'))}`;

  it('keeps skins with any ticked value of a category, and every ticked category', async () => {
    const epic = await total('category=rarity&value=Epic');
    const legendary = await total('category=rarity&value=Legendary');
    expect(await total(ticked('rarity:Epic', 'rarity:Legendary'))).toBe(epic + legendary);
    const legacy = await total(ticked('availability:Legacy'));
    const both = await total(ticked('rarity:Epic', 'availability:Legacy'));
    expect(both).toBeGreaterThan(0);
    expect(both).toBeLessThan(Math.min(epic, legacy));
    // On top of a route's category and value, and of the search text, spelled as typed.
    expect(await total(`category=rarity&value=Epic&${ticked('availability:legacy')}`)).toBe(both);
    expect(await total(`q=annie&${ticked('rarity:Epic')}`)).toBe(await total('q=annie&category=rarity&value=Epic'));
  });

  it('finds nothing for a value no skin has, and ignores a line naming no category', async () => {
    expect(await total(ticked('rarity:Nonesuch'))).toBe(0);
    expect(await total(ticked('colour:Red'))).toBe(await total('q='));
  });
});

describe('GET /api/skins/groups and /facets', () => {
  it('gives 5 groups per page with up to 5 skins each, rarities in tier order', async () => {
    const { body } = await get<GroupsReply>('/api/skins/groups?category=rarity');
    expect(body.response.groups.map((g) => g.value)).toEqual(['Epic', 'Legendary', 'Mythic', 'Ultimate', 'Exalted']);
    expect(body.response.groups.every((g) => g.items.length === 5 && g.count >= 5)).toBe(true);
    expect(body.response.totalGroups).toBe(8);
  });

  it('counts every value of each category, narrowed by the search text', async () => {
    const { body } = await get<FacetsReply>('/api/skins/facets?q=star%20guardian');
    const champion = body.response.facets.find((f) => f.category === 'champion')!;
    expect(champion.entries.length).toBeLessThanOrEqual(10);
    expect(champion.entries.every((e) => e.count > 0)).toBe(true);
    expect(body.response.total).toBeGreaterThan(20);
    const lootable = body.response.facets.find((f) => f.category === 'lootable')!;
    expect(lootable.entries.reduce((n, e) => n + e.count, 0)).toBe(body.response.total);
  });

  it("lists the prestige block's skins narrowed by the search text, as many as its count", async () => {
    const facets = await get<FacetsReply>('/api/skins/facets?q=ahri');
    const { status, body } = await get<SearchReply>('/api/skins/search?prestige=true&q=ahri&sort=champion&limit=60');
    expect(status).toBe(200);
    expect(body.response.total).toBe(facets.body.response.prestige);
    expect(body.response.total).toBeGreaterThan(0);
    for (const skin of body.response.items) expect(skin.name.toLowerCase()).toMatch(/prestige.*ahri|ahri.*prestige/);
    const all = await get<SearchReply>('/api/skins/search?prestige=true&limit=60');
    expect(all.body.response.total).toBe((await get<FacetsReply>('/api/skins/facets')).body.response.prestige);
    expect(all.body.response.total).toBeGreaterThan(body.response.total);
    expect((await get('/api/skins/search?prestige=yes')).status).toBe(400);
  });
});

describe('cost currencies', () => {
  it("carries each cost's currency: Urfwick is Blue Essence, not RP; store prices are RP", async () => {
    expect((await get<Skin>('/api/skins/19009')).body.response).toMatchObject({
      name: 'Urfwick',
      cost: 150000,
      cost_currency: 'Blue Essence',
    });
    expect((await get<Skin>('/api/skins/1002')).body.response).toMatchObject({ cost: 520, cost_currency: 'RP' });
    expect((await get<Skin>('/api/skins/1001')).body.response).toMatchObject({ cost: null, cost_currency: null });
    const cards = (await get<SearchReply>('/api/skins/search?q=hextech annie')).body.response.items;
    expect(cards[0]).toMatchObject({ name: 'Hextech Annie', cost: 125, cost_currency: 'Mythic Essence' });
  });

  it("'Highest Price' opens with the dearest RP price, and puts other currencies after every RP price", async () => {
    const all = (await get<Skin[]>('/api/skins')).body.response;
    const rp = all.filter((s) => s.cost_currency === 'RP');
    const { body } = await get<SearchReply>('/api/skins/search?sort=price-desc&limit=60');
    expect(body.response.items[0]).toMatchObject({ cost: Math.max(...rp.map((s) => s.cost!)), cost_currency: 'RP' });
    expect(body.response.items.map((s) => s.name)).not.toContain('Urfwick');
    const rpCount = rp.length;
    const last = await get<SearchReply>(`/api/skins/search?sort=price-asc&limit=1&page=${rpCount}`);
    const next = await get<SearchReply>(`/api/skins/search?sort=price-asc&limit=1&page=${rpCount + 1}`);
    expect(last.body.response.items[0]!.cost_currency).toBe('RP');
    expect(next.body.response.items[0]!.cost_currency).not.toBe('RP');
  });

  it('lists other currencies as price values of their own, after the RP amounts', async () => {
    const { body } = await get<FacetsReply>('/api/skins/facets?category=price&limit=200');
    const names = body.response.facets[0]!.entries.map((e) => e.name);
    const firstOther = names.findIndex((n) => !/^\d+$/.test(n));
    expect(names.slice(firstOther).some((n) => /^\d+$/.test(n))).toBe(false);
    expect(names).toContain('150000 Blue Essence');
    const be = await get<SearchReply>('/api/skins/search?category=price&value=150000%20Blue%20Essence');
    expect(be.body.response.items.map((s) => s.name)).toEqual(['Urfwick']);
    expect((await get('/api/skins/search?category=price&value=150000')).status).toBe(404);
  });
});

describe('facet values of the shipped catalogue', () => {
  it('have no edge spaces or wrapping quotes, and no two differ only in case or spacing', async () => {
    const { body } = await get<FacetsReply>('/api/skins/facets?limit=9999');
    for (const facet of body.response.facets) {
      const names = facet.entries.map((e) => e.name);
      expect(names.length, facet.category).toBe(facet.values);
      for (const name of names) {
        expect(name, facet.category).toBe(name.trim());
        expect(name, facet.category).not.toMatch(/\s\s|^['"\u2018\u201c].*['"\u2019\u201d]$/);
      }
      const folded = names.map((n) => n.toLowerCase().replace(/\s+/g, ''));
      expect(new Set(folded).size, facet.category).toBe(names.length);
    }
    const voices = body.response.facets.find((f) => f.category === 'voiceActors')!.entries;
    expect(voices.find((e) => e.name === 'Feodor Chin')?.count).toBe(18);
    expect(voices.map((e) => e.name)).toContain('Ralph');
  });
});
