import type { Kysely } from 'kysely';

/**
 * League accounts read from Riot for the calculator (POST /api/riot-profile), kept a few minutes
 * per puuid and region so that every instance answers a repeated Riot ID without asking Riot.
 * `profile` is the reply's profile as JSON; `fetched_at` epoch ms (bigint, compared in queries).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('riot_profiles')
    .ifNotExists()
    .addColumn('puuid', 'text', (c) => c.notNull())
    .addColumn('region', 'text', (c) => c.notNull())
    .addColumn('riot_id_key', 'text', (c) => c.notNull())
    .addColumn('profile', 'text', (c) => c.notNull())
    .addColumn('fetched_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('riot_profiles_pk', ['puuid', 'region'])
    .execute();
  await db.schema.createIndex('riot_profiles_riot_id').ifNotExists().on('riot_profiles').columns(['region', 'riot_id_key']).execute();
  await db.schema.createIndex('riot_profiles_fetched_at').ifNotExists().on('riot_profiles').column('fetched_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('riot_profiles').ifExists().execute();
}
