import { Type, type Static } from 'typebox';
import { endpoint } from './endpoint';
import { WholeNumber } from './whole-number';
import { REGION_CODES, type RegionCode } from './lol-regions';

/** Contract of the time-wasted lookup and leaderboard. */
export const LEADERBOARD_PAGE_SIZE = 10;

/** Riot ID parts: letters of any script, digits, and (in names) spaces, dots and underscores. */
export const GAME_NAME_PATTERN = '^(?! )[\\p{L}\\p{M}\\p{N} _.]+(?<! )$';
export const TAG_LINE_PATTERN = '^[\\p{L}\\p{M}\\p{N}]+$';
export const GAME_NAME_LENGTH = { min: 3, max: 16 } as const;
export const TAG_LINE_LENGTH = { min: 3, max: 5 } as const;

export const LOOKUP_MESSAGES = {
  invalidRiotId: 'Invalid Riot Id',
  gameName: `The name before '#' must be ${GAME_NAME_LENGTH.min} to ${GAME_NAME_LENGTH.max} letters or digits.`,
  tagLine: `The tag after '#' must be ${TAG_LINE_LENGTH.min} to ${TAG_LINE_LENGTH.max} letters or digits.`,
  region: 'Pick a region from the list.',
  page: 'The page must be a whole number from 1.',
  unavailable: 'Player lookups are not available right now.',
  notFound: 'No player with that Riot ID was found.',
  riotBusy: "Riot's servers did not answer in time. Please try again in a minute.",
  noSuchLookup: 'There is no such lookup.',
  noSuchPlayer: 'There is no such player on the leaderboard.',
  accountIds: 'The accounts must be one to five player ids joined by "-".',
  repeatedAccount: 'Each account may be listed once.',
} as const;

/** Riot IDs one visitor may add up, the first included ('Add another account'). */
export const ACCOUNT_GROUP_MAX = 5;

/** One of the 17 region values (an enum in JSON Schema terms). */
export const RegionSchema = Type.Unsafe<RegionCode>({
  type: 'string',
  enum: [...REGION_CODES],
  examples: ['euw1'],
  errorMessage: LOOKUP_MESSAGES.region,
});

export const FetchBody = Type.Object(
  {
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
  },
  { additionalProperties: false },
);
export type FetchBody = Static<typeof FetchBody>;

export const PageParams = Type.Object({
  page: WholeNumber(1, 999_999, LOOKUP_MESSAGES.page, { examples: [1] }),
  region: Type.Optional(RegionSchema),
});
export const IdParams = Type.Object({
  id: WholeNumber(1, 9_999_999_999, 'The id must be a whole number from 1.', { examples: [1] }),
});

const Rank = Type.Object({ tier: Type.String(), rank: Type.String(), lp: Type.Integer(), wins: Type.Integer(), losses: Type.Integer() });
/** Solo/Duo; null when unranked. */
export const SoloDuoRank = Type.Union([Rank, Type.Null()]);

// The fields as a plain record, spread where a reply extends the account: reading `.properties` of a
// built schema would keep every schema in the browser's bundle (build/vite/endpoint-identity.ts).
const accountFields = {
  id: Type.Integer(),
  gameName: Type.String(),
  tagLine: Type.String(),
  region: Type.String(),
  profileIconId: Type.Integer(),
  level: Type.Integer(),
  /** When the last lookup finished (ISO); null while the first one runs. */
  updatedAt: Type.Union([Type.String(), Type.Null()]),
  /** Minutes of stored matches started from 2023-01-01 ('Since 2023'). */
  recentTimeSpent: Type.Integer(),
  /** Minutes of every stored match ('Overall'); grows past Riot's two-year window over lookups. */
  totalTimeSpent: Type.Integer(),
  rank: SoloDuoRank,
  /** Start of the oldest match counted (ISO), null before any. */
  countedSince: Type.Union([Type.String(), Type.Null()]),
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
  percentile: Type.Object({ region: Type.Union([Type.Number(), Type.Null()]), global: Type.Union([Type.Number(), Type.Null()]) }),
  /** How many other players each percentile compares with. */
  playersCompared: Type.Object({ region: Type.Integer(), global: Type.Integer() }),
};
export const AccountDetails = Type.Object(accountFields);
export type AccountDetails = Static<typeof AccountDetails>;

/** The lookup that keeps the account current: its id for GET /lookups/{id} (null when none was started), and its progress. */
export const LookupState = Type.Object({
  id: Type.Union([Type.Integer(), Type.Null()]),
  state: Type.Union([
    Type.Literal('queued'),
    Type.Literal('fetching'),
    Type.Literal('done'),
    Type.Literal('failed'),
    Type.Literal('unavailable'),
  ]),
  /** Matches fetched of those to fetch, while fetching. */
  done: Type.Integer(),
  total: Type.Integer(),
  reason: Type.Union([Type.String(), Type.Null()]),
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

/**
 * The account at once: known and fresh from storage (no Riot request), known and stale from
 * storage while a lookup refreshes it, unknown after the account step (Riot ID → puuid → summoner
 * → rank, within the shared Riot budget) while the match crawl continues in the background.
 */
export const fetchAccount = endpoint({
  scope: 'public',
  method: 'POST',
  path: '/fetch',
  summary: 'Look a player up by Riot ID',
  body: FetchBody,
  reply: FetchReply,
  errors: ['NOT_FOUND', 'TOO_MANY_LOOKUPS', 'LOOKUPS_UNAVAILABLE', 'RIOT_UNAVAILABLE'],
});

/** A lookup's progress and the account as stored so far (never cached). */
export const lookupStatus = endpoint({
  scope: 'public',
  method: 'GET',
  path: '/lookups/:id',
  summary: "A lookup's progress",
  params: IdParams,
  reply: FetchReply,
  errors: ['NOT_FOUND'],
});

/** Ten players a page by Overall time; without a region, Global. */
export const leaderboard = endpoint({
  scope: 'public',
  method: 'GET',
  path: '/leaderboard/:page/:region?',
  summary: 'The leaderboard, one page',
  params: PageParams,
  reply: LeaderboardReply,
});

/** A stored player (a leaderboard row), without calling Riot. */
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
/** The `ids` segment and the ids it lists, both ways: [12, 345] ↔ '12-345' (its schema has checked the text). */
export const joinAccountIds = (ids: readonly number[]): string => ids.join('-');
export const splitAccountIds = (text: string): number[] => text.split('-').map(Number);

export const AccountGroupReply = Type.Object({ accounts: Type.Array(AccountDetails) });
export type AccountGroupReply = Static<typeof AccountGroupReply>;

/** Several stored players of one person, in the order given (the ids of a shared link), without calling Riot. */
export const accountGroup = endpoint({
  scope: 'public',
  method: 'GET',
  path: '/wasted-account-groups/:ids',
  summary: 'Stored players added up',
  params: AccountGroupParams,
  reply: AccountGroupReply,
  errors: ['NOT_FOUND'],
});
