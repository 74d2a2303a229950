import type { Kysely } from 'kysely';

/**
 * A granted request is in flight until its reply settles it (decision 0016): `pending` is 1 until
 * then, and the permit counts as "now" in every window; settling stamps `at` with the reply time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('rate_permits')
    .addColumn('pending', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('rate_permits').dropColumn('pending').execute();
}
