/** The skin catalogue's public API: everything, one skin, and the paged search, grouped and sidebar-count views. */
import { route } from './endpoint';
import type { SkinSort } from './skins.constants';
import type * as schemas from './skins.schemas';

export * from './skins.constants';

/** Route-only category: no values, sets the search to 'prestige'. */
export const PRESTIGE = 'prestige';

export const SORT_LABELS: Record<SkinSort, string> = {
  newest: 'Newest',
  oldest: 'Oldest',
  champion: 'Champion Name',
  'price-asc': 'Lowest Price',
  'price-desc': 'Highest Price',
};

export const FLAT_PAGE_SIZE = 12;
export const GROUPS_PER_PAGE = 5;
export const SKINS_PER_GROUP = 5;

/**
 * The currency of a skin's cost (`cost_currency`). RP is Riot Points, the store currency; every
 * other value is a currency of its own (event tokens are named after their event, e.g. 'High Noon
 * Tokens'), never comparable with RP. Prices derived from rarity are RP.
 */
export const RP = 'RP';
export const BLUE_ESSENCE = 'Blue Essence';
export const ORANGE_ESSENCE = 'Orange Essence';
export const MYTHIC_ESSENCE = 'Mythic Essence';
export const PRESTIGE_POINTS = 'Prestige Points';
export const GEMSTONES = 'Gemstones';

/**
 * One page of cards. A category value matches whatever its case, accents and spacing (the reply
 * names the catalogue's spelling); one no skin has is NOT_FOUND.
 */
export const skinSearch = route<typeof schemas.skinSearch>()({ scope: 'public', method: 'GET', path: '/skins/search' });
export const skinGroups = route<typeof schemas.skinGroups>()({ scope: 'public', method: 'GET', path: '/skins/groups' });
export const skinFacets = route<typeof schemas.skinFacets>()({ scope: 'public', method: 'GET', path: '/skins/facets' });
export const skinDetail = route<typeof schemas.skinDetail>()({ scope: 'public', method: 'GET', path: '/skins/:riotId' });

export type { Skin, SkinCard, SearchQuery, SearchReply, GroupsQuery, GroupsReply, FacetsQuery, Facet, FacetsReply } from './skins.schemas';
