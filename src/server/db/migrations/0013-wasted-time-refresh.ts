import { sql, type Kysely } from 'kysely';

/**
 * Background refresh of stored players and where a player stands (issue 22):
 * - refreshed_revision: Riot's revisionDate when the last refresh completed (a refresh that
 *   failed half-way leaves it, so the next one does not take the new revision for "nothing new");
 * - refresh_after, refresh_failures, refresh_error: a failed refresh, retried after a growing wait;
 * - lol_standing: compared players (with counted matches, as on the leaderboard) per 250-minute
 *   Overall bucket, per region and for all ('*'), kept in step by the writes that change a total;
 *   with two partial indexes for the exact count inside one bucket, a player's standing is read
 *   without counting every player.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('lol_accounts').addColumn('refreshed_revision', 'bigint').execute();
  await db.schema
    .alterTable('lol_accounts')
    .addColumn('refresh_after', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('lol_accounts')
    .addColumn('refresh_failures', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('lol_accounts').addColumn('refresh_error', 'text').execute();
  await db.schema.createIndex('lol_accounts_refresh').ifNotExists().on('lol_accounts').columns(['refreshed_at', 'id']).execute();
  await db.schema
    .createIndex('lol_accounts_compared')
    .ifNotExists()
    .on('lol_accounts')
    .column('total_minutes')
    .where(sql.ref('matches_counted'), '>', 0)
    .execute();
  await db.schema
    .createIndex('lol_accounts_region_compared')
    .ifNotExists()
    .on('lol_accounts')
    .columns(['region', 'total_minutes'])
    .where(sql.ref('matches_counted'), '>', 0)
    .execute();
  await db.schema
    .createTable('lol_standing')
    .ifNotExists()
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('bucket', 'integer', (c) => c.notNull())
    .addColumn('players', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('lol_standing_pk', ['scope', 'bucket'])
    .execute();
  // The players stored before this migration; later writes keep the counts (wasted-time/standing-counts.ts).
  await sql`insert into lol_standing (scope, bucket, players)
    select region, total_minutes / 250, count(*) from lol_accounts where matches_counted > 0 group by region, total_minutes / 250`.execute(
    db,
  );
  await sql`insert into lol_standing (scope, bucket, players)
    select '*', total_minutes / 250, count(*) from lol_accounts where matches_counted > 0 group by total_minutes / 250`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('lol_standing').ifExists().execute();
  for (const index of ['lol_accounts_region_compared', 'lol_accounts_compared', 'lol_accounts_refresh'])
    await db.schema.dropIndex(index).ifExists().execute();
  for (const column of ['refresh_error', 'refresh_failures', 'refresh_after', 'refreshed_revision'])
    await db.schema.alterTable('lol_accounts').dropColumn(column).execute();
}
