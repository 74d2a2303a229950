import type { Skin, SkinSort } from '../../shared/api/skins';

const dateOf = (skin: Skin): string | null => {
  const date = skin.release_date?.slice(0, 10) ?? null;
  return date && date !== '0000-00-00' ? date : null;
};
const tie = (a: Skin, b: Skin) => a.name.localeCompare(b.name, 'en') || a.riot_id - b.riot_id;

/**
 * The spec's sort rules: price sorts put skins without a cost last; Oldest treats a missing date
 * as the latest; Newest puts a missing date last; Champion Name sorts by the champion's name.
 */
export const SKIN_COMPARATORS: Record<SkinSort, (a: Skin, b: Skin) => number> = {
  newest: (a, b) => {
    const [x, y] = [dateOf(a), dateOf(b)];
    if (x === y) return tie(a, b);
    if (x === null) return 1;
    if (y === null) return -1;
    return x < y ? 1 : -1;
  },
  oldest: (a, b) => {
    const [x, y] = [dateOf(a), dateOf(b)];
    if (x === y) return tie(a, b);
    if (x === null) return 1;
    if (y === null) return -1;
    return x < y ? -1 : 1;
  },
  champion: (a, b) => a.league_champion.name.localeCompare(b.league_champion.name, 'en') || tie(a, b),
  'price-asc': (a, b) => priceOrder(a, b, 1),
  'price-desc': (a, b) => priceOrder(a, b, -1),
};

function priceOrder(a: Skin, b: Skin, direction: 1 | -1): number {
  if (a.cost === b.cost) return tie(a, b);
  if (a.cost === null) return 1;
  if (b.cost === null) return -1;
  return (a.cost - b.cost) * direction;
}

export const DEFAULT_SORT: SkinSort = 'newest';
