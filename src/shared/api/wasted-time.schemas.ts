/** The wasted-time endpoints: how to call them and what they take and answer (src/shared/api/wasted-time.ts holds the browser's routes to them). */
import { Type, type Static } from 'typebox';
import { endpoint, type EndpointSchemas } from './endpoint';
import { Closed, IsoTime, Literals, Nullable } from './envelope.schemas';
import { REGION_CODES, type RegionCode } from './lol-regions';
import {
  ACCOUNT_GROUP_MAX,
  GAME_NAME_LENGTH,
  GAME_NAME_PATTERN,
  LOOKUP_MESSAGES,
  TAG_LINE_LENGTH,
  TAG_LINE_PATTERN,
} from './wasted-time.constants';

/** One of the 17 region values (an enum in JSON Schema terms). */
export const RegionSchema = Type.Unsafe<RegionCode>({
  type: 'string',
  enum: [...REGION_CODES],
  examples: ['euw1'],
  errorMessage: LOOKUP_MESSAGES.region,
});

export const FetchBody = Closed({
  gameName: Type.String({
    minLength: GAME_NAME_LENGTH.min,
    maxLength: GAME_NAME_LENGTH.max,
    pattern: GAME_NAME_PATTERN,
    errorMessage: LOOKUP_MESSAGES.gameName,
  }),
  tagLine: Type.String({
    minLength: TAG_LINE_LENGTH.min,
    maxLength: TAG_LINE_LENGTH.max,
    pattern: TAG_LINE_PATTERN,
    errorMessage: LOOKUP_MESSAGES.tagLine,
  }),
  region: RegionSchema,
});
export type FetchBody = Static<typeof FetchBody>;

export const PageParams = Type.Object({
  page: Type.Integer({ minimum: 1, maximum: 999_999, errorMessage: LOOKUP_MESSAGES.page, examples: [1] }),
  region: Type.Optional(RegionSchema),
});

export const IdParams = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: 9_999_999_999, errorMessage: 'The id must be a whole number from 1.', examples: [1] }),
});

const Rank = Type.Object({ tier: Type.String(), rank: Type.String(), lp: Type.Integer(), wins: Type.Integer(), losses: Type.Integer() });

/** Solo/Duo; null when unranked. */
export const SoloDuoRank = Nullable(Rank);

// The fields as a plain record, spread where a reply extends the account.
const accountFields = {
  id: Type.Integer(),
  gameName: Type.String(),
  tagLine: Type.String(),
  region: Type.String(),
  profileIconId: Type.Integer(),
  level: Type.Integer(),
  /** When the last lookup finished (ISO); null while the first one runs. */
  updatedAt: Nullable(IsoTime),
  /** When the background refresh next looks for new games (ISO); null when none is planned (never looked up). */
  nextRefreshAt: Nullable(IsoTime),
  /** Minutes of stored matches started from 2023-01-01 ('Since 2023'). */
  recentTimeSpent: Type.Integer(),
  /** Minutes of every stored match ('Overall'); grows past Riot's two-year window over lookups. */
  totalTimeSpent: Type.Integer(),
  rank: SoloDuoRank,
  /** Start of the oldest match counted (ISO), null before any. */
  countedSince: Nullable(IsoTime),
  matchesCounted: Type.Integer(),
  /** Listed by Riot but not retrievable (404): not counted, never as zero. */
  matchesMissing: Type.Integer(),
  perQueue: Type.Array(Type.Object({ queueId: Type.Integer(), name: Type.String(), minutes: Type.Integer() })),
  /** Counted matches Riot no longer lists (older than about two years, or past its newest ~1,000): kept here and counted. */
  matchesBeyondRiot: Type.Integer(),
  /**
   * 0–100, one decimal, rounded down: the share of the other players looked up here (with counted
   * matches) whose Overall total is smaller, in the account's region and among all; null with nobody
   * to compare with or nothing counted yet. Not a share of all League players.
   */
  percentile: Type.Object({ region: Nullable(Type.Number()), global: Nullable(Type.Number()) }),
  /** How many other players each percentile compares with. */
  playersCompared: Type.Object({ region: Type.Integer(), global: Type.Integer() }),
  /** How many of those compared players have a larger Overall total: 0 with ties only means tied at the top. */
  playersAhead: Type.Object({ region: Type.Integer(), global: Type.Integer() }),
};

export const AccountDetails = Type.Object(accountFields);
export type AccountDetails = Static<typeof AccountDetails>;

/** The lookup that keeps the account current: its id for GET /lookups/{id} (null when none was started), and its progress. */
export const LookupState = Type.Object({
  id: Nullable(Type.Integer()),
  state: Literals(['queued', 'fetching', 'done', 'failed', 'unavailable']),
  /** Matches fetched of those to fetch, while fetching. */
  done: Type.Integer(),
  total: Type.Integer(),
  reason: Nullable(Type.String()),
});
export type LookupState = Static<typeof LookupState>;

/** The spec's account at the top level, with the lookup that keeps it current beside its fields. */
export const FetchReply = Type.Object({ ...accountFields, lookup: LookupState });
export type FetchReply = Static<typeof FetchReply>;

export const LeaderboardEntry = Type.Object({
  id: Type.Integer(),
  gameName: Type.String(),
  tagLine: Type.String(),
  profileIconId: Type.Integer(),
  region: Type.String(),
  /** Minutes (Overall). */
  totalTimeSpent: Type.Integer(),
});
export type LeaderboardEntry = Static<typeof LeaderboardEntry>;

export const LeaderboardReply = Type.Object({ lb: Type.Array(LeaderboardEntry), total: Type.Integer() });
export type LeaderboardReply = Static<typeof LeaderboardReply>;

/** What a read from Riot by Riot ID takes, here and for the calculator's profile; refused when unknown, over budget or Riot fails. */
export const riotIdLookup = {
  body: FetchBody,
  errors: ['NOT_FOUND', 'TOO_MANY_LOOKUPS', 'LOOKUPS_UNAVAILABLE', 'RIOT_UNAVAILABLE'],
} satisfies Partial<EndpointSchemas>;
export const fetchAccount = endpoint({
  scope: 'public',
  method: 'POST',
  path: '/fetch',
  summary: 'Look a player up by Riot ID',
  ...riotIdLookup,
  reply: FetchReply,
});

export const lookupStatus = endpoint({
  scope: 'public',
  method: 'GET',
  path: '/lookups/:id',
  summary: "A lookup's progress",
  params: IdParams,
  reply: FetchReply,
  errors: ['NOT_FOUND'],
});

export const leaderboard = endpoint({
  scope: 'public',
  method: 'GET',
  path: '/leaderboard/:page/:region?',
  summary: 'The leaderboard, one page',
  params: PageParams,
  reply: LeaderboardReply,
});

export const storedAccount = endpoint({
  scope: 'public',
  method: 'GET',
  path: '/wasted-accounts/:id',
  summary: 'A stored player',
  params: IdParams,
  reply: AccountDetails,
  errors: ['NOT_FOUND'],
});

export const AccountGroupParams = Type.Object({
  ids: Type.String({
    pattern: `^[1-9][0-9]{0,9}(-[1-9][0-9]{0,9}){0,${ACCOUNT_GROUP_MAX - 1}}$`,
    examples: ['12-345'],
    errorMessage: LOOKUP_MESSAGES.accountIds,
  }),
});

export const AccountGroupReply = Type.Object({ accounts: Type.Array(AccountDetails) });
export type AccountGroupReply = Static<typeof AccountGroupReply>;

export const accountGroup = endpoint({
  scope: 'public',
  method: 'GET',
  path: '/wasted-account-groups/:ids',
  summary: 'Stored players added up',
  params: AccountGroupParams,
  reply: AccountGroupReply,
  errors: ['NOT_FOUND'],
});
