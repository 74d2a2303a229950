import { paths } from '../../../shared/paths';
import { filterCount, filtersParam, type SkinFilters } from '../../../shared/skin-filters';
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

/**
 * What a browse URL asks for: /lol-skins[/{category}[/{value}]]?q=&sort=&view= and the options
 * ticked in the filters, one parameter per tick named by its category (?rarity=Epic&rarity=Legendary).
 */
export interface BrowseQuery {
  category: BrowseCategory | typeof PRESTIGE | null;
  value: string | null;
  q: string;
  sort: SkinSort;
  filters: SkinFilters;
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
    filters: Object.fromEntries(
      BROWSE_CATEGORIES.map((c) => [c, search.getAll(c).filter(Boolean)] as const).filter(([, values]) => values.length > 0),
    ),
  };
}

export function tickedOptions(query: BrowseQuery): SkinFilters {
  const ticked: SkinFilters = { ...query.filters };
  if (query.category && query.category !== PRESTIGE && query.value !== null)
    ticked[query.category] = [...new Set([query.value, ...(ticked[query.category] ?? [])])];
  return ticked;
}

/**
 * The address of a choice of options, keeping the search, sort and view: one option is its own
 * page (/lol-skins/rarity/Epic, server-rendered and in the sitemap), more are parameters of /lol-skins.
 */
export function filteredUrl(filters: SkinFilters, current: URLSearchParams): string {
  const params = new URLSearchParams();
  for (const key of ['q', 'sort', 'view']) if (current.get(key)) params.set(key, current.get(key)!);
  const ticks = BROWSE_CATEGORIES.flatMap((c) => (filters[c] ?? []).map((v) => [c, v] as const));
  const [only] = ticks;
  if (ticks.length === 1 && only) return `${browseUrl(only[0], only[1])}${params.size ? `?${params}` : ''}`;
  for (const [c, v] of ticks) params.append(c, v);
  return `${paths.skins}${params.size ? `?${params}` : ''}`;
}

const realCategory = (query: BrowseQuery) => (query.category === PRESTIGE ? null : query.category);
/** Defaults are left out, so equal searches share one URL (and one SWR entry). */
const unlessDefault = <T>(value: T, fallback: T) => (value === fallback ? undefined : value);

export const searchQuery = (query: BrowseQuery, page: number, limit = FLAT_PAGE_SIZE): { query: SearchQuery } => ({
  query: {
    category: (query.value === null ? null : realCategory(query)) ?? undefined,
    value: query.value ?? undefined,
    q: query.q || undefined,
    filters: filtersParam(query.filters),
    sort: unlessDefault(query.sort, 'newest'),
    page: unlessDefault(page, 1),
    limit: unlessDefault(limit, FLAT_PAGE_SIZE),
  },
});

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

/** Grouped view: a category without a value and no ticked options (prestige has no values, so it is a flat grid). */
export const isGrouped = (query: BrowseQuery) =>
  query.category !== null && query.category !== PRESTIGE && query.value === null && filterCount(query.filters) === 0;

export const browseUrl = (category?: string | null, value?: string | null) =>
  `${paths.skins}${category ? `/${encodeURIComponent(category)}` : ''}${category && value ? `/${encodeURIComponent(value)}` : ''}`;
