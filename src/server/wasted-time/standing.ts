import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { AccountDetails } from '../../shared/api/wasted-time';
import { ALL_REGIONS, bucketOf, STANDING_BUCKET_MINUTES } from './standing-counts';

type Standing = Pick<AccountDetails, 'percentile' | 'playersCompared' | 'playersAhead'>;

/** 0–100 with one decimal, rounded down so a standing is never overstated; null with nobody to compare. */
export const percentileOf = (smaller: number, compared: number): number | null =>
  compared > 0 ? Math.floor((Math.min(smaller, compared) * 1000) / compared) / 10 : null;

/**
 * Among the players with counted matches (as on the leaderboard), in one statement without counting
 * every player: the standing counts (a few hundred rows) of the buckets below the player's, plus an
 * exact count inside its own bucket from a partial index. The player is not compared with themselves.
 */
export async function standingOf(db: Db, account: { region: string; totalMinutes: number; matchesCounted: number }): Promise<Standing> {
  const bucket = bucketOf(account.totalMinutes);
  const counts = (scope: string) => db.selectFrom('lol_standing').where('scope', '=', scope);
  const sum = (query: ReturnType<typeof counts>) => query.select((eb) => eb.fn.coalesce(eb.fn.sum<number>('players'), sql.lit(0)).as('n'));
  // A literal, not a parameter: only then can SQLite (and a generic PostgreSQL plan) see that the
  // partial indexes' condition holds and count from them.
  const inBucket = db
    .selectFrom('lol_accounts')
    .where('matches_counted', '>', sql.lit(0))
    .where('total_minutes', '>=', bucket * STANDING_BUCKET_MINUTES)
    .where('total_minutes', '<', account.totalMinutes);
  // The same short range up to and including the player's total: those not ahead of the player (the player too, when compared).
  const notAhead = db
    .selectFrom('lol_accounts')
    .where('matches_counted', '>', sql.lit(0))
    .where('total_minutes', '>=', bucket * STANDING_BUCKET_MINUTES)
    .where('total_minutes', '<=', account.totalMinutes);
  const count = (query: typeof inBucket) => query.select((eb) => eb.fn.countAll<number>().as('n'));
  const row = await db
    .selectNoFrom([
      sum(counts(ALL_REGIONS)).as('all'),
      sum(counts(ALL_REGIONS).where('bucket', '<', bucket)).as('allBelow'),
      count(inBucket).as('bucketBelow'),
      sum(counts(account.region)).as('region'),
      sum(counts(account.region).where('bucket', '<', bucket)).as('regionBelow'),
      count(inBucket.where('region', '=', account.region)).as('regionBucketBelow'),
      count(notAhead).as('bucketNotAhead'),
      count(notAhead.where('region', '=', account.region)).as('regionBucketNotAhead'),
    ])
    .executeTakeFirstOrThrow();
  const n = (value: number | null) => value ?? 0;
  const counted = account.matchesCounted > 0;
  const others = (all: number) => (counted ? all - 1 : all);
  const playersCompared = { region: others(n(row.region)), global: others(n(row.all)) };
  // Both sides count the player when compared and neither does otherwise, so the difference is the others ahead.
  const ahead = (all: number, below: number, inBucketNotAhead: number) => Math.max(0, all - below - inBucketNotAhead);
  return {
    playersCompared,
    playersAhead: {
      region: ahead(n(row.region), n(row.regionBelow), n(row.regionBucketNotAhead)),
      global: ahead(n(row.all), n(row.allBelow), n(row.bucketNotAhead)),
    },
    percentile: {
      region: counted ? percentileOf(n(row.regionBelow) + n(row.regionBucketBelow), playersCompared.region) : null,
      global: counted ? percentileOf(n(row.allBelow) + n(row.bucketBelow), playersCompared.global) : null,
    },
  };
}
