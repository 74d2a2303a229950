import { sql, type Kysely } from 'kysely';

/**
 * Background refresh of stored players and where a player stands (issue 22):
 * - refreshed_revision: Riot's revisionDate when the last refresh completed (a refresh that
 *   failed half-way leaves it, so the next one does not take the new revision for "nothing new");
 * - refresh_after, refresh_failures, refresh_error: a failed refresh, recorded on the account and
 *   retried after a growing wait (epoch ms);
 * - an index to pick the least recently refreshed first, and two partial indexes the standing
 *   counts read (players compared are those with counted matches, as on the leaderboard).
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
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of ['lol_accounts_region_compared', 'lol_accounts_compared', 'lol_accounts_refresh'])
    await db.schema.dropIndex(index).ifExists().execute();
  for (const column of ['refresh_error', 'refresh_failures', 'refresh_after', 'refreshed_revision'])
    await db.schema.alterTable('lol_accounts').dropColumn(column).execute();
}
