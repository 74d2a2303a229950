/** What the banners' routes and schemas both read; a leaf, so neither imports the other for it. */

export const BANNER_POSITIONS = [1, 2] as const;
export type BannerPosition = (typeof BANNER_POSITIONS)[number];

export const BANNER_URL_MAX = 2048;
