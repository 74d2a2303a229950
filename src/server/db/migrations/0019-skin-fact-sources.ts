import type { Kysely } from 'kysely';

/**
 * Where each sale fact of a skin came from (issue 33, decision 0036): the wiki's SkinData row or
 * the newer wiki supplement. Rows stored before this had wiki facts only when `wiki` is 1; they
 * are marked '{}' and the next seed or sync writes the real sources.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('skins')
    .addColumn('fact_sources', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('skins').dropColumn('fact_sources').execute();
}
