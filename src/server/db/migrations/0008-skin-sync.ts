import type { Kysely } from 'kysely';
import { serialId } from './portable';

/**
 * The skin sync (issue 11). Runs themselves are rows of `jobs` (0004); these tables hold what a
 * run found and did, beside the catalogue tables of 0003 and never instead of them:
 * - skin_sync_commits: one row per committed run, written in the commit's transaction (a resumed
 *   run sees it and does not commit twice), with the sources' checksum (unchanged sources are skipped);
 * - skin_sync_changes: what each committed run added, changed, marked missing or flagged;
 * - skin_sync_missing: skins the sources no longer list (kept and marked, never deleted);
 * - skin_source_flags: a source change under an operator override, until the operator deals with it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('skin_sync_commits')
    .ifNotExists()
    .addColumn('run_id', 'integer', (c) => c.primaryKey())
    .addColumn('committed_at', 'text', (c) => c.notNull())
    .addColumn('checksum', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('skin_sync_changes')
    .ifNotExists()
    .addColumn('id', 'integer', serialId(db))
    .addColumn('run_id', 'integer', (c) => c.notNull())
    .addColumn('riot_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('fields', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('skin_sync_changes_run').ifNotExists().on('skin_sync_changes').columns(['run_id', 'id']).execute();

  await db.schema
    .createTable('skin_sync_missing')
    .ifNotExists()
    .addColumn('riot_id', 'integer', (c) => c.primaryKey())
    .addColumn('missing_since', 'text', (c) => c.notNull())
    .addColumn('run_id', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('skin_source_flags')
    .ifNotExists()
    .addColumn('riot_id', 'integer', (c) => c.notNull())
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('was', 'text')
    .addColumn('now', 'text')
    .addColumn('run_id', 'integer', (c) => c.notNull())
    .addColumn('flagged_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('skin_source_flags_pk', ['riot_id', 'field'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['skin_source_flags', 'skin_sync_missing', 'skin_sync_changes', 'skin_sync_commits']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
