import type { Db } from '../db/database';
import { SKIN_FIELD_LABELS, checkSkinEdits, normalizeReleaseDate, type SaveSkinBody } from '../../shared/api/skin-operator';
import { httpError } from '../http/http-error';
import type { ResourceKind } from '../revisions/revisioned-resource';
import { fieldLabels } from '../revisions/labelled';
import { applySkinEdits } from './operator-edits';

/** What a skin revision stores: the values the edit page shows (override, else source) and the videos. */
export interface SkinValue {
  release_date: string | null;
  availability: string | null;
  videos: string[];
}

const sourceOf = async (db: Db, riotId: number) => {
  const row = await db.selectFrom('skins').select(['release_date', 'availability']).where('riot_id', '=', riotId).executeTakeFirst();
  if (!row) return null;
  const date = normalizeReleaseDate(row.release_date);
  return { release_date: date.ok ? date.value : null, availability: row.availability };
};

/** Checks a body (or an old value) and completes it from `current` where it leaves a field out. */
function skinValueOf(body: SaveSkinBody, current: SkinValue): SkinValue {
  const checked = checkSkinEdits(body);
  if ('problem' in checked) throw httpError('BAD_REQUEST', checked.problem);
  const { release_date, availability, videos } = checked.edits;
  return {
    release_date: release_date === undefined ? current.release_date : release_date,
    availability: availability === undefined ? current.availability : availability,
    videos: videos ?? current.videos,
  };
}

/** A skin's operator edits as a revisioned resource (kind 'skin', keyed by riot id; decision 0032). */
export function skinResource(afterCommit: () => Promise<void>): ResourceKind<SkinValue> {
  return {
    kind: 'skin',
    describe: (key) => `skin ${key}`,
    auditPrefix: 'skin',
    auditTarget: (key) => `skin:${key}`,
    label: fieldLabels(SKIN_FIELD_LABELS),
    name: async (db, key) =>
      (await db.selectFrom('skins').select('name').where('riot_id', '=', Number(key)).executeTakeFirst())?.name ?? null,
    async read(db, key) {
      const riotId = Number(key);
      const [source, override, videos] = await Promise.all([
        sourceOf(db, riotId),
        db.selectFrom('skin_overrides').selectAll().where('riot_id', '=', riotId).executeTakeFirst(),
        db.selectFrom('skin_videos').select('url').where('riot_id', '=', riotId).orderBy('position').execute(),
      ]);
      if (!source) return null;
      return {
        release_date: override?.release_date ?? source.release_date,
        availability: override?.availability ?? source.availability,
        videos: videos.map((v) => v.url),
      };
    },
    async write(db, key, value, actor) {
      const source = await sourceOf(db, Number(key));
      await applySkinEdits(db, Number(key), source ?? { release_date: null, availability: null }, value, actor);
    },
    check: (_key, value, current) => skinValueOf(value as SaveSkinBody, current),
    afterCommit,
  };
}
