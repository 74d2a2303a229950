import fs from 'node:fs';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase } from '../../../src/server/db/database';
import { loadBundle, loadSupplement } from '../../../src/server/skins/bundle';
import { mergeCatalogue } from '../../../src/server/skins/merge/merge-catalogue';
import type { CatalogueSources, CdragonSkin } from '../../../src/server/skins/merge/source-types';
import { indexWiki, wikiDate } from '../../../src/server/skins/merge/wiki-facts';
import { indexSupplement } from '../../../src/server/skins/merge/wiki-supplement';
import { seedSkins } from '../../../src/server/skins/seed';
import { createSkinCatalogue } from '../../../src/server/skins/skin-catalogue';
import { readWikiSkinData } from '../../../src/server/skins/sync/wiki-skindata';

const skin = (id: number, name: string, rarity = 'kEpic'): CdragonSkin => ({ id, name, isBase: id % 1000 === 0, rarity });

const sources = (): CatalogueSources => ({
  patch: '16.16',
  skins: {
    '1001': skin(1001, 'Goth Annie'),
    '1060': skin(1060, 'Goth Annie Modern', 'kLegendary'),
    '1061': skin(1061, 'Pass Annie'),
    '1062': skin(1062, 'Nameless Annie', 'kExalted'),
  },
  pbeOnly: {},
  champions: [{ id: 1, name: 'Annie', alias: 'Annie' }],
  skinlines: [],
  wiki: { Annie: { id: 1, skins: { Goth: { id: 1, cost: 975, release: '2009-07-24', splashartist: ['Wiki Artist'] } } } },
  supplement: {
    _meta: { description: 'test' },
    // The wiki has this one: its row wins, the supplement is not read.
    '1001': { name: 'Goth Annie', release: '2030-01-01', cost: 1, availability: 'Rare', set: [], artists: ['Other'] },
    '1060': {
      name: 'Goth Annie Modern',
      release: '2026-07-29',
      cost: 'Special',
      availability: 'Rare',
      set: ['Goth'],
      artists: [' Julia Yurtsev'],
    },
    '1061': { name: 'Pass Annie', release: null, cost: 'Battle Pass', availability: 'Upcoming', set: [], artists: [] },
  },
});

describe('the wiki supplement in the merge', () => {
  const byId = new Map(mergeCatalogue(sources()).skins.map((s) => [s.riotId, s]));

  it('stays below the wiki: a skin with a wiki row keeps the wiki facts', () => {
    expect(byId.get(1001)).toMatchObject({ releaseDate: '2009-07-24', cost: 975, splashArtists: ['Wiki Artist'], wiki: true });
    expect(byId.get(1001)!.factSources).toEqual({ releaseDate: 'wiki', cost: 'wiki', splashArtists: 'wiki' });
  });

  it('fills a skin the wiki lacks with the wiki rules, and records the source of each fact', () => {
    expect(byId.get(1060)).toMatchObject({
      releaseDate: '2026-07-29',
      cost: null,
      costSource: 'wiki',
      availability: 'Rare',
      splashArtists: ['Julia Yurtsev'],
      voiceActors: [],
      lootEligible: null,
      features: null,
      wiki: false,
    });
    expect(byId.get(1060)!.factSources).toEqual({
      releaseDate: 'wiki-supplement',
      cost: 'wiki-supplement',
      availability: 'wiki-supplement',
      splashArtists: 'wiki-supplement',
    });
  });

  it('keeps what the supplement does not know unknown, and reads a sale label as the distribution', () => {
    // No date stays null; a stale 'Upcoming' on a live skin is dropped as it is for wiki rows.
    expect(byId.get(1061)).toMatchObject({
      releaseDate: null,
      cost: null,
      costSource: 'wiki',
      availability: null,
      distribution: 'Battle Pass',
    });
    expect(byId.get(1061)!.factSources).toEqual({ cost: 'wiki-supplement', distribution: 'wiki-supplement' });
    expect(byId.get(1062)).toMatchObject({ releaseDate: null, costSource: 'unknown', splashArtists: [], factSources: {} });
  });
});

describe('the shipped catalogue with the supplement', () => {
  const bundle = loadBundle();
  const supplement = indexSupplement(loadSupplement());
  const lua = zlib
    .gunzipSync(fs.readFileSync(fileURLToPath(new URL('../../fixtures/skin-sources/skindata.lua.gz', import.meta.url))))
    .toString('utf8');
  const wiki = indexWiki(readWikiSkinData(lua));

  it('dates every skin but those no source dates', () => {
    const undated = bundle.skins.filter((s) => s.releaseDate === null).map((s) => s.riotId);
    const noSourceDates = bundle.skins
      .filter((s) => wikiDate(wiki.get(s.riotId)?.release) === null && (wiki.has(s.riotId) || !supplement.get(s.riotId)?.release))
      .map((s) => s.riotId);
    expect(undated).toEqual(noSourceDates);
    // 10088 (the wiki says 'N/A'), the 3 PBE skins, a quest stage and 5 wiki rows without a date.
    expect(undated).toHaveLength(10);
    expect(bundle.counts.supplemented).toBe([...supplement.keys()].filter((id) => bundle.skins.some((s) => s.riotId === id)).length);
  });

  it("puts 2026 skins first under 'Newest' on a fresh install", async () => {
    const db = openDatabase({ kind: 'sqlite', file: ':memory:' });
    await migrateToLatest(db);
    await seedSkins()(db);
    const catalogue = createSkinCatalogue(db);
    await catalogue.reload();
    const page = catalogue.index().search({ sort: 'newest', page: 1, limit: 24 });
    expect(page.items[0]!.release_date).toMatch(/^2026-/);
    const newest = bundle.skins
      .map((s) => s.releaseDate ?? '')
      .sort()
      .at(-1);
    expect(page.items[0]!.release_date).toBe(newest);
    await db.destroy();
  });
});
