/** What the banners' routes and schemas both read; a leaf, so neither imports the other for it. */

export const BANNER_POSITIONS = [1, 2] as const;
export type BannerPosition = (typeof BANNER_POSITIONS)[number];

export const BANNER_URL_MAX = 2048;

/**
 * An http(s) URL or a site path ("/banners/x.svg"), nothing else: javascript:, data:, protocol-relative
 * "//host", backslash tricks, whitespace and control characters (which browsers "repair" into another
 * scheme) are refused, because these strings end up in href and src attributes on public pages.
 */
export const BANNER_URL_PATTERN =
  '^(?:/(?!/)|[Hh][Tt][Tt][Pp][Ss]?://[^/?#@\\s\\\\\\u0000-\\u001F\\u007F])[^\\s\\\\\\u0000-\\u001F\\u007F]*$';

/** What the save schema answers for a bad URL, and what the editor shows under the field. */
export const BANNER_URL_MESSAGES = {
  imageUrl: 'The image URL must be an http(s) URL or a site path starting with "/".',
  link: 'The link must be an http(s) URL or a site path starting with "/".',
} as const;
