import { describe, expect, it } from 'vitest';
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
