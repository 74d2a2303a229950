import type { Kysely } from 'kysely';

// app_meta was created by 0001 for settings that never came; nothing reads or writes it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('app_meta').ifExists().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('app_meta')
    .ifNotExists()
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
}
