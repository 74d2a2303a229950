/** The skin-collection endpoints: how to call them and what they take and answer (src/shared/api/skin-collection.ts holds the browser's routes to them). */
import { Type, type Static } from 'typebox';
import { endpoint } from './endpoint';
import { Closed, Nullable, pageFields } from './envelope.schemas';
import {
  AVAILABILITY_GROUPS,
  COLLECTION_MAX_IDS,
  COLLECTION_MAX_LIMIT,
  MATCH_ENTRY_MAX,
  MATCH_MAX_ENTRIES,
} from './skin-collection.constants';
import { SEARCH_MAX, SKIN_SORTS } from './skins.constants';
import { SkinCardSchema } from './skins.schemas';

const Ids = Type.Array(Type.Integer({ minimum: 1, maximum: 999_999_999, title: 'A skin id' }), {
  maxItems: COLLECTION_MAX_IDS,
  title: 'The ids',
  errorMessage: { maxItems: 'A collection holds at most 5,000 ids.' },
});

export const CollectionBody = Closed(
  {
    ids: Ids,
    sort: Type.Optional(Type.Enum([...SKIN_SORTS], { title: 'The sort' })),
    q: Type.Optional(Type.String({ maxLength: SEARCH_MAX, title: 'The search' })),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 99_999, title: 'The page' })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: COLLECTION_MAX_LIMIT, title: 'The limit' })),
  },
  { errorMessage: { required: { ids: 'Send the skin ids of the collection (ids).' } } },
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
  ...pageFields(SkinCardSchema),
  total: Count,
  /** Ids of the request the catalogue does not know (removed skins, a stale or edited list). */
  unknown: Type.Array(Type.Integer()),
});

export type CollectionReply = Static<typeof CollectionReplySchema>;

/** One exported line: a skin, or a chroma (rarity 'Chroma', with its skin's champion). */
export const ExportRowSchema = Type.Object({
  name: Type.String(),
  champion: Type.String(),
  rarity: Type.String(),
  price: Nullable(Type.Integer()),
  currency: Nullable(Type.String()),
  availability: Nullable(Type.String()),
  release_date: Nullable(Type.String()),
  skinlines: Type.Array(Type.String()),
  id: Type.Integer(),
});

export type ExportRow = Static<typeof ExportRowSchema>;

export const ExportBody = Closed({ ids: Ids });
export const ExportReplySchema = Type.Object({ rows: Type.Array(ExportRowSchema), unknown: Type.Array(Type.Integer()) });

export type ExportReply = Static<typeof ExportReplySchema>;

export const MatchBody = Closed(
  {
    entries: Type.Array(Type.String({ maxLength: MATCH_ENTRY_MAX, title: 'A line' }), {
      maxItems: MATCH_MAX_ENTRIES,
      title: 'The lines',
      errorMessage: { maxItems: 'Send at most 1,000 lines at a time.' },
    }),
  },
  { errorMessage: { required: { entries: 'Send the lines to match (entries).' } } },
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

export const skinCollection = endpoint({
  scope: 'public',
  method: 'POST',
  path: '/skins/collection',
  summary: 'Summary and one page of cards of a collection of skin ids (reads only)',
  body: CollectionBody,
  reply: CollectionReplySchema,
});

export const skinCollectionExport = endpoint({
  scope: 'public',
  method: 'POST',
  path: '/skins/collection/export',
  summary: 'The rows of a collection export (reads only)',
  body: ExportBody,
  reply: ExportReplySchema,
});

export const skinCollectionMatch = endpoint({
  scope: 'public',
  method: 'POST',
  path: '/skins/collection/match',
  summary: 'Match pasted skin names or ids to the catalogue (reads only)',
  body: MatchBody,
  reply: MatchReplySchema,
});
