import { BROWSE_CATEGORIES, type BrowseCategory } from './api/skins';

/**
 * Options ticked in the catalogue's filters: values per category. A skin matches when it has one
 * of the ticked values of every category with a tick (rarity Epic or Legendary, and Legacy).
 */
export type SkinFilters = Partial<Record<BrowseCategory, string[]>>;

const isCategory = (c: string): c is BrowseCategory => (BROWSE_CATEGORIES as readonly string[]).includes(c);

/**
 * The API's `filters` parameter: one `category:value` a line, in the categories' order and values
 * sorted, so equal choices make one address (and one cached reply). Values never hold a line break.
 */
export function filtersParam(filters: SkinFilters): string | undefined {
  const lines = BROWSE_CATEGORIES.flatMap((c) => [...new Set(filters[c] ?? [])].sort().map((v) => `${c}:${v}`));
  return lines.length > 0 ? lines.join('\n') : undefined;
}

/** Reads `filtersParam`'s text back; a line naming no category is left out. */
export function parseFiltersParam(text: string | undefined): SkinFilters {
  const filters: SkinFilters = {};
  for (const line of (text ?? '').split('\n')) {
    const colon = line.indexOf(':');
    const [category, value] = [line.slice(0, colon), line.slice(colon + 1)];
    if (colon > 0 && value !== '' && isCategory(category)) filters[category] = [...(filters[category] ?? []), value];
  }
  return filters;
}

export const filterCount = (filters: SkinFilters): number => Object.values(filters).reduce((n, values) => n + values.length, 0);
