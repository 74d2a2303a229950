import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { costFacts, distributionPrice, wikiCost } from '../../../src/server/skins/merge/wiki-cost';
import { loadBundle } from '../../../src/server/skins/bundle';

describe('the currency of a wiki cost', () => {
  it('reads store costs as RP', () => {
    expect(wikiCost({ cost: 1350 })).toEqual({ cost: 1350, costCurrency: 'RP' });
    expect(wikiCost({ cost: '1350' })).toEqual({ cost: 1350, costCurrency: 'RP' });
    expect(wikiCost({ cost: 975, distribution: 'Twitter Distribution' })).toEqual({ cost: 975, costCurrency: 'RP' });
  });
  it('reads the Essence Emporium price (Urfwick) as Blue Essence, as the wiki shows it', () => {
    expect(wikiCost({ cost: 150000, distribution: 'Essence Emporium' })).toEqual({ cost: 150000, costCurrency: 'Blue Essence' });
    expect(wikiCost({ cost: 150000 })).toEqual({ cost: 150000, costCurrency: 'Blue Essence' });
  });
  it("reads the wiki's Prestige Point and gemstone amounts", () => {
    expect(wikiCost({ cost: 100 })).toEqual({ cost: 100, costCurrency: 'Prestige Points' });
    expect(wikiCost({ cost: 10 })).toEqual({ cost: 10, costCurrency: 'Gemstones' });
  });
  it("takes a 'Special' skin's price from its distribution", () => {
    expect(wikiCost({ cost: 'Special', distribution: '125 Mythic Essence' })).toEqual({ cost: 125, costCurrency: 'Mythic Essence' });
    expect(wikiCost({ cost: 'Special', distribution: '2000 High Noon Tokens' })).toEqual({ cost: 2000, costCurrency: 'High Noon Tokens' });
    expect(wikiCost({ cost: 'Special', distribution: '1 Worlds 2024 Token' })).toEqual({ cost: 1, costCurrency: 'Worlds 2024 Tokens' });
    expect(wikiCost({ cost: 'Special', distribution: '2,950 Orange Essence' })).toEqual({ cost: 2950, costCurrency: 'Orange Essence' });
    expect(wikiCost({ cost: 'Special', distribution: '100 Prestige Point' })).toEqual({ cost: 100, costCurrency: 'Prestige Points' });
  });
  it('gives no cost when the distribution is prose, and for N/A', () => {
    for (const distribution of [
      'Code Redemption',
      '1% drop rate from Capsules or opening 30 Capsules',
      '10th Anniversary Reward',
      undefined,
    ])
      expect(wikiCost({ cost: 'Special', distribution })).toEqual({ cost: null, costCurrency: null });
    expect(wikiCost({ cost: 'N/A' })).toEqual({ cost: null, costCurrency: null });
  });
  it('has a currency exactly when it has a cost, whatever the wiki writes', () => {
    const cost = fc.oneof(fc.integer({ min: 0, max: 1e7 }), fc.string(), fc.constantFrom('Special', 'N/A', '1350'));
    const distribution = fc.option(
      fc.oneof(
        fc.string(),
        fc.tuple(fc.nat(99999), fc.constantFrom('Mythic Essence', 'Lunar Tokens', 'Capsules')).map(([n, w]) => `${n} ${w}`),
      ),
      { nil: undefined },
    );
    fc.assert(
      fc.property(cost, distribution, (c, d) => {
        const read = wikiCost({ cost: c, distribution: d });
        expect(read.cost === null).toBe(read.costCurrency === null);
        if (read.cost !== null) expect(Number.isSafeInteger(read.cost)).toBe(true);
      }),
    );
  });
  it('prices derived from rarity are RP; no price is no currency', () => {
    expect(costFacts(undefined, 'Legendary')).toEqual({ cost: 1820, costCurrency: 'RP', costSource: 'derived' });
    expect(costFacts(undefined, 'Mythic')).toEqual({ cost: null, costCurrency: null, costSource: 'derived' });
    expect(costFacts(undefined, 'Exalted')).toEqual({ cost: null, costCurrency: null, costSource: 'unknown' });
  });
  it('parses only an amount followed by a currency word', () => {
    expect(distributionPrice('200 Mythic Essence')).toEqual({ amount: 200, currency: 'Mythic Essence' });
    expect(distributionPrice('30 Capsules')).toBeNull();
    expect(distributionPrice('Seraphine Missions')).toBeNull();
  });
});

describe('the shipped catalogue (data/skins)', () => {
  const skins = loadBundle().skins;
  const counts = new Map<string, number>();
  for (const { costCurrency } of skins) counts.set(String(costCurrency), (counts.get(String(costCurrency)) ?? 0) + 1);

  it('carries Blue Essence, Mythic Essence and event tokens apart from RP', () => {
    // Urfwick: Warwick (19), skin 9, sold in the Essence Emporium.
    expect(skins.find((s) => s.riotId === 19009)).toMatchObject({ name: 'Urfwick', cost: 150000, costCurrency: 'Blue Essence' });
    expect(counts.get('Blue Essence')).toBe(1);
    expect(counts.get('Mythic Essence')).toBeGreaterThan(90);
    expect([...counts.keys()].filter((c) => c.endsWith(' Tokens')).length).toBeGreaterThanOrEqual(3);
  });
  it('has a currency exactly when it has a cost, and no RP price above the largest store price', () => {
    for (const skin of skins) expect(skin.cost === null, skin.name).toBe(skin.costCurrency === null);
    const rp = skins.filter((s) => s.costCurrency === 'RP').map((s) => s.cost!);
    expect(Math.max(...rp)).toBeLessThanOrEqual(5000);
  });
});
