/** The skins endpoints: how to call them and what they take and answer (src/shared/api/skins.ts holds the browser's routes to them). */
import { Type, type Static } from 'typebox';
import { endpoint } from './endpoint';
import { Closed, Literals, Nullable, pageFields } from './envelope.schemas';
import { BROWSE_CATEGORIES, MAX_LIMIT, SEARCH_MAX, SKIN_SORTS, VALUE_MAX } from './skins.constants';

const Text = Type.String();

export const CostSourceSchema = Literals(['wiki', 'derived', 'unknown']);

const CostCurrency = Nullable(
  Type.String({ description: "The cost's currency: 'RP' (Riot Points), 'Blue Essence', 'Mythic Essence', …; null when there is no cost" }),
);

export const ChampionRefSchema = Type.Object({ id: Type.Integer(), name: Text, icon_path: Nullable(Text) });

export const ChromaSchema = Type.Object({
  id: Type.Integer(),
  name: Text,
  chromaPath: Nullable(Text),
  colors: Type.Array(Text),
  descriptions: Type.Array(Type.Object({ description: Text })),
});

/** One skin as `GET /skins` and `GET /skins/{riot_id}` return it (the spec's Skin entity). Image fields are URLs. */
export const SkinSchema = Type.Object({
  riot_id: Type.Integer(),
  id: Type.Integer(),
  name: Text,
  description: Nullable(Text),
  tile_path: Nullable(Text),
  splash_path: Nullable(Text),
  loading_image: Nullable(Text),
  loading_image_vintage: Nullable(Text),
  release_date: Nullable(Text),
  cost: Nullable(Type.Integer()),
  cost_currency: CostCurrency,
  cost_source: CostSourceSchema,
  rarity: Text,
  availability: Nullable(Text),
  distribution: Nullable(Text),
  loot_eligible: Nullable(Type.Boolean()),
  skinlines: Type.Array(Text),
  voice_actors: Type.Array(Text),
  splash_artists: Type.Array(Text),
  videos: Type.Array(Text),
  new_animations: Type.Boolean(),
  new_effects: Type.Boolean(),
  new_recall: Type.Boolean(),
  new_voice: Type.Boolean(),
  new_quotes: Type.Boolean(),
  /** False when no source says which features the skin has (the flags are then all false). */
  features_known: Type.Boolean(),
  legacy: Type.Boolean(),
  upcoming: Type.Boolean(),
  league_champion: ChampionRefSchema,
  chromas: Type.Array(ChromaSchema),
});

export type Skin = Static<typeof SkinSchema>;

/** What a card needs: the search and group replies carry only this. */
export const SkinCardSchema = Type.Object({
  riot_id: Type.Integer(),
  name: Text,
  tile_path: Nullable(Text),
  splash_path: Nullable(Text),
  loading_image: Nullable(Text),
  release_date: Nullable(Text),
  cost: Nullable(Type.Integer()),
  cost_currency: CostCurrency,
  cost_source: CostSourceSchema,
  rarity: Text,
  league_champion: ChampionRefSchema,
});

export type SkinCard = Static<typeof SkinCardSchema>;

const PageParam = Type.Integer({
  minimum: 1,
  maximum: 99_999,
  errorMessage: 'The page must be a whole number from 1.',
  description: 'page number from 1',
});

const LimitParam = Type.Integer({
  minimum: 1,
  maximum: MAX_LIMIT,
  errorMessage: `The limit must be a whole number from 1 to ${MAX_LIMIT}.`,
  description: `page size, 1 to ${MAX_LIMIT}`,
});

const SearchParam = Type.String({ maxLength: SEARCH_MAX, title: 'The search' });

const CategoryParam = Type.Enum([...BROWSE_CATEGORIES]);

const SortParam = Type.Enum([...SKIN_SORTS]);

export const SearchQuerySchema = Closed({
  category: Type.Optional(CategoryParam),
  value: Type.Optional(Type.String({ minLength: 1, maxLength: VALUE_MAX, title: 'The value' })),
  q: Type.Optional(SearchParam),
  /** true: only prestige skins (the sidebar's prestige block, which keeps the search text too). */
  prestige: Type.Optional(Type.Boolean({ errorMessage: "Prestige must be 'true' or 'false'." })),
  /** Ticked options, one `category:value` a line (src/shared/skin-filters.ts), on top of category and value. */
  filters: Type.Optional(Type.String({ maxLength: 4_000, title: 'The ticked options' })),
  sort: Type.Optional(SortParam),
  page: Type.Optional(PageParam),
  limit: Type.Optional(LimitParam),
});

export type SearchQuery = Static<typeof SearchQuerySchema>;

export const SearchReplySchema = Type.Object({
  ...pageFields(SkinCardSchema),
  /** How many of the matches have a price derived from rarity. */
  derived: Type.Integer(),
  /** The category value filtered on, in the catalogue's spelling (asked 'annie', filtered on 'Annie'); null without one. */
  value: Nullable(Text),
});

export type SearchReply = Static<typeof SearchReplySchema>;

export const GroupsQuerySchema = Closed({
  category: CategoryParam,
  q: Type.Optional(SearchParam),
  sort: Type.Optional(SortParam),
  page: Type.Optional(PageParam),
});

export type GroupsQuery = Static<typeof GroupsQuerySchema>;

export const SkinGroupSchema = Type.Object({ value: Text, count: Type.Integer(), items: Type.Array(SkinCardSchema) });

export const GroupsReplySchema = Type.Object({
  category: CategoryParam,
  groups: Type.Array(SkinGroupSchema),
  /** Groups in all pages, and skins in all groups (a skin may sit in several). */
  totalGroups: Type.Integer(),
  page: Type.Integer(),
});

export type GroupsReply = Static<typeof GroupsReplySchema>;

export const FacetsQuerySchema = Closed({
  q: Type.Optional(SearchParam),
  category: Type.Optional(CategoryParam),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 9_999, errorMessage: 'The limit must be a whole number from 1.' })),
});

export type FacetsQuery = Static<typeof FacetsQuerySchema>;

/** A sidebar entry: a value, how many skins have it, and how many of those have a derived price. */
export const FacetEntrySchema = Type.Object({ name: Text, count: Type.Integer(), derived: Type.Integer() });
export const FacetSchema = Type.Object({ category: CategoryParam, values: Type.Integer(), entries: Type.Array(FacetEntrySchema) });

export type Facet = Static<typeof FacetSchema>;

export const FacetsReplySchema = Type.Object({
  total: Type.Integer(),
  upcoming: Type.Integer(),
  prestige: Type.Integer(),
  facets: Type.Array(FacetSchema),
});

export type FacetsReply = Static<typeof FacetsReplySchema>;

export const RiotIdParams = Type.Object({
  riotId: Type.Integer({ minimum: 0, maximum: 999_999_999, errorMessage: 'A skin id is a whole number of up to 9 digits.' }),
});

/** Every skin (the spec's list; the pages use the paged views). */
export const allSkins = endpoint({
  scope: 'public',
  method: 'GET',
  path: '/skins',
  summary: 'Every skin of the catalogue',
  reply: Type.Array(SkinSchema),
});

export const skinSearch = endpoint({
  scope: 'public',
  method: 'GET',
  path: '/skins/search',
  summary: 'Search and filter skins, one page of cards',
  query: SearchQuerySchema,
  reply: SearchReplySchema,
  errors: ['NOT_FOUND'],
});

export const skinGroups = endpoint({
  scope: 'public',
  method: 'GET',
  path: '/skins/groups',
  summary: 'Skins grouped by a category, a page of groups',
  query: GroupsQuerySchema,
  reply: GroupsReplySchema,
});

export const skinFacets = endpoint({
  scope: 'public',
  method: 'GET',
  path: '/skins/facets',
  summary: 'The sidebar: values of each category with their counts',
  query: FacetsQuerySchema,
  reply: FacetsReplySchema,
});

export const skinDetail = endpoint({
  scope: 'public',
  method: 'GET',
  path: '/skins/:riotId',
  summary: 'One skin',
  params: RiotIdParams,
  reply: SkinSchema,
  errors: ['NOT_FOUND'],
});
