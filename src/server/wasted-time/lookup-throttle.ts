import type { Db } from '../db/database';
import { httpError } from '../http/http-error';

/** Lookups one visitor address may start per window: enough for a group of friends, too few to burn the key. */
export const LOOKUP_LIMIT = { count: 10, windowMs: 10 * 60 * 1000 } as const;
export type LookupLimit = { count: number; windowMs: number };

/**
 * Counts the lookup against the address (rows, so every instance sees the same count) and
 * returns 0 when it may go, else the milliseconds until it may. Refused attempts are not recorded.
 */
export async function takeLookup(
  db: Db,
  address: string,
  limit: { count: number; windowMs: number } = LOOKUP_LIMIT,
  now = Date.now(),
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('lookup_requests')
      .where('at', '<=', now - limit.windowMs)
      .execute();
    const recent = await trx.selectFrom('lookup_requests').select('at').where('address', '=', address).orderBy('at').execute();
    if (recent.length >= limit.count) return Number(recent[recent.length - limit.count]!.at) + limit.windowMs - now;
    await trx.insertInto('lookup_requests').values({ address, at: now }).execute();
    return 0;
  });
}

/** Takes a slot for the address, or refuses with TOO_MANY_LOOKUPS saying when to try again (and Retry-After). */
export async function takeLookupOrRefuse(db: Db, address: string, limit: { count: number; windowMs: number }): Promise<void> {
  const wait = await takeLookup(db, address, limit);
  if (wait <= 0) return;
  const minutes = Math.max(1, Math.ceil(wait / 60_000));
  throw httpError('TOO_MANY_LOOKUPS', `Too many lookups from your address. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, {
    'retry-after': String(Math.ceil(wait / 1000)),
  });
}
