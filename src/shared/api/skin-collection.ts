import { Type, type Static } from 'typebox';
import { endpoint } from './endpoint';
import { SKIN_SORTS, SEARCH_MAX, SkinCardSchema } from './skins';

/**
 * "My Skin Collection": the visitor's owned skins live in their browser; these endpoints read the
 * catalogue for a list of ids and change nothing (they are POSTs only because a collection of
 * thousands of ids does not fit in a URL). Decision 0028.
 */

export const COLLECTION_MAX_IDS = 5000;
/** Cards per page, as the catalogue's flat grid: the summary fills the first screen, the cards follow as the visitor scrolls. */
export const COLLECTION_PAGE_SIZE = 12;
export const COLLECTION_MAX_LIMIT = 60;
/** Lines sent to the matcher per request; the import dialog sends a long paste in several. */
export const MATCH_MAX_ENTRIES = 1000;
export const MATCH_ENTRY_MAX = 200;

/** The groups of "what can still be bought", in page order, with the words the page shows. */
export const AVAILABILITY_GROUPS = ['buyable', 'legacy', 'limited', 'unknown'] as const;
export type AvailabilityGroup = (typeof AVAILABILITY_GROUPS)[number];
export const AVAILABILITY_GROUP_LABELS: Record<AvailabilityGroup, string> = {
  buyable: 'Still buyable',
  legacy: 'Legacy',
  limited: 'Limited',
  unknown: 'Availability unknown',
};

/** What the collection keeps beside a chroma's id where a skin's rarity goes (the calculator's Chroma tier). */
export const CHROMA_RARITY = 'Chroma';

const Ids = Type.Array(Type.Integer({ minimum: 1, maximum: 999_999_999, title: 'A skin id' }), {
  maxItems: COLLECTION_MAX_IDS,
  title: 'The ids',
  errorMessage: { maxItems: 'A collection holds at most 5,000 ids.' },
});

export const CollectionBody = Type.Object(
  {
    ids: Ids,
    sort: Type.Optional(Type.Enum([...SKIN_SORTS], { title: 'The sort' })),
    q: Type.Optional(Type.String({ maxLength: SEARCH_MAX, title: 'The search' })),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 99_999, title: 'The page' })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: COLLECTION_MAX_LIMIT, title: 'The limit' })),
  },
  { additionalProperties: false, errorMessage: { required: { ids: 'Send the skin ids of the collection (ids).' } } },
);
export type CollectionBody = Static<typeof CollectionBody>;

const Count = Type.Integer({ minimum: 0 });

export const CollectionSummarySchema = Type.Object({
  skins: Count,
  chromas: Count,
  /** Sum of the RP prices; `derived` of it comes from prices derived from rarity (decision 0014). */
  rp: Type.Object({ total: Count, skins: Count, derived: Count, derivedSkins: Count }),
  /** Prices in another currency, summed per currency and never converted into RP. */
  otherCurrencies: Type.Array(Type.Object({ currency: Type.String(), skins: Count, amount: Count })),
  /** Skins without any known price. */
  unpriced: Count,
  availability: Type.Array(Type.Object({ group: Type.Enum([...AVAILABILITY_GROUPS]), skins: Count, rp: Count })),
  /** '' is a skin without a rarity tier. */
  rarities: Type.Array(Type.Object({ rarity: Type.String(), skins: Count, rp: Count })),
  champions: Type.Array(Type.Object({ champion: Type.String(), skins: Count })),
});
export type CollectionSummary = Static<typeof CollectionSummarySchema>;

export const CollectionReplySchema = Type.Object({
  summary: CollectionSummarySchema,
  /** One page of the owned skins (chromas are counted, not listed), matching `q`, in `sort` order. */
  items: Type.Array(SkinCardSchema),
  total: Count,
  page: Type.Integer(),
  limit: Type.Integer(),
  /** Ids of the request the catalogue does not know (removed skins, a stale or edited list). */
  unknown: Type.Array(Type.Integer()),
});
export type CollectionReply = Static<typeof CollectionReplySchema>;

/** One exported line: a skin, or a chroma (rarity 'Chroma', with its skin's champion). */
export const ExportRowSchema = Type.Object({
  name: Type.String(),
  champion: Type.String(),
  rarity: Type.String(),
  price: Type.Union([Type.Integer(), Type.Null()]),
  currency: Type.Union([Type.String(), Type.Null()]),
  availability: Type.Union([Type.String(), Type.Null()]),
  release_date: Type.Union([Type.String(), Type.Null()]),
  skinlines: Type.Array(Type.String()),
  id: Type.Integer(),
});
export type ExportRow = Static<typeof ExportRowSchema>;

export const ExportBody = Type.Object({ ids: Ids }, { additionalProperties: false });
export const ExportReplySchema = Type.Object({ rows: Type.Array(ExportRowSchema), unknown: Type.Array(Type.Integer()) });
export type ExportReply = Static<typeof ExportReplySchema>;

export const MatchBody = Type.Object(
  {
    entries: Type.Array(Type.String({ maxLength: MATCH_ENTRY_MAX, title: 'A line' }), {
      maxItems: MATCH_MAX_ENTRIES,
      title: 'The lines',
      errorMessage: { maxItems: 'Send at most 1,000 lines at a time.' },
    }),
  },
  { additionalProperties: false, errorMessage: { required: { entries: 'Send the lines to match (entries).' } } },
);
export type MatchBody = Static<typeof MatchBody>;

export const MatchReplySchema = Type.Object({
  /** What each matched entry became: the skin or chroma id and the rarity the collection keeps ('Chroma' for a chroma). */
  matched: Type.Array(Type.Object({ entry: Type.String(), id: Type.Integer(), name: Type.String(), rarity: Type.String() })),
  /** Entries that name nothing, as sent. */
  unmatched: Type.Array(Type.String()),
  /** Entries that name several skins equally well, with their names. */
  ambiguous: Type.Array(Type.Object({ entry: Type.String(), candidates: Type.Array(Type.String()) })),
});
export type MatchReply = Static<typeof MatchReplySchema>;

/** A summary and one page of cards for the ids of a collection. */
export const skinCollection = endpoint({
  scope: 'public',
  method: 'POST',
  path: '/skins/collection',
  summary: 'Summary and one page of cards of a collection of skin ids (reads only)',
  body: CollectionBody,
  reply: CollectionReplySchema,
});

/** Every owned skin and chroma as a row of the CSV and JSON exports. */
export const skinCollectionExport = endpoint({
  scope: 'public',
  method: 'POST',
  path: '/skins/collection/export',
  summary: 'The rows of a collection export (reads only)',
  body: ExportBody,
  reply: ExportReplySchema,
});

/** Skin and chroma names or ids as pasted → what they name (accents and case ignored). */
export const skinCollectionMatch = endpoint({
  scope: 'public',
  method: 'POST',
  path: '/skins/collection/match',
  summary: 'Match pasted skin names or ids to the catalogue (reads only)',
  body: MatchBody,
  reply: MatchReplySchema,
});
