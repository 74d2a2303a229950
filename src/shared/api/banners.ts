/**
 * Banners: the two side slots (position 1 = left, 2 = right) and the waste banner shown on the
 * time-wasted page. Public replies and operator saves share these shapes.
 */
import { Type, type Static } from 'typebox';
import { Message } from './envelope';
import { endpoint } from './endpoint';

export const BANNER_POSITIONS = [1, 2] as const;
export type BannerPosition = (typeof BANNER_POSITIONS)[number];
export const BANNER_URL_MAX = 2048;

const BannerId = Type.Integer({ minimum: 1 });
const bannerFields = {
  id: BannerId,
  /** 1 = left slot, 2 = right slot. */
  position: Type.Union([Type.Literal(BANNER_POSITIONS[0]), Type.Literal(BANNER_POSITIONS[1])]),
  /** A banner is shown only when this is false. */
  hidden: Type.Boolean(),
  imageUrl: Type.String({ minLength: 1, maxLength: BANNER_URL_MAX, title: 'The image URL' }),
  link: Type.String({ minLength: 1, maxLength: BANNER_URL_MAX, title: 'The link' }),
};

export const Banner = Type.Object(bannerFields);
export type Banner = Static<typeof Banner>;
/** Same fields as a side banner; there is exactly one. */
export type WasteBanner = Banner;

export const SaveBannerBody = Type.Object(bannerFields, { additionalProperties: false });
export const SaveWasteBannerBody = Type.Object({ ...bannerFields, id: Type.Optional(BannerId) }, { additionalProperties: false });
export type SaveWasteBannerBody = Static<typeof SaveWasteBannerBody>;

export const sideBanners = endpoint({
  scope: 'public',
  method: 'GET',
  path: '/banners',
  summary: 'The two side banners',
  reply: Type.Array(Banner),
});

export const wasteBanner = endpoint({
  scope: 'public',
  method: 'GET',
  path: '/wasted-banner',
  summary: 'The banner of the time-wasted page',
  reply: Banner,
  errors: ['NOT_FOUND'],
});

/** "Banner saved"; 404 for an unknown id; 400 BAD_URL for a URL that is not http(s) or a site path. */
export const saveSideBanner = endpoint({
  scope: 'operator',
  method: 'POST',
  path: '/banners',
  summary: 'Save a side banner',
  body: SaveBannerBody,
  reply: Message,
  errors: ['NOT_FOUND', 'BAD_URL'],
});

/** "Waste banner saved" (the id may be left out: there is one). */
export const saveWasteBanner = endpoint({
  scope: 'operator',
  method: 'POST',
  path: '/waste-banner',
  summary: 'Save the waste banner',
  body: SaveWasteBannerBody,
  reply: Message,
  errors: ['NOT_FOUND', 'BAD_URL'],
});

export const BANNER_MESSAGES = { saved: 'Banner saved', wasteSaved: 'Waste banner saved' } as const;

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
