import { PostgresAdapter, sql, type Updateable } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';

/** Width of a standing bucket in Overall minutes (as in migration 0013). */
export const STANDING_BUCKET_MINUTES = 250;
export const ALL_REGIONS = '*';

export const bucketOf = (totalMinutes: number): number => Math.floor(totalMinutes / STANDING_BUCKET_MINUTES);

/** What the standing counts know of a player: compared only with counted matches. */
interface Place {
  region: string;
  total: number;
  compared: boolean;
}

type Row = { region: string; total_minutes: number; matches_counted: number };
const placeOf = (row: Row): Place => ({ region: row.region, total: row.total_minutes, compared: row.matches_counted > 0 });

/**
 * Net changes are applied in one order (scope, bucket), so two writers never lock the same count
 * rows in opposite orders.
 */
async function shift(trx: Db, before: Place | null, after: Place | null): Promise<void> {
  const deltas = new Map<string, number>();
  const add = (place: Place | null, by: number) => {
    if (!place?.compared) return;
    for (const scope of [place.region, ALL_REGIONS]) {
      const key = `${scope}\u0000${bucketOf(place.total)}`;
      deltas.set(key, (deltas.get(key) ?? 0) + by);
    }
  };
  add(before, -1);
  add(after, 1);
  for (const key of [...deltas.keys()].sort()) {
    const by = deltas.get(key)!;
    if (by === 0) continue;
    const [scope, bucket] = key.split('\u0000') as [string, string];
    await trx
      .insertInto('lol_standing')
      .values({ scope, bucket: Number(bucket), players: by })
      .onConflict((oc) => oc.columns(['scope', 'bucket']).doUpdateSet({ players: sql<number>`lol_standing.players + ${by}` }))
      .execute();
  }
}

/** The account's compared figures as they are, locked on PostgreSQL until the transaction ends (SQLite has one writer). */
async function lockedPlace(trx: Db, where: { puuid: string } | { id: number }): Promise<Place | null> {
  const pg = trx.getExecutor().adapter instanceof PostgresAdapter;
  const row = await trx
    .selectFrom('lol_accounts')
    .select(['region', 'total_minutes', 'matches_counted'])
    .$if('puuid' in where, (q) => q.where('puuid', '=', (where as { puuid: string }).puuid))
    .$if('id' in where, (q) => q.where('id', '=', (where as { id: number }).id))
    .$if(pg, (q) => q.forUpdate())
    .executeTakeFirst();
  return row ? placeOf(row) : null;
}

/**
 * Runs a write that may change an account's region, Overall total or counted matches, and keeps the
 * standing counts in step, in one transaction. `write` answers the account's figures afterwards.
 */
export async function withStanding(
  db: Db,
  where: { puuid: string } | { id: number },
  write: (trx: Db) => Promise<Row | undefined>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await lockedPlace(trx, where);
    const after = await write(trx);
    await shift(trx, before, after ? placeOf(after) : null);
  });
}

/** Updates an account's columns, keeping the standing counts in step. */
export async function updateAccount(
  db: Db,
  where: { puuid: string } | { id: number },
  values: Updateable<Database['lol_accounts']>,
): Promise<void> {
  await withStanding(db, where, (trx) =>
    trx
      .updateTable('lol_accounts')
      .set(values)
      .$if('puuid' in where, (q) => q.where('puuid', '=', (where as { puuid: string }).puuid))
      .$if('id' in where, (q) => q.where('id', '=', (where as { id: number }).id))
      .returning(['region', 'total_minutes', 'matches_counted'])
      .executeTakeFirst(),
  );
}

/** Counts every stored player again (for data written around the functions above, e.g. a bulk load). */
export async function rebuildStanding(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('lol_standing').execute();
    const bucket = sql<number>`total_minutes / ${sql.lit(STANDING_BUCKET_MINUTES)}`;
    const compared = trx.selectFrom('lol_accounts').where('matches_counted', '>', sql.lit(0));
    await trx
      .insertInto('lol_standing')
      .columns(['scope', 'bucket', 'players'])
      .expression(
        compared.select((eb) => ['region', bucket.as('bucket'), eb.fn.countAll<number>().as('players')]).groupBy(['region', bucket]),
      )
      .execute();
    await trx
      .insertInto('lol_standing')
      .columns(['scope', 'bucket', 'players'])
      .expression(
        compared
          .select((eb) => [sql.lit(ALL_REGIONS).as('scope'), bucket.as('bucket'), eb.fn.countAll<number>().as('players')])
          .groupBy(bucket),
      )
      .execute();
  });
}
