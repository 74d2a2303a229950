import type { Kysely } from 'kysely';

/**
 * The operator's note on a save, reset or restore (issue 41): up to 280 characters, shown in the
 * history beside who and when. Revisions stored before have none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('revisions').addColumn('note', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('revisions').dropColumn('note').execute();
}
