import type { Kysely } from 'kysely';
import { bytesType } from './portable';

/**
 * Skin images converted to WebP (decision 0026): one row per image name and width, written once when
 * the image is first asked for (or warmed after a sync) and never changed, so every instance on the
 * database serves the same bytes under a name. `bytes` is the one binary column of the schema.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('skin_images')
    .ifNotExists()
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('bytes', bytesType(db), (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('skin_images_pk', ['name', 'width'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('skin_images').ifExists().execute();
}
