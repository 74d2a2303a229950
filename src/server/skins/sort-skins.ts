import { RP, type Skin, type SkinSort } from '../../shared/api/skins';

const dateOf = (skin: Skin): string | null => {
  const date = skin.release_date?.slice(0, 10) ?? null;
  return date && date !== '0000-00-00' ? date : null;
};
const tie = (a: Skin, b: Skin) => a.name.localeCompare(b.name, 'en') || a.riot_id - b.riot_id;

/**
 * The spec's sort rules: price sorts put skins without a cost last (and RP prices, the spec's
 * 'cost in RP', before prices in other currencies); Oldest treats a missing date
 * as the latest; Newest puts a missing date last; Champion Name sorts by the champion's name.
 */
export const SKIN_COMPARATORS: Record<SkinSort, (a: Skin, b: Skin) => number> = {
  newest: (a, b) => dateOrder(a, b, -1),
  oldest: (a, b) => dateOrder(a, b, 1),
  champion: (a, b) => a.league_champion.name.localeCompare(b.league_champion.name, 'en') || tie(a, b),
  'price-asc': (a, b) => priceOrder(a, b, 1),
  'price-desc': (a, b) => priceOrder(a, b, -1),
};

/** By date (`direction` 1: oldest first), a missing date last either way. */
function dateOrder(a: Skin, b: Skin, direction: 1 | -1): number {
  const [x, y] = [dateOf(a), dateOf(b)];
  if (x === y) return tie(a, b);
  if (x === null) return 1;
  if (y === null) return -1;
  return x < y ? -direction : direction;
}

const priceGroup = (skin: Skin): number => (skin.cost === null ? 2 : (skin.cost_currency ?? RP) === RP ? 0 : 1);

function priceOrder(a: Skin, b: Skin, direction: 1 | -1): number {
  const group = priceGroup(a) - priceGroup(b);
  if (group !== 0) return group;
  if (a.cost === null || b.cost === null) return tie(a, b);
  const currency = (a.cost_currency ?? RP).localeCompare(b.cost_currency ?? RP, 'en');
  return currency || (a.cost - b.cost) * direction || tie(a, b);
}

export const DEFAULT_SORT: SkinSort = 'newest';
