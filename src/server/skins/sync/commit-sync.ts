import type { Db } from '../../db/database';
import type { CatalogueBundle } from '../merge/catalogue-types';
import { batches, bumpRevision, championRow, chromaRows, readVersion, skinRow } from '../repository';
import type { SyncPlan } from './plan-sync';
import { bumpVersion } from '../../read-cache/version-table';
import { SKINS_CACHE_TOPIC } from '../names';

const ids = (rows: readonly { id: number }[]) => rows.map((row) => row.id);

export interface CommitSummary {
  counts: SyncPlan['counts'];
  source: string;
}

/** The checksum of the sources the catalogue now holds: the last committed run's, else the seeded build's. */
export async function lastChecksum(db: Db): Promise<string | null> {
  const last = await db
    .selectFrom('skin_sync_commits')
    .select('checksum')
    .orderBy('committed_at', 'desc')
    .orderBy('run_id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return last?.checksum ?? (await readVersion(db))?.sourceHash ?? null;
}

export async function findCommit(db: Db, runId: number): Promise<CommitSummary | null> {
  const row = await db.selectFrom('skin_sync_commits').select('summary').where('run_id', '=', runId).executeTakeFirst();
  return row ? (JSON.parse(row.summary) as CommitSummary) : null;
}

/**
 * Applies a plan in one transaction, so a failure or a dead process leaves none of it. Never writes
 * skin_overrides or skin_videos. The commit row makes a resumed run see that this run already committed.
 */
export async function commitSync(
  db: Db,
  runId: number,
  bundle: CatalogueBundle,
  plan: SyncPlan,
  checksum: string,
  summary: CommitSummary,
): Promise<void> {
  const now = Date.now();
  await db.transaction().execute(async (trx) => {
    for (const batch of batches(plan.upserts)) {
      const riotIds = batch.map((skin) => skin.riotId);
      await trx.deleteFrom('skin_chromas').where('riot_id', 'in', riotIds).execute();
      await trx.deleteFrom('skins').where('riot_id', 'in', riotIds).execute();
      await trx
        .insertInto('skins')
        .values(batch.map((skin) => skinRow(skin, bundle.patch, now)))
        .execute();
      for (const part of batches(batch.flatMap((skin) => chromaRows(skin)))) await trx.insertInto('skin_chromas').values(part).execute();
    }
    // Champions and skinlines are replaced by id; ones the sources dropped stay for the skins marked missing.
    for (const batch of batches(bundle.champions.map(championRow))) {
      await trx.deleteFrom('skin_champions').where('id', 'in', ids(batch)).execute();
      await trx.insertInto('skin_champions').values(batch).execute();
    }
    for (const batch of batches(bundle.skinlines)) {
      await trx.deleteFrom('skin_skinlines').where('id', 'in', ids(batch)).execute();
      await trx.insertInto('skin_skinlines').values(batch).execute();
    }
    for (const batch of batches(plan.newlyMissing)) {
      await trx
        .insertInto('skin_sync_missing')
        .values(batch.map((riot_id) => ({ riot_id, missing_since: now, run_id: runId })))
        .execute();
    }
    for (const batch of batches(plan.returned)) await trx.deleteFrom('skin_sync_missing').where('riot_id', 'in', batch).execute();
    for (const flag of plan.flags) {
      await trx.deleteFrom('skin_source_flags').where('riot_id', '=', flag.riotId).where('field', '=', flag.field).execute();
      await trx
        .insertInto('skin_source_flags')
        .values({ riot_id: flag.riotId, field: flag.field, was: flag.was, now: flag.now, run_id: runId, flagged_at: now })
        .execute();
    }
    const changes = plan.changes.map((c) => ({
      run_id: runId,
      riot_id: c.riotId,
      name: c.name,
      kind: c.kind,
      fields: JSON.stringify(c.fields),
    }));
    for (const batch of batches(changes)) await trx.insertInto('skin_sync_changes').values(batch).execute();
    if (bundle.patch !== (await readVersion(trx))?.patch) await trx.updateTable('skins').set({ source_patch: bundle.patch }).execute();
    // The revision moves (every instance reloads its index); the seeded build's hash stays.
    await bumpRevision(trx, bundle.patch, now);
    // Cached API replies and rendered pages of every instance are dropped too (read cache, migration 0007).
    await bumpVersion(trx, SKINS_CACHE_TOPIC);
    await trx
      .insertInto('skin_sync_commits')
      .values({ run_id: runId, committed_at: now, checksum, summary: JSON.stringify(summary) })
      .execute();
  });
}
