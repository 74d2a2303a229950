import { paths } from '../../../shared/paths';
import {
  BROWSE_CATEGORIES,
  FLAT_PAGE_SIZE,
  PRESTIGE,
  SKIN_SORTS,
  type BrowseCategory,
  type FacetsQuery,
  type GroupsQuery,
  type SearchQuery,
  type SkinSort,
} from '../../../shared/api/skins';

/** What a browse URL asks for: /lol-skins[/{category}[/{value}]]?q=&sort=&view= */
export interface BrowseQuery {
  category: BrowseCategory | typeof PRESTIGE | null;
  value: string | null;
  q: string;
  sort: SkinSort;
}

export const isCategory = (c: string | undefined): c is BrowseCategory => (BROWSE_CATEGORIES as readonly string[]).includes(c ?? '');

/** The category an address names in another case ('Champion', 'releasedate'), or null when it names none. */
export const matchCategory = (name: string): BrowseCategory | typeof PRESTIGE | null =>
  [...BROWSE_CATEGORIES, PRESTIGE as typeof PRESTIGE].find((c) => c.toLowerCase() === name.trim().toLowerCase()) ?? null;

export function readBrowseQuery(params: { category?: string; value?: string }, search: URLSearchParams): BrowseQuery {
  const sort = search.get('sort');
  const category = params.category === PRESTIGE ? PRESTIGE : isCategory(params.category) ? params.category : null;
  return {
    category,
    value: category && category !== PRESTIGE ? (params.value ?? null) : null,
    // Category prestige is the search 'prestige' (spec).
    q: category === PRESTIGE ? 'prestige' : (search.get('q') ?? ''),
    sort: (SKIN_SORTS as readonly string[]).includes(sort ?? '') ? (sort as SkinSort) : 'newest',
  };
}

const realCategory = (query: BrowseQuery) => (query.category === PRESTIGE ? null : query.category);
/** Defaults are left out, so equal searches share one URL (and one SWR entry). */
const unlessDefault = <T>(value: T, fallback: T) => (value === fallback ? undefined : value);

/** The search call of a browse query's flat page. */
export const searchQuery = (query: BrowseQuery, page: number, limit = FLAT_PAGE_SIZE): { query: SearchQuery } => ({
  query: {
    category: (query.value === null ? null : realCategory(query)) ?? undefined,
    value: query.value ?? undefined,
    q: query.q || undefined,
    sort: unlessDefault(query.sort, 'newest'),
    page: unlessDefault(page, 1),
    limit: unlessDefault(limit, FLAT_PAGE_SIZE),
  },
});

/** The grouped call of a browse query with a category and no value. */
export const groupsQuery = (query: BrowseQuery, page: number): { query: GroupsQuery } => ({
  query: {
    category: realCategory(query)!,
    q: query.q || undefined,
    sort: unlessDefault(query.sort, 'newest'),
    page: unlessDefault(page, 1),
  },
});

export const facetsQuery = (q: string, category?: BrowseCategory, limit?: number): { query: FacetsQuery } => ({
  query: { q: q || undefined, category, limit },
});

/** Grouped view: a category without a value (prestige has no values, so it is a flat grid). */
export const isGrouped = (query: BrowseQuery) => query.category !== null && query.category !== PRESTIGE && query.value === null;

export const browseUrl = (category?: string | null, value?: string | null) =>
  `${paths.skins}${category ? `/${encodeURIComponent(category)}` : ''}${category && value ? `/${encodeURIComponent(value)}` : ''}`;
