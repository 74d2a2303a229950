import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Skin } from '../../../src/shared/api/skins';
import { makeSkin } from '../../fixtures/skin';
import { SKIN_COMPARATORS } from '../../../src/server/skins/sort-skins';
import { categoryValues, compareValues } from '../../../src/server/skins/category-values';

const skin = (riot_id: number, name: string, release_date: string | null, cost: number | null, champion = 'Annie'): Skin =>
  makeSkin({
    riot_id,
    id: riot_id % 1000,
    name,
    release_date,
    cost,
    rarity: 'Epic',
    new_animations: true,
    new_recall: true,
    league_champion: { id: 1, name: champion, icon_path: null },
  });

const a = skin(1, 'A', '2020-01-01', 975);
const b = skin(2, 'B', null, null, 'Zed');
const c = skin(3, 'C', '2022-05-05', 1350, 'Ahri');
const d = skin(4, 'D', '0000-00-00', 520);
const order = (sort: keyof typeof SKIN_COMPARATORS) => [a, b, c, d].sort(SKIN_COMPARATORS[sort]).map((s) => s.name);

describe('sort rules', () => {
  it('Newest puts a missing date last', () => expect(order('newest')).toEqual(['C', 'A', 'B', 'D']));
  it('Oldest treats a missing date as the latest', () => expect(order('oldest')).toEqual(['A', 'C', 'B', 'D']));
  it('Champion Name sorts by the champion', () => expect(order('champion')).toEqual(['C', 'A', 'D', 'B']));
  it('Lowest Price puts skins without a cost last', () => expect(order('price-asc')).toEqual(['D', 'A', 'C', 'B']));
  it('Highest Price puts skins without a cost last', () => expect(order('price-desc')).toEqual(['C', 'A', 'D', 'B']));
});

describe('category values', () => {
  it('gives years, prices, lootable and features as the sidebar names them', () => {
    expect(categoryValues(a, 'releaseDate')).toEqual(['2020']);
    expect(categoryValues(d, 'releaseDate')).toEqual(['Unknown']);
    expect(categoryValues(b, 'price')).toEqual(['Special']);
    expect(categoryValues({ ...b, cost_source: 'unknown' }, 'price')).toEqual(['Unknown']);
    expect(categoryValues(a, 'lootable')).toEqual(['Yes']);
    expect(categoryValues(a, 'features')).toEqual(['New Animations', 'New Recall']);
    expect(categoryValues({ ...a, rarity: '' }, 'rarity')).toEqual(['No Rarity']);
  });
  it('orders prices ascending with Special after them, and years newest first', () => {
    expect(['Special', '1350', '520', 'Unknown'].sort(compareValues('price'))).toEqual(['520', '1350', 'Special', 'Unknown']);
    expect(['2019', 'Unknown', '2024'].sort(compareValues('releaseDate'))).toEqual(['2024', '2019', 'Unknown']);
  });
});

describe('prices in other currencies', () => {
  const urfwick = makeSkin({ riot_id: 19009, name: 'Urfwick', cost: 150000, cost_currency: 'Blue Essence' });
  const hextech = makeSkin({ riot_id: 1015, name: 'Hextech Annie', cost: 125, cost_currency: 'Mythic Essence' });
  const highNoon = makeSkin({ riot_id: 28060, name: 'Prestige High Noon Evelynn', cost: 2000, cost_currency: 'High Noon Tokens' });
  const rp = [a, c, d];
  const all = [urfwick, b, hextech, ...rp, highNoon];
  const names = (sort: 'price-asc' | 'price-desc') => [...all].sort(SKIN_COMPARATORS[sort]).map((s) => s.name);

  it('Lowest and Highest Price order RP prices only among RP prices; other currencies follow, then no cost', () => {
    expect(names('price-asc')).toEqual(['D', 'A', 'C', 'Urfwick', 'Prestige High Noon Evelynn', 'Hextech Annie', 'B']);
    expect(names('price-desc')).toEqual(['C', 'A', 'D', 'Urfwick', 'Prestige High Noon Evelynn', 'Hextech Annie', 'B']);
  });

  it('never puts a skin priced in another currency between two RP prices (any amounts, any order)', () => {
    const currency = fc.constantFrom('RP', 'RP', 'Blue Essence', 'Mythic Essence', 'Worlds 2024 Tokens');
    const priced = fc.record({ cost: fc.option(fc.integer({ min: 0, max: 200000 }), { nil: null }), currency });
    fc.assert(
      fc.property(fc.array(priced, { maxLength: 30 }), fc.constantFrom('price-asc' as const, 'price-desc' as const), (list, sort) => {
        const skins = list.map((p, i) =>
          makeSkin({ riot_id: i + 1, name: `S${i}`, cost: p.cost, cost_currency: p.cost === null ? null : p.currency }),
        );
        const groups = skins.sort(SKIN_COMPARATORS[sort]).map((s) => (s.cost === null ? 2 : s.cost_currency === 'RP' ? 0 : 1));
        expect(groups).toEqual([...groups].sort((x, y) => x - y));
        const amounts = skins.filter((s) => s.cost_currency === 'RP').map((s) => s.cost!);
        expect(amounts).toEqual([...amounts].sort((x, y) => (sort === 'price-asc' ? x - y : y - x)));
      }),
    );
  });

  it('price values name their currency and sit apart from RP amounts, before Special', () => {
    expect(categoryValues(urfwick, 'price')).toEqual(['150000 Blue Essence']);
    expect(categoryValues(hextech, 'price')).toEqual(['125 Mythic Essence']);
    const values = ['Special', '150000 Blue Essence', '1350', '200 Mythic Essence', '125 Mythic Essence', '520', 'Unknown'];
    expect(values.sort(compareValues('price'))).toEqual([
      '520',
      '1350',
      '150000 Blue Essence',
      '125 Mythic Essence',
      '200 Mythic Essence',
      'Special',
      'Unknown',
    ]);
  });
});
