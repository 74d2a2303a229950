import type { Kysely } from 'kysely';

// The blog's cache of Contentful replies, kept across restarts (and shared by every instance on one database).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('blog_cache')
    .ifNotExists()
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('fetched_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('blog_cache').ifExists().execute();
}
