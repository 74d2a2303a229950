import type { Db } from '../../db/database';
import { ABANDONED_PERMIT_MS, CAUTIOUS_LIMITS, countsAt, WINDOW_MARGIN_MS, type BucketStore } from './bucket-store';
import { fairWait, formatLimits, longestWindowMs, parseLimitHeader } from './rate-limits';

/**
 * Buckets as rows, so every server instance on one database draws from the same budget
 * (docs/decisions/0016-shared-upstream-rate-limits.md). Each grant is a transaction that first
 * touches the bucket rows (a row lock on PostgreSQL, the write lock on SQLite): two instances
 * cannot both see room for the last request of a window.
 */
export function createDbBucketStore(db: Db): BucketStore {
  const ensure = async (trx: Db, name: string, now: number) => {
    await trx
      .insertInto('rate_buckets')
      .values({ name, limits: null, blocked_until: 0, touched_at: now })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
  };

  return {
    async tryAcquire(names, now, share = 1) {
      const sorted = [...names].sort(); // one lock order for everyone: no deadlocks
      return db.transaction().execute(async (trx) => {
        let wait = 0;
        for (const name of sorted) {
          await ensure(trx, name, now);
          await trx
            .updateTable('rate_buckets')
            .set(share < 1 ? { touched_at: now, background_at: now, background_share: share } : { touched_at: now })
            .where('name', '=', name)
            .execute();
          const bucket = await trx
            .selectFrom('rate_buckets')
            .select(['limits', 'blocked_until', 'background_at', 'background_share'])
            .where('name', '=', name)
            .executeTakeFirstOrThrow();
          const limits = parseLimitHeader(bucket.limits) ?? CAUTIOUS_LIMITS;
          const since = now - longestWindowMs(limits) - WINDOW_MARGIN_MS;
          // Settled permits that left every window, and pending ones abandoned long ago (see `forgotten`).
          await trx
            .deleteFrom('rate_permits')
            .where('bucket', '=', name)
            .where((eb) => eb.or([eb.and([eb('pending', '=', 0), eb('at', '<=', since)]), eb('at', '<=', since - ABANDONED_PERMIT_MS)]))
            .execute();
          const granted = await trx.selectFrom('rate_permits').select(['at', 'pending', 'background']).where('bucket', '=', name).execute();
          const demand = bucket.background_share === null ? null : { share: bucket.background_share, askedAt: bucket.background_at };
          const counted = granted.map((g) => ({ at: countsAt(g.at, g.pending === 1, now), background: g.background === 1 }));
          wait = Math.max(wait, bucket.blocked_until - now, fairWait(limits, counted, now, WINDOW_MARGIN_MS, share, demand));
        }
        if (wait > 0) return { permit: null, waitMs: wait };
        const rows = await trx
          .insertInto('rate_permits')
          .values(sorted.map((bucket) => ({ bucket, at: now, pending: 1, background: share < 1 ? 1 : 0 })))
          .returning('id')
          .execute();
        return { permit: { ids: rows.map((r) => r.id) }, waitMs: 0 };
      });
    },

    async settle(permit, now) {
      // A permit forgotten meanwhile (pending past ABANDONED_PERMIT_MS) settles nothing.
      await db
        .updateTable('rate_permits')
        .set({ at: now, pending: 0 })
        .where('id', 'in', [...permit.ids])
        .execute();
    },

    async learn(name, limits, counts, now) {
      await db.transaction().execute(async (trx) => {
        await ensure(trx, name, now);
        await trx
          .updateTable('rate_buckets')
          .set({ limits: formatLimits(limits), touched_at: now })
          .where('name', '=', name)
          .execute();
        const missing: number[] = [];
        for (const { windowMs } of limits) {
          const seen = counts.get(windowMs) ?? 0;
          const row = await trx
            .selectFrom('rate_permits')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('bucket', '=', name)
            .where((eb) => eb.or([eb('at', '>', now - windowMs), eb('pending', '=', 1)]))
            .executeTakeFirstOrThrow();
          // Requests the upstream counted that no instance of ours made (the key is used elsewhere).
          missing.push(seen - row.n);
        }
        const extra = Math.max(0, ...missing);
        if (extra > 0)
          await trx
            .insertInto('rate_permits')
            .values(Array.from({ length: extra }, () => ({ bucket: name, at: now })))
            .execute();
      });
    },

    async block(name, until) {
      await ensure(db, name, until);
      await db
        .updateTable('rate_buckets')
        .set({ blocked_until: until })
        .where('name', '=', name)
        .where('blocked_until', '<', until)
        .execute();
    },
  };
}
