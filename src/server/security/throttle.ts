import type { ErrorCode } from '../../shared/api/error-codes';
import type { Db } from '../db/database';
import { httpError } from '../http/http-error';

/** At most `count` attempts per key within any `windowMs`. */
export type Limit = { count: number; windowMs: number };

/** What a refused attempt is told: its code (a 429) and a sentence naming the wait in whole minutes. */
export type Refusal = { code: ErrorCode; message: (minutes: number) => string };

/** An attempt that was let through; `release` takes it back (a sign-in that succeeded is no failure). */
export interface Hit {
  release(): Promise<void>;
}

export function throttled(refusal: Refusal, waitMs: number): Error {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return httpError(refusal.code, refusal.message(minutes), { 'retry-after': String(Math.max(1, Math.ceil(waitMs / 1000))) });
}

/**
 * A sliding-window throttle kept as rows of throttle_hits, so every instance sharing the database
 * counts the same attempts. `take` records the attempt under each key before it counts: parallel
 * attempts cannot all slip in before the first is written. A refused attempt withdraws its rows,
 * so retrying while refused does not push the end of the wait further out.
 */
export function throttle(db: Db, scope: string, limit: Limit, refusal: Refusal) {
  const forget = async (ids: readonly number[]) => {
    if (ids.length)
      await db
        .deleteFrom('throttle_hits')
        .where('id', 'in', [...ids])
        .execute();
  };

  return {
    /** Counts one attempt against every key (all must have room), or throws the refusal. */
    async take(keys: readonly string[], now = Date.now()): Promise<Hit> {
      await db
        .deleteFrom('throttle_hits')
        .where('scope', '=', scope)
        .where('at', '<=', now - limit.windowMs)
        .execute();
      const ids: number[] = [];
      for (const key of keys) {
        const row = await db.insertInto('throttle_hits').values({ scope, key, at: now }).returning('id').executeTakeFirstOrThrow();
        ids.push(row.id);
      }
      let waitMs = 0;
      for (const key of keys) {
        const earlier = (
          await db
            .selectFrom('throttle_hits')
            .select(['id', 'at'])
            .where('scope', '=', scope)
            .where('key', '=', key)
            .where('at', '>', now - limit.windowMs)
            .orderBy('at')
            .orderBy('id')
            .execute()
        ).filter((row) => !ids.includes(row.id));
        // Room again once enough of the earlier attempts have aged out of the window.
        if (earlier.length >= limit.count) waitMs = Math.max(waitMs, earlier[earlier.length - limit.count]!.at + limit.windowMs - now);
      }
      if (waitMs > 0) {
        await forget(ids);
        throw throttled(refusal, waitMs);
      }
      return { release: () => forget(ids) };
    },
  };
}
