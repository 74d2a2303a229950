/**
 * Banners: the two side slots (position 1 = left, 2 = right) and the waste banner shown on the
 * time-wasted page. Public replies and operator saves share these shapes.
 */
import { Type, type Static } from 'typebox';
import { Message } from './envelope';
import { endpoint } from './endpoint';
import { RevisionHeaders, revisionEndpoints } from './revisions';

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

/** A banner as read: its fields and its revision (what a save sends back in If-Match; decision 0032). */
export const Banner = Type.Object({ ...bannerFields, revision: Type.Integer({ minimum: 1 }) });
export type Banner = Static<typeof Banner>;
/** Same fields as a side banner; there is exactly one. */
export type WasteBanner = Banner;
/** What a banner revision stores: the fields without the revision. */
export type BannerValue = Omit<Banner, 'revision'>;

/** A `revision` sent back from a read is ignored: If-Match says which revision an edit is based on. */
const ignoredRevision = { revision: Type.Optional(Type.Integer()) };
export const SaveBannerBody = Type.Object({ ...bannerFields, ...ignoredRevision }, { additionalProperties: false });
export const SaveWasteBannerBody = Type.Object(
  { ...bannerFields, id: Type.Optional(BannerId), ...ignoredRevision },
  { additionalProperties: false },
);
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
  headers: RevisionHeaders,
  body: SaveBannerBody,
  reply: Message,
  errors: ['NOT_FOUND', 'BAD_URL', 'STALE_REVISION'],
});

/** "Waste banner saved" (the id may be left out: there is one). */
export const saveWasteBanner = endpoint({
  scope: 'operator',
  method: 'POST',
  path: '/waste-banner',
  summary: 'Save the waste banner',
  headers: RevisionHeaders,
  body: SaveWasteBannerBody,
  reply: Message,
  errors: ['NOT_FOUND', 'BAD_URL', 'STALE_REVISION'],
});

export const BannerIdParams = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: 999_999_999_999, errorMessage: 'A banner id is a whole number from 1.' }),
});

/** A side banner's history and restore; its writes go to POST /banners with the id in the body. */
export const sideBannerRevisions = revisionEndpoints('/banners/:id', 'a side banner', BannerIdParams);
export const wasteBannerRevisions = revisionEndpoints('/waste-banner', 'the waste banner', Type.Object({}));

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
