import type { Db } from '../db/database';
import type { Skin } from '../../shared/api/skins';
import {
  OPERATOR_PAGE_SIZE,
  type OperatorSkin,
  type OperatorSkinList,
  type SkinListQuery,
  type SourceFlag,
} from '../../shared/api/skin-operator';
import type { CatalogueIndex } from './catalogue-index';
import { isoTime } from '../../shared/api/envelope';

const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Upcoming skins are the newest of all; a released skin without a date (mostly ones newer than the wiki copy) comes next. */
function dateKey(skin: Skin): string {
  const date = skin.release_date?.slice(0, 10);
  if (skin.upcoming) return '9999-99-99';
  return date && date !== '0000-00-00' ? date : '9999-99-98';
}

const isoOrNull = (ms: number | null | undefined): string | null => (ms === null || ms === undefined ? null : isoTime(ms));

/** Skins without a date count as the newest (see dateKey): they lead when descending. */
export function compareByDate(order: 'asc' | 'desc') {
  return (a: Skin, b: Skin): number => {
    const [x, y] = [dateKey(a), dateKey(b)];
    const byDate = x < y ? -1 : x > y ? 1 : 0;
    return (order === 'asc' ? byDate : -byDate) || a.name.localeCompare(b.name) || a.riot_id - b.riot_id;
  };
}

/** Skin or champion names containing the search text, accents and case ignored. */
export function matchesSkinOrChampion(skin: Skin, q: string): boolean {
  const wanted = folded(q.trim());
  return !wanted || folded(skin.name).includes(wanted) || folded(skin.league_champion.name).includes(wanted);
}

async function markers(db: Db) {
  const [overrides, videos, flags, missing] = await Promise.all([
    db.selectFrom('skin_overrides').select('riot_id').execute(),
    db.selectFrom('skin_videos').select('riot_id').distinct().execute(),
    db.selectFrom('skin_source_flags').select('riot_id').distinct().execute(),
    db.selectFrom('skin_sync_missing').select('riot_id').execute(),
  ]);
  const ids = (rows: { riot_id: number }[]) => new Set(rows.map((r) => r.riot_id));
  return { edited: new Set([...ids(overrides), ...ids(videos)]), flagged: ids(flags), missing: ids(missing) };
}

export async function listOperatorSkins(db: Db, index: CatalogueIndex, query: SkinListQuery): Promise<OperatorSkinList> {
  const page = query.page ?? 1;
  const matching = index.skins.filter((skin) => matchesSkinOrChampion(skin, query.q ?? '')).sort(compareByDate(query.order ?? 'desc'));
  const { edited, flagged, missing } = await markers(db);
  const items = matching.slice((page - 1) * OPERATOR_PAGE_SIZE, page * OPERATOR_PAGE_SIZE).map((skin) => ({
    riot_id: skin.riot_id,
    name: skin.name,
    champion: skin.league_champion.name,
    tile_path: skin.tile_path,
    release_date: skin.release_date,
    upcoming: skin.upcoming,
    edited: edited.has(skin.riot_id),
    flagged: flagged.has(skin.riot_id),
    missing: missing.has(skin.riot_id),
  }));
  return { items, total: matching.length, page, limit: OPERATOR_PAGE_SIZE };
}

/** The edit page's view of one skin, or null when there is no such skin. */
export async function readOperatorSkin(db: Db, index: CatalogueIndex, riotId: number): Promise<Omit<OperatorSkin, 'revision'> | null> {
  const skin = index.byId.get(riotId);
  if (!skin) return null;
  const [source, override, flags, missing] = await Promise.all([
    db.selectFrom('skins').select(['release_date', 'availability']).where('riot_id', '=', riotId).executeTakeFirst(),
    db.selectFrom('skin_overrides').selectAll().where('riot_id', '=', riotId).executeTakeFirst(),
    db.selectFrom('skin_source_flags').selectAll().where('riot_id', '=', riotId).orderBy('field').execute(),
    db.selectFrom('skin_sync_missing').select('missing_since').where('riot_id', '=', riotId).executeTakeFirst(),
  ]);
  return {
    skin,
    source: { release_date: source?.release_date ?? null, availability: source?.availability ?? null },
    overrides: { release_date: override?.release_date ?? null, availability: override?.availability ?? null },
    flags: flags.map((f) => ({ field: f.field as SourceFlag['field'], was: f.was, now: f.now, flagged_at: isoOrNull(f.flagged_at)! })),
    missing_since: isoOrNull(missing?.missing_since),
    updated_at: isoOrNull(override?.updated_at),
    updated_by: override?.updated_by ?? null,
  };
}
