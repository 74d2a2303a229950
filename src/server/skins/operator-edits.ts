import type { Db } from '../db/database';
import {
  AVAILABILITY_VALUES,
  knownAvailability,
  normalizeReleaseDate,
  type OverrideField,
  type SaveSkinBody,
} from '../../shared/api/skin-operator';
import { VIDEO_HOSTS_TEXT, parseVideoUrl } from '../../shared/skin-videos';
import { bumpRevision } from './repository';

/** A save, checked: undefined leaves a field as it is; null means "no override". */
export interface SkinEdits {
  release_date?: string | null;
  availability?: string | null;
  /** Embed addresses, in order. */
  videos?: string[];
}

/** Checks a save body beyond its schema; the message names the field and what is accepted. */
export function checkEdits(body: SaveSkinBody): { edits: SkinEdits } | { problem: string } {
  const edits: SkinEdits = {};
  if (body.release_date !== undefined) {
    const date = normalizeReleaseDate(body.release_date);
    if (!date.ok) return { problem: 'The release date must be a real calendar date written YYYY-MM-DD (2009 to 2099), or empty.' };
    edits.release_date = date.value;
  }
  if (body.availability !== undefined) {
    const text = (body.availability ?? '').trim();
    const known = text ? knownAvailability(text) : null;
    if (text && !known) return { problem: `The availability must be one of ${AVAILABILITY_VALUES.join(', ')}, or empty.` };
    edits.availability = known;
  }
  if (body.videos !== undefined) {
    const seen = new Map<string, number>();
    edits.videos = [];
    for (const [index, url] of body.videos.entries()) {
      const video = parseVideoUrl(url);
      if (!video) return { problem: `Video ${index + 1} must be ${VIDEO_HOSTS_TEXT} (http or https).` };
      const first = seen.get(video.embedUrl);
      if (first !== undefined) return { problem: `Video ${index + 1} is the same video as video ${first + 1}.` };
      seen.set(video.embedUrl, index);
      edits.videos.push(video.embedUrl);
    }
  }
  return { edits };
}

interface SourceValues {
  release_date: string | null;
  availability: string | null;
}

/**
 * Stores an operator's edits as overrides (never in the source columns): a value equal to the
 * source's is no override at all. Saving a field acknowledges its "source changed" flag. Runs in
 * the revisions module's transaction (which writes the audit row) and bumps the catalogue
 * revision; false when nothing changed.
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
