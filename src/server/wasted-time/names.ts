/** The lookup's job name (stored in jobs rows). */
export const LOOKUP_JOB = 'wasted-time.lookup';

/** The background refresh of stored players (one recurring row). */
export const REFRESH_JOB = 'wasted-time.refresh';

/** The read-cache topic of the leaderboard and stored players; the lookup job bumps it when it writes accounts. */
export const WASTED_TIME_TOPIC = 'wasted-time';

/** The longest a looked-up player waits for its next background refresh (WASTED_TIME_REFRESH_INTERVAL's default). */
export const DEFAULT_REFRESH_INTERVAL_MS = 24 * 60 * 60 * 1000;
