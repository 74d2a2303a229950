/** Contract of the time-wasted lookup and leaderboard. */
import { route } from './endpoint';
import type * as schemas from './wasted-time.schemas';

export * from './wasted-time.constants';

export const LEADERBOARD_PAGE_SIZE = 10;

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
