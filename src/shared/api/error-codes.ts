/**
 * The server's error codes, in one catalogue, each with the one HTTP status it is answered with.
 * Every failure reply carries one in `code`; clients and tests branch on the code, never on the
 * message (which is for people and may change). An endpoint lists the codes it may answer
 * (src/shared/api/endpoint.ts); the OpenAPI document and the route fuzz test read that list.
 */
export const ERROR_CODES = {
  /** The request did not fit its route's schema (params, query or body), or its body is not JSON. */
  BAD_REQUEST: 400,
  /** A price config does not fit its game's config schema; the message names the field. */
  INVALID_CONFIG: 400,
  /** Unknown username or wrong key (never says which). */
  INVALID_LOGIN: 401,
  /** An operator route was called without a live session. */
  LOGIN_REQUIRED: 401,
  /** A state-changing operator request did not come from this site's own pages. */
  FOREIGN_ORIGIN: 403,
  /** GET /metrics from another machine without the metrics token (METRICS_TOKEN). */
  METRICS_FORBIDDEN: 403,
  /** No such item (a route, a post, a skin, a player, a lookup). */
  NOT_FOUND: 404,
  TWEET_NOT_FOUND: 404,
  REQUEST_TIMEOUT: 408,
  BODY_TOO_LARGE: 413,
  /** The body is not JSON. */
  UNSUPPORTED_MEDIA_TYPE: 415,
  HEADERS_TOO_LARGE: 431,
  /** A save would move a game's example price more than tenfold; send it again with `?confirm=price-jump` (decision 0032). */
  PRICE_JUMP: 409,
  /** A save or restore was based on a revision (If-Match) that is no longer the stored one; nothing was stored. */
  STALE_REVISION: 412,
  /** Too many failed logins from this address or for this username. */
  THROTTLED: 429,
  /** Too many player lookups from this address. */
  TOO_MANY_LOOKUPS: 429,
  /** Something failed on our side; the log has the details. */
  INTERNAL_ERROR: 500,
  /** The tweet endpoint failed (5xx, timeout, unreadable body). */
  TWEET_FETCH_FAILED: 502,
  /** Riot's API did not answer the account step in time (5xx, timeouts, a long rate-limit wait). */
  RIOT_UNAVAILABLE: 503,
  /** A new player lookup was asked for while the server has no Riot API key. */
  LOOKUPS_UNAVAILABLE: 503,
  /** The database does not answer (readiness, and any request that needed it); a write's fate is unknown, retry it. Retry-After. */
  DATABASE_UNAVAILABLE: 503,
  /** The database has no room for a write (disk full, I/O error); nothing was saved. Retry-After. */
  STORAGE_FULL: 503,
  /** SQLite stayed locked by another writer past its busy timeout; nothing was saved. Retry-After. */
  DATABASE_BUSY: 503,
  /** Readiness: the database lacks migrations this build needs (another instance is migrating, or it failed). */
  MIGRATIONS_PENDING: 503,
  /** Readiness: the instance received SIGTERM and is serving out its grace period; send new traffic elsewhere. */
  SHUTTING_DOWN: 503,
  /** Contentful did not answer and the blog cache holds nothing to fall back on. */
  BLOG_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

export const statusOf = (code: ErrorCode): number => ERROR_CODES[code];
export const isErrorCode = (value: unknown): value is ErrorCode => typeof value === 'string' && Object.hasOwn(ERROR_CODES, value);

/**
 * The database's refusals by fault (decision 0035): answered 503 by any route, so every endpoint
 * declares them, and an instance does not warn of them per route (the database watch logs them once).
 */
export const DATABASE_REFUSAL_CODES = {
  unavailable: 'DATABASE_UNAVAILABLE',
  full: 'STORAGE_FULL',
  busy: 'DATABASE_BUSY',
} as const satisfies Record<string, ErrorCode>;
