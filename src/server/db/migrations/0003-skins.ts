import type { Kysely } from 'kysely';
import { serialId } from './portable';

/**
 * The skin catalogue. Source facts (CommunityDragon and wiki, replaced wholesale by a seed or a
 * sync) live in skins, skin_chromas, skin_skinlines and skin_champions; what an operator changes
 * lives apart in skin_overrides and skin_videos, so a new sync never overwrites an edit.
 * skin_catalogue holds the version. Lists are JSON text so the same schema runs on SQLite and PostgreSQL.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // The catalogue version: which build or sync the source facts came from, on which patch, and a
  // revision bumped by every change (the ETag of the read API). One row, key 'catalogue'.
  await db.schema
    .createTable('skin_catalogue')
    .ifNotExists()
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('source_hash', 'text', (c) => c.notNull())
    .addColumn('patch', 'text', (c) => c.notNull())
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('skin_champions')
    .ifNotExists()
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('alias', 'text', (c) => c.notNull())
    .addColumn('icon_path', 'text')
    .execute();

  await db.schema
    .createTable('skin_skinlines')
    .ifNotExists()
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .execute();

  await db.schema
    .createTable('skins')
    .ifNotExists()
    .addColumn('riot_id', 'integer', (c) => c.primaryKey())
    .addColumn('champion_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('tile_path', 'text')
    .addColumn('splash_path', 'text')
    .addColumn('load_screen_path', 'text')
    .addColumn('load_screen_vintage_path', 'text')
    .addColumn('rarity', 'text', (c) => c.notNull())
    .addColumn('legacy', 'integer', (c) => c.notNull())
    .addColumn('skinline_ids', 'text', (c) => c.notNull())
    .addColumn('release_date', 'text')
    .addColumn('cost', 'integer')
    .addColumn('cost_source', 'text', (c) => c.notNull())
    .addColumn('availability', 'text')
    .addColumn('distribution', 'text')
    .addColumn('loot_eligible', 'integer')
    .addColumn('voice_actors', 'text', (c) => c.notNull())
    .addColumn('splash_artists', 'text', (c) => c.notNull())
    .addColumn('features', 'text')
    .addColumn('wiki', 'integer', (c) => c.notNull())
    .addColumn('upcoming', 'integer', (c) => c.notNull())
    .addColumn('quest_parent', 'integer')
    .addColumn('source_patch', 'text', (c) => c.notNull())
    .addColumn('synced_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('skins_champion').ifNotExists().on('skins').column('champion_id').execute();

  await db.schema
    .createTable('skin_chromas')
    .ifNotExists()
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('riot_id', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('chroma_path', 'text')
    .addColumn('colors', 'text', (c) => c.notNull())
    .addColumn('descriptions', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('skin_chromas_skin').ifNotExists().on('skin_chromas').column('riot_id').execute();

  // Operator edits (issue 11): null columns fall back to the source fact.
  await db.schema
    .createTable('skin_overrides')
    .ifNotExists()
    .addColumn('riot_id', 'integer', (c) => c.primaryKey())
    .addColumn('release_date', 'text')
    .addColumn('availability', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('skin_videos')
    .ifNotExists()
    .addColumn('id', 'integer', serialId(db))
    .addColumn('riot_id', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('added_at', 'text', (c) => c.notNull())
    .addColumn('added_by', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('skin_videos_skin').ifNotExists().on('skin_videos').column('riot_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['skin_catalogue', 'skin_videos', 'skin_overrides', 'skin_chromas', 'skins', 'skin_skinlines', 'skin_champions']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
