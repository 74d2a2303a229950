/**
 * Banners: the two side slots (position 1 = left, 2 = right) and the waste banner shown on
 * the time-wasted page. Public replies and operator saves share these shapes.
 */
export const BANNERS_PATH = '/banners';
export const WASTE_BANNER_PATH = '/wasted-banner';

export const BANNER_POSITIONS = [1, 2] as const;
export type BannerPosition = (typeof BANNER_POSITIONS)[number];
export const BANNER_URL_MAX = 2048;

export interface Banner {
  id: number;
  /** 1 = left slot, 2 = right slot. */
  position: BannerPosition;
  /** A banner is shown only when this is false. */
  hidden: boolean;
  imageUrl: string;
  link: string;
}

/** Same fields as a side banner; there is exactly one. */
export type WasteBanner = Banner;

/**
 * True for an http(s) URL or a site-relative path ("/banners/x.svg"). Everything else —
 * javascript:, data:, protocol-relative "//host", backslash tricks, control characters — is
 * refused, because these strings end up in href and src attributes on public pages.
 */
export function isSafeBannerUrl(url: string): boolean {
  if (url.length === 0 || url.length > BANNER_URL_MAX) return false;
  // Control characters and whitespace let browsers "repair" a URL into another scheme.
  if (/[\s\\]/.test(url) || [...url].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127)) return false;
  if (url.startsWith('/')) return !url.startsWith('//');
  return /^https?:\/\/[^/?#@]+/i.test(url);
}
