/** Contract of the time-wasted lookup and leaderboard. */
import { plural } from '../counts';
import { route } from './endpoint';
import type * as schemas from './wasted-time.schemas';

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
  tooMany: (minutes: number) => `Too many lookups from your address. Try again in ${plural(minutes, 'minute')}.`,
  notFound: 'No player with that Riot ID was found.',
  riotBusy: "Riot's servers did not answer in time. Please try again in a minute.",
  noSuchLookup: 'There is no such lookup.',
  noSuchPlayer: 'There is no such player on the leaderboard.',
  accountIds: 'The accounts must be one to five player ids joined by "-".',
  repeatedAccount: 'Each account may be listed once.',
} as const;

/** Riot IDs one visitor may add up, the first included ('Add another account'). */
export const ACCOUNT_GROUP_MAX = 5;

/**
 * The account at once: known and fresh from storage (no Riot request), known and stale from
 * storage while a lookup refreshes it, unknown after the account step (Riot ID → puuid → summoner
 * → rank, within the shared Riot budget) while the match crawl continues in the background.
 */
export const fetchAccount = route<typeof schemas.fetchAccount>()({ scope: 'public', method: 'POST', path: '/fetch' });

/** A lookup's progress and the account as stored so far (never cached). */
export const lookupStatus = route<typeof schemas.lookupStatus>()({ scope: 'public', method: 'GET', path: '/lookups/:id' });

/** Ten players a page by Overall time; without a region, Global. */
export const leaderboard = route<typeof schemas.leaderboard>()({ scope: 'public', method: 'GET', path: '/leaderboard/:page/:region?' });

/** A stored player (a leaderboard row), without calling Riot. */
export const storedAccount = route<typeof schemas.storedAccount>()({ scope: 'public', method: 'GET', path: '/wasted-accounts/:id' });

/** The `ids` segment and the ids it lists, both ways: [12, 345] ↔ '12-345' (its schema has checked the text). */
export const joinAccountIds = (ids: readonly number[]): string => ids.join('-');
export const splitAccountIds = (text: string): number[] => text.split('-').map(Number);

/** Several stored players of one person, in the order given (the ids of a shared link), without calling Riot. */
export const accountGroup = route<typeof schemas.accountGroup>()({ scope: 'public', method: 'GET', path: '/wasted-account-groups/:ids' });

export type {
  FetchBody,
  AccountDetails,
  LookupState,
  FetchReply,
  LeaderboardEntry,
  LeaderboardReply,
  AccountGroupReply,
} from './wasted-time.schemas';
