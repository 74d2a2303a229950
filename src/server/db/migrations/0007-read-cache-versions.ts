import type { Kysely } from 'kysely';

/**
 * One row per read-cache topic (e.g. 'calculators', 'banners'): a save bumps `version`, and every
 * instance sharing the database polls the table to drop its cached replies of that topic.
 * Portable types only (text, integer), as in 0001.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('read_cache_versions')
    .ifNotExists()
    .addColumn('topic', 'text', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('read_cache_versions').ifExists().execute();
}
