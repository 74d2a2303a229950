/**
 * The server's error codes, in one catalogue. A failure reply may carry one in `code`; clients
 * and tests branch on the code, never on the message (which is for people and may change).
 */
export const ERROR_CODES = {
  /** The request did not fit its route's schema (params, query or body). */
  BAD_REQUEST: 'BAD_REQUEST',
  /** Too many failed logins from this address or for this username. */
  THROTTLED: 'THROTTLED',
  /** Unknown username or wrong key (never says which). */
  INVALID_LOGIN: 'INVALID_LOGIN',
  /** An operator route was called without a live session. */
  LOGIN_REQUIRED: 'LOGIN_REQUIRED',
  /** A state-changing operator request came from another origin. */
  FOREIGN_ORIGIN: 'FOREIGN_ORIGIN',
  /** A banner URL is not http(s) or a site path. */
  BAD_URL: 'BAD_URL',
  /** A price config does not fit its game's config schema; the message names the field. */
  INVALID_CONFIG: 'INVALID_CONFIG',
  /** A new player lookup was asked for while the server has no Riot API key. */
  LOOKUPS_UNAVAILABLE: 'LOOKUPS_UNAVAILABLE',
  /** Too many player lookups from this address. */
  TOO_MANY_LOOKUPS: 'TOO_MANY_LOOKUPS',
  /** No such item (a blog post by its slug). */
  NOT_FOUND: 'NOT_FOUND',
  /** Contentful did not answer and the blog cache holds nothing to fall back on. */
  BLOG_UNAVAILABLE: 'BLOG_UNAVAILABLE',
  /** The tweet does not exist or was removed. */
  TWEET_NOT_FOUND: 'TWEET_NOT_FOUND',
  /** The tweet endpoint failed (5xx, timeout, unreadable body). */
  TWEET_FETCH_FAILED: 'TWEET_FETCH_FAILED',
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;
