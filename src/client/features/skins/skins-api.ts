import { ApiError, apiRequest } from '../../lib/api-client';
import { paths } from '../../../shared/paths';
import {
  BROWSE_CATEGORIES,
  FLAT_PAGE_SIZE,
  PRESTIGE,
  SKIN_FACETS_PATH,
  SKIN_GROUPS_PATH,
  SKIN_SEARCH_PATH,
  SKIN_SORTS,
  type BrowseCategory,
  type SkinSort,
} from '../../../shared/api/skins';

/** A failed catalogue load, worded as the spec has it ('HTTP error! status: 404'); the server's reason rides along. */
export class SkinLoadError extends Error {
  constructor(
    message: string,
    readonly detail: string | null,
    readonly status: number,
  ) {
    super(message);
    this.name = 'SkinLoadError';
  }
}

export async function skinsRequest<T>(path: string): Promise<T> {
  try {
    return await apiRequest<T>(path);
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400)
      throw new SkinLoadError(`HTTP error! status: ${error.status}`, error.message, error.status);
    throw error;
  }
}

/** What a browse URL asks for: /lol-skins[/{category}[/{value}]]?q=&sort=&view= */
export interface BrowseQuery {
  category: BrowseCategory | typeof PRESTIGE | null;
  value: string | null;
  q: string;
  sort: SkinSort;
}

export const isCategory = (c: string | undefined): c is BrowseCategory => (BROWSE_CATEGORIES as readonly string[]).includes(c ?? '');

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

const qs = (entries: Record<string, string | number | null | undefined>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(entries))
    if (value !== null && value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
};

const realCategory = (query: BrowseQuery) => (query.category === PRESTIGE ? null : query.category);

export const searchPath = (query: BrowseQuery, page: number, limit = FLAT_PAGE_SIZE) =>
  `${SKIN_SEARCH_PATH}${qs({ category: query.value === null ? null : realCategory(query), value: query.value, q: query.q, sort: query.sort === 'newest' ? null : query.sort, page: page === 1 ? null : page, limit: limit === FLAT_PAGE_SIZE ? null : limit })}`;

export const groupsPath = (query: BrowseQuery, page: number) =>
  `${SKIN_GROUPS_PATH}${qs({ category: realCategory(query), q: query.q, sort: query.sort === 'newest' ? null : query.sort, page: page === 1 ? null : page })}`;

export const facetsPath = (q: string, category?: BrowseCategory, limit?: number) => `${SKIN_FACETS_PATH}${qs({ q, category, limit })}`;

/** Grouped view: a category without a value (prestige has no values, so it is a flat grid). */
export const isGrouped = (query: BrowseQuery) => query.category !== null && query.category !== PRESTIGE && query.value === null;

export const browseUrl = (category?: string | null, value?: string | null) =>
  `${paths.skins}${category ? `/${encodeURIComponent(category)}` : ''}${category && value ? `/${encodeURIComponent(value)}` : ''}`;
