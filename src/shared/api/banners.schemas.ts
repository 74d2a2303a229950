/** The banners endpoints: how to call them and what they take and answer (src/shared/api/banners.ts holds the browser's routes to them). */
import { Type, type Static } from 'typebox';
import { BANNER_POSITIONS, BANNER_URL_MAX, BANNER_URL_MESSAGES, BANNER_URL_PATTERN } from './banners.constants';
import { endpoint, type EndpointSchemas } from './endpoint';
import { Closed, Literals, Message } from './envelope.schemas';
import { RevisionHeaders, currentEndpoint, revisionEndpoints } from './revisions.schemas';

const BannerId = Type.Integer({ minimum: 1 });

/** The one place a banner URL is checked (isSafeBannerUrl reads the same pattern); the editor shows the same sentence. */
const bannerUrl = (field: keyof typeof BANNER_URL_MESSAGES) =>
  Type.String({ maxLength: BANNER_URL_MAX, pattern: BANNER_URL_PATTERN, errorMessage: BANNER_URL_MESSAGES[field] });

const bannerFields = {
  id: BannerId,
  /** 1 = left slot, 2 = right slot. */
  position: Literals(BANNER_POSITIONS),
  hidden: Type.Boolean(),
  imageUrl: bannerUrl('imageUrl'),
  link: bannerUrl('link'),
};

/** A banner as read: its fields and its revision (what a save sends back in If-Match; decision 0032). */
export const Banner = Type.Object({ ...bannerFields, revision: Type.Integer({ minimum: 1 }) });
export type Banner = Static<typeof Banner>;

/** A `revision` sent back from a read is ignored: If-Match says which revision an edit is based on. */
const ignoredRevision = { revision: Type.Optional(Type.Integer()) };

export const SaveBannerBody = Closed({ ...bannerFields, ...ignoredRevision });

export const SaveWasteBannerBody = Closed({ ...bannerFields, id: Type.Optional(BannerId), ...ignoredRevision });
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

/** Both saves: against a revision, "… saved", refused for an unknown id, a bad URL (400) or a stale revision. */
const bannerSave = {
  headers: RevisionHeaders,
  reply: Message,
  errors: ['NOT_FOUND', 'STALE_REVISION'],
} satisfies Partial<EndpointSchemas>;
export const saveSideBanner = endpoint({
  scope: 'operator',
  method: 'POST',
  path: '/banners',
  summary: 'Save a side banner',
  body: SaveBannerBody,
  ...bannerSave,
});
export const saveWasteBanner = endpoint({
  scope: 'operator',
  method: 'POST',
  path: '/waste-banner',
  summary: 'Save the waste banner',
  body: SaveWasteBannerBody,
  ...bannerSave,
});

/**
 * The side banners saved as one unit (the dashboard's Save): all or nothing, in one transaction. Each
 * banner carries the revision it was read at (one If-Match cannot name two), and a stale one refuses
 * them all with 412, naming the other save.
 */
export const SaveSideBannersBody = Closed({
  banners: Type.Array(
    Closed({
      ...bannerFields,
      revision: Type.Integer({ minimum: 1, description: 'The revision this banner was read at: the base of its edit.' }),
    }),
    { minItems: 1, maxItems: BANNER_POSITIONS.length },
  ),
});
export type SaveSideBannersBody = Static<typeof SaveSideBannersBody>;
export const saveSideBanners = endpoint({
  scope: 'operator',
  method: 'POST',
  path: '/banners/side',
  summary: 'Save the side banners together, all or nothing',
  body: SaveSideBannersBody,
  reply: Message,
  errors: ['NOT_FOUND', 'STALE_REVISION'],
});

export const BannerIdParams = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: 999_999_999_999, errorMessage: 'A banner id is a whole number from 1.' }),
});

/** One side banner and the waste banner as stored, with ETag "<revision>" for the next save's If-Match. */
export const storedSideBanner = currentEndpoint('A side banner', '/banners/:id', BannerIdParams, Banner);
export const storedWasteBanner = currentEndpoint('The waste banner', '/waste-banner', Type.Object({}), Banner);
/** A side banner's history and restore; its writes go to POST /banners with the id in the body. */
export const sideBannerRevisions = revisionEndpoints('a side banner', '/banners/:id', BannerIdParams);
export const wasteBannerRevisions = revisionEndpoints('the waste banner', '/waste-banner', Type.Object({}));
