import { describe, expect, it } from 'vitest';
import { expandQuestTiers, mergeCatalogue, rarityName } from '../../../src/server/skins/merge/merge-catalogue';
import { indexWiki, wikiDate } from '../../../src/server/skins/merge/wiki-facts';
import { costFacts } from '../../../src/server/skins/merge/wiki-cost';
import type { CatalogueSources, CdragonSkin } from '../../../src/server/skins/merge/source-types';
import { loadBundle } from '../../../src/server/skins/bundle';

const skin = (id: number, name: string, extra: Partial<CdragonSkin> = {}): CdragonSkin => ({
  id,
  name,
  isBase: id % 1000 === 0,
  rarity: 'kEpic',
  ...extra,
});

const sources = (): CatalogueSources => ({
  patch: '16.16',
  skins: {
    '1000': skin(1000, 'Annie'),
    '1001': skin(1001, 'Goth Annie', { rarity: 'kNoRarity', skinLines: [{ id: 5 }] }),
    '1002': skin(1002, 'New Annie', { rarity: 'kLegendary' }),
    '1003': skin(1003, 'Myth Annie', {
      rarity: 'kMythic',
      questSkinInfo: {
        tiers: [
          { id: 1003, name: 'Myth Annie' },
          { id: 1004, name: 'Ascended Annie', description: 'stage two' },
        ],
      },
    }),
    '1005': skin(1005, 'Odd Annie', { rarity: 'kExalted' }),
    '60001001': skin(60001001, 'Goth Annie'),
  },
  pbeOnly: { '1009': skin(1009, 'Future Annie'), '60001009': skin(60001009, 'Future Annie') },
  champions: [
    { id: 1, name: 'Annie', alias: 'Annie', squarePortraitPath: '/lol-game-data/assets/v1/champion-icons/1.png' },
    { id: 2, name: 'Olaf', alias: 'Olaf' },
  ],
  skinlines: [
    { id: 0, name: '' },
    { id: 5, name: 'Gothic', description: '' },
  ],
  wiki: {
    Annie: {
      id: 1,
      skins: {
        Original: { id: 0, cost: 260, release: '2009-02-21' },
        Goth: {
          id: 1,
          cost: 'Special',
          release: '2009-07-24',
          looteligible: false,
          availability: 'Legacy',
          splashartist: ['A'],
          voiceactor: [' Feodor Chin', "'Ralph'"],
          newrecall: true,
        },
        Ascended: { id: 4, cost: 'Special', release: 'N/A', availability: 'Upcoming', voiceactor: ['feodor  chin', 'Feodor Chin '] },
      },
    },
  },
});

describe('mergeCatalogue', () => {
  const bundle = mergeCatalogue(sources());
  const byId = new Map(bundle.skins.map((s) => [s.riotId, s]));

  it('joins the wiki on champion id × 1000 + skin number and counts per source', () => {
    expect(bundle.counts).toEqual({
      clientChampionSkins: 5,
      baseSkins: 1,
      questTiersAdded: 1,
      wikiMatched: 2,
      wikiUnmatched: 3,
      supplemented: 0,
      pbeOnly: 2,
      upcomingListed: 1,
      derivedPrices: 3,
      unknownPrices: 1,
      listed: 6,
    });
    const goth = byId.get(1001)!;
    expect(goth).toMatchObject({
      wiki: true,
      cost: null,
      costCurrency: null,
      costSource: 'wiki',
      releaseDate: '2009-07-24',
      lootEligible: false,
      availability: 'Legacy',
      splashArtists: ['A'],
      skinlineIds: [5],
      rarity: '',
    });
    expect(goth.features).toEqual({ newAnimations: false, newEffects: false, newRecall: true, newVoice: false, newQuotes: false });
  });

  it('leaves base skins and game-mode copies (ids from 1,000,000) out', () => {
    expect(byId.has(1000)).toBe(false);
    expect(byId.has(60001001)).toBe(false);
    expect(byId.has(60001009)).toBe(false);
  });

  it('marks prices derived from rarity, and never invents facts for skins the wiki lacks', () => {
    expect(byId.get(1002)).toMatchObject({
      cost: 1820,
      costSource: 'derived',
      releaseDate: null,
      features: null,
      voiceActors: [],
      splashArtists: [],
      lootEligible: null,
      wiki: false,
    });
    expect(byId.get(1003)).toMatchObject({ cost: null, costSource: 'derived' });
    expect(byId.get(1005)).toMatchObject({ cost: null, costSource: 'unknown' });
  });

  it('cleans names of stray spaces and wiki quotes, and spells each person one way across the catalogue', () => {
    expect(byId.get(1001)!.voiceActors).toEqual(['Feodor Chin', 'Ralph']);
    expect(byId.get(1004)!.voiceActors).toEqual(['Feodor Chin']);
  });

  it('expands the later stages of a multi-stage skin into skins of their own', () => {
    expect(byId.get(1004)).toMatchObject({
      name: 'Ascended Annie',
      description: 'stage two',
      questParent: 1003,
      rarity: 'Mythic',
      wiki: true,
      releaseDate: null,
      availability: null,
    });
  });

  it('marks PBE-only champion skins as Upcoming', () => {
    expect(byId.get(1009)).toMatchObject({
      upcoming: true,
      availability: 'Upcoming',
      cost: 1350,
      costCurrency: 'RP',
      costSource: 'derived',
    });
  });

  it('keeps only champions that have skins, and skinlines with a real id', () => {
    expect(bundle.champions.map((c) => c.name)).toEqual(['Annie']);
    expect(bundle.skinlines).toEqual([{ id: 5, name: 'Gothic', description: null }]);
  });
});

describe('merge helpers', () => {
  it('names rarities without the k prefix', () => {
    expect(rarityName('kUltimate')).toBe('Ultimate');
    expect(rarityName('kNoRarity')).toBe('');
    expect(rarityName(null)).toBe('');
  });
  it('reads wiki costs and dates', () => {
    expect(costFacts({ id: 1, cost: '1350' }, '')).toEqual({ cost: 1350, costCurrency: 'RP', costSource: 'wiki' });
    expect(costFacts(undefined, 'Ultimate')).toEqual({ cost: 3250, costCurrency: 'RP', costSource: 'derived' });
    expect(costFacts(undefined, 'Epic')).toEqual({ cost: 1350, costCurrency: 'RP', costSource: 'derived' });
    expect(wikiDate('2020-03-12')).toBe('2020-03-12');
    expect(wikiDate('N/A')).toBeNull();
  });
  it('indexes the wiki by client id', () => {
    expect([...indexWiki(sources().wiki).keys()]).toEqual([1000, 1001, 1004]);
  });
  it('returns nothing to expand for a plain skin', () => {
    expect(expandQuestTiers(skin(1, 'x'))).toEqual([]);
  });
});

describe('the shipped catalogue (data/skins)', () => {
  const shipped = loadBundle();
  it('was built from patch 16.16 with the documented counts', () => {
    expect(shipped.patch).toBe('16.16');
    expect(shipped.counts).toMatchObject({
      clientChampionSkins: 2111,
      baseSkins: 173,
      wikiMatched: 1891,
      wikiUnmatched: 220,
      questTiersAdded: 4,
      pbeOnly: 30,
      upcomingListed: 3,
    });
    expect(shipped.skins).toHaveLength(2111 - 173 + 4 + 3);
  });
  it('has the three expanded quest stages', () => {
    const names = shipped.skins
      .filter((s) => s.questParent !== null)
      .map((s) => s.name)
      .sort();
    expect(names).toEqual([
      'Immortalized Legend Ahri',
      "Immortalized Legend Kai'Sa",
      'K/DA ALL OUT Seraphine Rising Star',
      'K/DA ALL OUT Seraphine Superstar',
    ]);
  });
});
