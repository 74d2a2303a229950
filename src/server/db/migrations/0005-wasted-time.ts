import type { Kysely } from 'kysely';
import { serialId } from './portable';

/**
 * The time-wasted lookup: looked-up accounts (with their totals, for the leaderboard), every
 * match ever fetched for a player (so 'Overall' outgrows Riot's two-year window), and the
 * per-address lookup log used for throttling. Times compared in queries are epoch ms (bigint).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('lol_accounts')
    .ifNotExists()
    .addColumn('id', 'integer', serialId(db))
    .addColumn('puuid', 'text', (c) => c.notNull().unique())
    .addColumn('region', 'text', (c) => c.notNull())
    .addColumn('game_name', 'text', (c) => c.notNull())
    .addColumn('tag_line', 'text', (c) => c.notNull())
    .addColumn('riot_id_key', 'text', (c) => c.notNull())
    .addColumn('profile_icon_id', 'integer', (c) => c.notNull())
    .addColumn('summoner_level', 'integer', (c) => c.notNull())
    .addColumn('revision_date', 'bigint', (c) => c.notNull())
    .addColumn('solo_rank', 'text')
    .addColumn('total_minutes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('recent_minutes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('matches_counted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('matches_missing', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('per_queue', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('counted_since', 'bigint')
    .addColumn('synced_until', 'bigint')
    .addColumn('refreshed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('lol_accounts_riot_id').ifNotExists().on('lol_accounts').columns(['region', 'riot_id_key']).execute();
  await db.schema.createIndex('lol_accounts_board').ifNotExists().on('lol_accounts').columns(['total_minutes', 'id']).execute();
  await db.schema
    .createIndex('lol_accounts_region_board')
    .ifNotExists()
    .on('lol_accounts')
    .columns(['region', 'total_minutes', 'id'])
    .execute();

  await db.schema
    .createTable('lol_matches')
    .ifNotExists()
    .addColumn('puuid', 'text', (c) => c.notNull())
    .addColumn('match_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('seconds', 'integer', (c) => c.notNull())
    .addColumn('started_at', 'bigint')
    .addColumn('queue_id', 'integer')
    .addColumn('fetched_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('lol_matches_pk', ['puuid', 'match_id'])
    .execute();

  await db.schema
    .createTable('lookup_requests')
    .ifNotExists()
    .addColumn('id', 'integer', serialId(db))
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('lookup_requests_address_at').ifNotExists().on('lookup_requests').columns(['address', 'at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['lookup_requests', 'lol_matches', 'lol_accounts']) await db.schema.dropTable(table).ifExists().execute();
}
