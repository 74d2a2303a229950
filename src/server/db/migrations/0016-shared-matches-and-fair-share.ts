import { sql, type Kysely } from 'kysely';

/**
 * Issue 30, in one migration:
 * - lol_games: every match fetched, once, whoever it was fetched for; `participants` is compact JSON
 *   `[[puuid, seconds], …]`, null for a game moved from the old per-player table (its other
 *   participants were never stored: it is fetched again the first time another player lists it);
 * - lol_player_games: which stored games count for which looked-up player (seconds null: the record
 *   does not name them). The old per-player rows move here without losing a counted second;
 * - lol_accounts.next_refresh_at: null for a player nobody looked up (only read for the calculator);
 *   refresh_after folds into it;
 * - the background columns of rate_permits and rate_buckets, so visitors leave background work its
 *   share while it has work (decision 0033).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('lol_games')
    .ifNotExists()
    .addColumn('match_id', 'text', (c) => c.primaryKey())
    .addColumn('queue_id', 'integer')
    .addColumn('started_at', 'bigint')
    .addColumn('missing', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('participants', 'text')
    .addColumn('fetched_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('lol_player_games')
    .ifNotExists()
    .addColumn('puuid', 'text', (c) => c.notNull())
    .addColumn('match_id', 'text', (c) => c.notNull())
    .addColumn('seconds', 'integer')
    .addPrimaryKeyConstraint('lol_player_games_pk', ['puuid', 'match_id'])
    .execute();
  const now = Date.now();
  // A match two players had stored is one game; it is missing only if no one got its record.
  await sql`insert into lol_games (match_id, queue_id, started_at, missing, participants, fetched_at)
    select match_id, max(queue_id), max(started_at), min(case when status = 'missing' then 1 else 0 end), null, ${now}
    from lol_matches group by match_id`.execute(db);
  await sql`insert into lol_player_games (puuid, match_id, seconds)
    select puuid, match_id, case status when 'counted' then seconds when 'skipped' then 0 else null end from lol_matches`.execute(db);
  await db.schema.dropTable('lol_matches').ifExists().execute();

  await db.schema.alterTable('lol_accounts').addColumn('next_refresh_at', 'bigint').execute();
  // Looked up (refreshed once, or a lookup row exists): due when its retry allows, the oldest first.
  await sql`update lol_accounts set next_refresh_at = refresh_after
    where refreshed_at is not null or exists (select 1 from jobs where jobs.name = 'wasted-time.lookup'
      and jobs.job_key = lol_accounts.region || ':' || lol_accounts.riot_id_key)`.execute(db);
  // Riot's revisionDate no longer says whether a game was played (issue 30): nothing compares it now.
  for (const column of ['refresh_after', 'refreshed_revision']) await db.schema.alterTable('lol_accounts').dropColumn(column).execute();
  await db.schema.createIndex('lol_accounts_next_refresh').ifNotExists().on('lol_accounts').columns(['next_refresh_at', 'id']).execute();

  await db.schema
    .alterTable('rate_permits')
    .addColumn('background', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('rate_buckets')
    .addColumn('background_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  // double precision: a share such as 0.2 reads back exactly (PostgreSQL's real would not).
  await db.schema.alterTable('rate_buckets').addColumn('background_share', 'double precision').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('rate_buckets').dropColumn('background_share').execute();
  await db.schema.alterTable('rate_buckets').dropColumn('background_at').execute();
  await db.schema.alterTable('rate_permits').dropColumn('background').execute();
  await db.schema.dropIndex('lol_accounts_next_refresh').ifExists().execute();
  await db.schema.alterTable('lol_accounts').addColumn('refreshed_revision', 'bigint').execute();
  await db.schema
    .alterTable('lol_accounts')
    .addColumn('refresh_after', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('lol_accounts').dropColumn('next_refresh_at').execute();
  await db.schema
    .createTable('lol_matches')
    .ifNotExists()
    .addColumn('puuid', 'text', (c) => c.notNull())
    .addColumn('match_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('seconds', 'integer', (c) => c.notNull())
    .addColumn('started_at', 'bigint')
    .addColumn('queue_id', 'integer')
    // Epoch ms, as migration 0015 (before this one) left the table.
    .addColumn('fetched_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('lol_matches_pk', ['puuid', 'match_id'])
    .execute();
  await sql`insert into lol_matches (puuid, match_id, status, seconds, started_at, queue_id, fetched_at)
    select p.puuid, p.match_id,
      case when g.missing = 1 then 'missing' when p.seconds > 0 then 'counted' else 'skipped' end,
      coalesce(p.seconds, 0), g.started_at, g.queue_id, 0
    from lol_player_games p join lol_games g on g.match_id = p.match_id`.execute(db);
  await db.schema.dropTable('lol_player_games').ifExists().execute();
  await db.schema.dropTable('lol_games').ifExists().execute();
}
