import { Type, type Static } from 'typebox';
import { EmptyBody } from './envelope';
import { endpoint } from './endpoint';
import { RiotIdParams, SkinSchema } from './skins';
import { RevisionHeaders, revisionEndpoints } from './revisions';

/**
 * The operator's skin API: list and edit skins, start a sync and follow its runs. Edits are stored
 * as overrides beside the source facts; a sync never touches them (docs/decisions/0020-skin-sync-and-operator-edits.md).
 */

export const SKIN_OPERATOR_MESSAGES = {
  syncStarted: 'Skin Sync Successfully initialized, will take some time to finish.',
  saved: 'Skin updated successfully',
} as const;

export const OPERATOR_PAGE_SIZE = 20;
export const MAX_VIDEOS = 20;
export const VIDEO_URL_MAX = 500;
export const OPERATOR_SEARCH_MAX = 100;

/**
 * Availability an operator may set: the wiki's words for skins. A fixed list (not free text)
 * because availability is a browse category: a typo would become a category of its own.
 */
export const AVAILABILITY_VALUES = ['Available', 'Legacy', 'Limited', 'Rare', 'Upcoming', 'Removed'] as const;

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

/** Each field may be left out (kept as it is); empty or null means "no override: use the source". */
export const SaveSkinBody = Type.Object(
  {
    release_date: Type.Optional(Nullable(Type.String({ maxLength: 24 }))),
    availability: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
    videos: Type.Optional(Type.Array(Type.String({ maxLength: VIDEO_URL_MAX }), { maxItems: MAX_VIDEOS })),
  },
  { additionalProperties: false },
);
export type SaveSkinBody = Static<typeof SaveSkinBody>;

export const SkinListQuery = Type.Object(
  {
    q: Type.Optional(Type.String({ maxLength: OPERATOR_SEARCH_MAX, title: 'The search' })),
    order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')], { errorMessage: "The order must be 'asc' or 'desc'." })),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 99_999, errorMessage: 'The page must be a whole number from 1.' })),
  },
  { additionalProperties: false },
);
export type SkinListQuery = Static<typeof SkinListQuery>;

export const OperatorSkinTile = Type.Object({
  riot_id: Type.Integer(),
  name: Type.String(),
  champion: Type.String(),
  tile_path: Nullable(Type.String()),
  release_date: Nullable(Type.String()),
  upcoming: Type.Boolean(),
  /** An operator edit overrides the source (release date, availability or videos). */
  edited: Type.Boolean(),
  /** The source changed under an override since the edit. */
  flagged: Type.Boolean(),
  /** The sources no longer list it. */
  missing: Type.Boolean(),
});
export type OperatorSkinTile = Static<typeof OperatorSkinTile>;

export const OperatorSkinList = Type.Object({
  items: Type.Array(OperatorSkinTile),
  total: Type.Integer(),
  page: Type.Integer(),
  limit: Type.Integer(),
});
export type OperatorSkinList = Static<typeof OperatorSkinList>;

export const OVERRIDE_FIELDS = ['release_date', 'availability'] as const;
export type OverrideField = (typeof OVERRIDE_FIELDS)[number];

export const SourceFlag = Type.Object({
  field: Type.Union([Type.Literal('release_date'), Type.Literal('availability')]),
  was: Nullable(Type.String()),
  now: Nullable(Type.String()),
  flagged_at: Type.String(),
});
export type SourceFlag = Static<typeof SourceFlag>;

const FieldValues = Type.Object({ release_date: Nullable(Type.String()), availability: Nullable(Type.String()) });

/** One skin as the edit page needs it: effective values, what the source says, and what overrides it. */
export const OperatorSkin = Type.Object({
  skin: SkinSchema,
  source: FieldValues,
  overrides: FieldValues,
  flags: Type.Array(SourceFlag),
  missing_since: Nullable(Type.String()),
  updated_at: Nullable(Type.String()),
  updated_by: Nullable(Type.String()),
  /** The skin's edit revision: what a save sends back in If-Match (decision 0032). */
  revision: Type.Integer({ minimum: 1 }),
});
export type OperatorSkin = Static<typeof OperatorSkin>;

export const SYNC_PHASES = ['queued', 'fetching', 'comparing', 'committing', 'done', 'failed'] as const;
export type SyncPhase = (typeof SYNC_PHASES)[number];

export const SyncCounts = Type.Object({
  added: Type.Integer(),
  changed: Type.Integer(),
  unchanged: Type.Integer(),
  flagged: Type.Integer(),
  missing: Type.Integer(),
  returned: Type.Integer(),
});
export type SyncCounts = Static<typeof SyncCounts>;

export const SyncRun = Type.Object({
  id: Type.Integer(),
  state: Type.Union([Type.Literal('queued'), Type.Literal('running'), Type.Literal('done'), Type.Literal('failed')]),
  phase: Type.Union([
    Type.Literal('queued'),
    Type.Literal('fetching'),
    Type.Literal('comparing'),
    Type.Literal('committing'),
    Type.Literal('done'),
    Type.Literal('failed'),
  ]),
  /** Files fetched while fetching, skins while comparing and committing. */
  processed: Type.Integer(),
  total: Type.Integer(),
  counts: SyncCounts,
  /** committed: the catalogue changed; unchanged: the sources were as last time (skipped); null while running or failed. */
  outcome: Nullable(Type.Union([Type.Literal('committed'), Type.Literal('unchanged')])),
  error: Nullable(Type.String()),
  source: Type.String(),
  attempts: Type.Integer(),
  started_at: Type.String(),
  finished_at: Nullable(Type.String()),
});
export type SyncRun = Static<typeof SyncRun>;

export const SyncStartReply = Type.Object({ message: Type.String(), run: SyncRun, joined: Type.Boolean() });
export type SyncStartReply = Static<typeof SyncStartReply>;

export const SyncRunsReply = Type.Object({ runs: Type.Array(SyncRun) });
export type SyncRunsReply = Static<typeof SyncRunsReply>;

export const SyncChange = Type.Object({
  riot_id: Type.Integer(),
  name: Type.String(),
  kind: Type.Union([Type.Literal('added'), Type.Literal('changed'), Type.Literal('missing'), Type.Literal('returned')]),
  fields: Type.Array(Type.Object({ field: Type.String(), was: Type.Unknown(), now: Type.Unknown(), flagged: Type.Boolean() })),
});
export type SyncChange = Static<typeof SyncChange>;

export const SyncRunDetail = Type.Object({ run: SyncRun, changes: Type.Array(SyncChange), more: Type.Integer() });
export type SyncRunDetail = Static<typeof SyncRunDetail>;

export const RunIdParams = Type.Object({
  runId: Type.Integer({ minimum: 0, maximum: 999_999_999_999, errorMessage: 'A run id is a whole number of up to 12 digits.' }),
});

export const operatorSkinList = endpoint({
  scope: 'operator',
  method: 'GET',
  path: '/skins',
  summary: 'Skins for the operator: search, newest or oldest first, 20 a page',
  query: SkinListQuery,
  reply: OperatorSkinList,
});

export const operatorSkin = endpoint({
  scope: 'operator',
  method: 'GET',
  path: '/skins/:riotId',
  summary: 'One skin with its source values and overrides',
  params: RiotIdParams,
  reply: OperatorSkin,
  errors: ['NOT_FOUND'],
});

/** Saves overrides; answers the skin as it now is. */
export const saveOperatorSkin = endpoint({
  scope: 'operator',
  method: 'POST',
  path: '/skins/:riotId',
  summary: "Save a skin's release date, availability and videos",
  params: RiotIdParams,
  headers: RevisionHeaders,
  body: SaveSkinBody,
  reply: OperatorSkin,
  errors: ['NOT_FOUND', 'STALE_REVISION'],
});

/** A skin's edit history and the restore of one revision. */
export const skinRevisions = revisionEndpoints('/skins/:riotId', "a skin's edits", RiotIdParams);

/** The spec's verb: a GET starts a sync (or joins the one running), so it is guarded like a POST. */
export const startSkinSync = endpoint({
  scope: 'operator',
  method: 'GET',
  path: '/sync/skins',
  summary: 'Start a skin sync, or join the one running',
  reply: SyncStartReply,
  changesState: true,
});

/** The same as a POST, which is what our own dashboard sends. */
export const postSkinSync = endpoint({
  scope: 'operator',
  method: 'POST',
  path: '/sync/skins',
  summary: 'Start a skin sync, or join the one running',
  body: EmptyBody,
  reply: SyncStartReply,
});

export const skinSyncRuns = endpoint({
  scope: 'operator',
  method: 'GET',
  path: '/sync/skins/runs',
  summary: 'The latest skin sync runs',
  reply: SyncRunsReply,
});

export const skinSyncRun = endpoint({
  scope: 'operator',
  method: 'GET',
  path: '/sync/skins/runs/:runId',
  summary: 'One sync run with its changes',
  params: RunIdParams,
  reply: SyncRunDetail,
  errors: ['NOT_FOUND'],
});

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
