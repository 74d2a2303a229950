/** What the skins routes and schemas both read; a leaf, so neither imports the other for it. */

/** The ten filter categories of the browse page, in sidebar order. */
export const BROWSE_CATEGORIES = [
  'champion',
  'rarity',
  'skinlines',
  'price',
  'releaseDate',
  'availability',
  'lootable',
  'voiceActors',
  'splashArtists',
  'features',
] as const;
export type BrowseCategory = (typeof BROWSE_CATEGORIES)[number];
export const SKIN_SORTS = ['newest', 'oldest', 'champion', 'price-asc', 'price-desc'] as const;
export type SkinSort = (typeof SKIN_SORTS)[number];
export const MAX_LIMIT = 60;
export const SEARCH_MAX = 100;
export const VALUE_MAX = 200;
