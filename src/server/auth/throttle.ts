import type { Db } from '../db/database';

/**
 * Failed sign-ins are rows in login_failures, so every server instance sharing the database
 * sees the same count. A scope is "ip:<address>" or "user:<username>"; each is refused after
 * FAILURE_LIMIT failures within FAILURE_WINDOW_MS.
 */
export const FAILURE_LIMIT = 5;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;

export const loginScopes = (ip: string, username: string): string[] => [`ip:${ip}`, `user:${username.toLowerCase()}`];

export interface Attempt {
  /** Milliseconds until a new attempt is allowed; 0 when this one may proceed. */
  retryAfterMs: number;
  /** Row ids recorded for this attempt, to withdraw when it succeeds. */
  ids: number[];
}

/**
 * Records the attempt as a failure before the key is checked, then counts: parallel guesses
 * cannot all slip in before the first failure is written. Refused attempts withdraw their rows,
 * so retrying while throttled does not push the end of the wait further out.
 */
export async function beginAttempt(db: Db, scopes: readonly string[], now = new Date()): Promise<Attempt> {
  const at = now.getTime();
  const ids: number[] = [];
  for (const scope of scopes) {
    const row = await db.insertInto('login_failures').values({ scope, at }).returning('id').executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  const since = now.getTime() - FAILURE_WINDOW_MS;
  let retryAfterMs = 0;
  for (const scope of scopes) {
    const earlier = (
      await db
        .selectFrom('login_failures')
        .select(['id', 'at'])
        .where('scope', '=', scope)
        .where('at', '>', since)
        .orderBy('at')
        .orderBy('id')
        .execute()
    ).filter((row) => !ids.includes(row.id));
    if (earlier.length >= FAILURE_LIMIT) {
      // Allowed again once enough of the earlier failures have aged out of the window.
      const freeing = earlier[earlier.length - FAILURE_LIMIT]!;
      retryAfterMs = Math.max(retryAfterMs, freeing.at + FAILURE_WINDOW_MS - now.getTime());
    }
  }
  if (retryAfterMs > 0) await withdraw(db, ids);
  return { retryAfterMs, ids };
}

/** Forgets this attempt's rows (it succeeded, or it was refused unchecked) and prunes stale rows. */
export async function withdraw(db: Db, ids: readonly number[], now = new Date()): Promise<void> {
  if (ids.length)
    await db
      .deleteFrom('login_failures')
      .where('id', 'in', [...ids])
      .execute();
  await db
    .deleteFrom('login_failures')
    .where('at', '<=', now.getTime() - FAILURE_WINDOW_MS)
    .execute();
}
