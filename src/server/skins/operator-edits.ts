import type { Db } from '../db/database';
import type { OverrideField, SkinEdits } from '../../shared/api/skin-operator';
import { bumpRevision } from './repository';

interface SourceValues {
  release_date: string | null;
  availability: string | null;
}

/**
 * Edits are stored as overrides, never in the source columns; a value equal to the source's is no
 * override. Saving a field acknowledges its "source changed" flag. Runs in the revisions module's
 * transaction (which writes the audit row); false when nothing changed.
 */
export async function applySkinEdits(trx: Db, riotId: number, source: SourceValues, edits: SkinEdits, actor: string): Promise<boolean> {
  const now = Date.now();
  const existing = await trx.selectFrom('skin_overrides').selectAll().where('riot_id', '=', riotId).executeTakeFirst();
  const videos = await trx.selectFrom('skin_videos').selectAll().where('riot_id', '=', riotId).orderBy('position').execute();
  const next: SourceValues = { release_date: existing?.release_date ?? null, availability: existing?.availability ?? null };
  const touched: OverrideField[] = [];
  for (const field of ['release_date', 'availability'] as const) {
    const value = edits[field];
    if (value === undefined) continue;
    touched.push(field);
    next[field] = value === null || value === source[field] ? null : value;
  }
  const overridesChanged = next.release_date !== (existing?.release_date ?? null) || next.availability !== (existing?.availability ?? null);
  const videosChanged = edits.videos !== undefined && edits.videos.join('\n') !== videos.map((v) => v.url).join('\n');
  const flags = touched.length
    ? await trx.deleteFrom('skin_source_flags').where('riot_id', '=', riotId).where('field', 'in', touched).executeTakeFirst()
    : null;
  const flagsCleared = Number(flags?.numDeletedRows ?? 0);
  if (!overridesChanged && !videosChanged && flagsCleared === 0) return false;

  if (overridesChanged) {
    await trx.deleteFrom('skin_overrides').where('riot_id', '=', riotId).execute();
    if (next.release_date !== null || next.availability !== null) {
      await trx
        .insertInto('skin_overrides')
        .values({ riot_id: riotId, ...next, updated_at: now, updated_by: actor })
        .execute();
    }
  }
  if (videosChanged) {
    // A video kept keeps who added it and when.
    const known = new Map(videos.map((v) => [v.url, v]));
    await trx.deleteFrom('skin_videos').where('riot_id', '=', riotId).execute();
    const rows = edits.videos!.map((url, position) => ({
      riot_id: riotId,
      position,
      url,
      added_at: known.get(url)?.added_at ?? now,
      added_by: known.get(url)?.added_by ?? actor,
    }));
    if (rows.length) await trx.insertInto('skin_videos').values(rows).execute();
  }
  await bumpRevision(trx);
  return true;
}
