/**
 * The operator's skin API: list and edit skins, start a sync and follow its runs. Edits are stored
 * as overrides beside the source facts; a sync never touches them (docs/decisions/0020-skin-sync-and-operator-edits.md).
 */
import { VIDEO_HOSTS_TEXT, parseVideoUrl } from '../skin-videos';
import { route } from './endpoint';
import { revisionRoutes } from './revisions';
import type * as schemas from './skin-operator.schemas';
import type { SaveSkinBody } from './skin-operator.schemas';

export * from './skin-operator.constants';
import { TOO_MANY_VIDEOS } from './skin-operator.constants';

export const SKIN_OPERATOR_MESSAGES = {
  syncStarted: 'Skin Sync Successfully initialized, will take some time to finish.',
  saved: 'Skin updated successfully',
} as const;

export const OPERATOR_PAGE_SIZE = 20;

/** A skin's editable fields as the edit page labels them, and as its changes are named. */
export const SKIN_FIELD_LABELS = { release_date: 'Release date', availability: 'Availability', videos: 'Videos' } as const;

/**
 * Availability an operator may set: the wiki's words for skins. A fixed list (not free text)
 * because availability is a browse category: a typo would become a category of its own.
 */
export const AVAILABILITY_VALUES = ['Available', 'Legacy', 'Limited', 'Rare', 'Upcoming', 'Removed'] as const;

export const operatorSkinList = route<typeof schemas.operatorSkinList>()({ scope: 'operator', method: 'GET', path: '/skins' });
export const operatorSkin = route<typeof schemas.operatorSkin>()({ scope: 'operator', method: 'GET', path: '/skins/:riotId' });

/** Saves overrides; answers the skin as it now is. */
export const saveOperatorSkin = route<typeof schemas.saveOperatorSkin>()({ scope: 'operator', method: 'POST', path: '/skins/:riotId' });

export const skinRevisions = revisionRoutes<typeof schemas.skinRevisions>()('/skins/:riotId');

/** Starts a skin sync (or joins the one running); the spec's GET does the same for other callers. */
export const postSkinSync = route<typeof schemas.postSkinSync>()({ scope: 'operator', method: 'POST', path: '/sync/skins' });
export const skinSyncRuns = route<typeof schemas.skinSyncRuns>()({ scope: 'operator', method: 'GET', path: '/sync/skins/runs' });
export const skinSyncRun = route<typeof schemas.skinSyncRun>()({ scope: 'operator', method: 'GET', path: '/sync/skins/runs/:runId' });

/** A real calendar date 'YYYY-MM-DD' (a 'T00:00:00Z' suffix is dropped); '', null and '0000-00-00' are empty. */
export function normalizeReleaseDate(value: string | null | undefined): { ok: true; value: string | null } | { ok: false } {
  const text = (value ?? '').trim();
  if (text === '' || text.startsWith('0000-00-00')) return { ok: true, value: null };
  const match = /^(\d{4})-(\d{2})-(\d{2})(T00:00:00(\.000)?Z)?$/.exec(text);
  if (!match) return { ok: false };
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= 2009 && year <= 2099 ? { ok: true, value: text.slice(0, 10) } : { ok: false };
}

/** The canonical spelling of a known availability, or null when the text is not one. */
export function knownAvailability(text: string): (typeof AVAILABILITY_VALUES)[number] | null {
  const wanted = text.trim().toLowerCase();
  return AVAILABILITY_VALUES.find((value) => value.toLowerCase() === wanted) ?? null;
}

/** A save, checked: undefined leaves a field as it is; null means "no override". */
export interface SkinEdits {
  release_date?: string | null;
  availability?: string | null;
  /** Embed addresses, in order. */
  videos?: string[];
}

type EditedField = keyof SkinEdits;

/** What a skin edit refuses, worded once for the edit page (under the field) and the server's 400. */
export const SKIN_EDIT_MESSAGES = {
  release_date: 'The release date must be a real calendar date written YYYY-MM-DD (2009 to 2099), or empty.',
  availability: `The availability must be one of ${AVAILABILITY_VALUES.join(', ')}, or empty.`,
  video: (n: number) => `Video ${n} must be ${VIDEO_HOSTS_TEXT} (http or https).`,
  sameVideo: (n: number, first: number) => `Video ${n} is the same video as video ${first}.`,
  tooManyVideos: TOO_MANY_VIDEOS,
} as const;

/**
 * The skin save's rules beyond its schema (a real date, a known availability, videos from the known
 * hosts and each once): the one check the server makes and the edit page shows before saving.
 */
export function checkSkinEdits(body: SaveSkinBody): { edits: SkinEdits } | { problem: string; field: EditedField } {
  const edits: SkinEdits = {};
  if (body.release_date !== undefined) {
    const date = normalizeReleaseDate(body.release_date);
    if (!date.ok) return { problem: SKIN_EDIT_MESSAGES.release_date, field: 'release_date' };
    edits.release_date = date.value;
  }
  if (body.availability !== undefined) {
    const text = (body.availability ?? '').trim();
    const known = text ? knownAvailability(text) : null;
    if (text && !known) return { problem: SKIN_EDIT_MESSAGES.availability, field: 'availability' };
    edits.availability = known;
  }
  if (body.videos !== undefined) {
    const seen = new Map<string, number>();
    edits.videos = [];
    for (const [index, url] of body.videos.entries()) {
      const video = parseVideoUrl(url);
      if (!video) return { problem: SKIN_EDIT_MESSAGES.video(index + 1), field: 'videos' };
      const first = seen.get(video.embedUrl);
      if (first !== undefined) return { problem: SKIN_EDIT_MESSAGES.sameVideo(index + 1, first + 1), field: 'videos' };
      seen.set(video.embedUrl, index);
      edits.videos.push(video.embedUrl);
    }
  }
  return { edits };
}

export type {
  SaveSkinBody,
  SkinListQuery,
  OperatorSkinTile,
  OperatorSkinList,
  SourceFlag,
  OperatorSkin,
  SyncCounts,
  SyncRun,
  SyncStartReply,
  SyncRunsReply,
  SyncChange,
  SyncRunDetail,
} from './skin-operator.schemas';
