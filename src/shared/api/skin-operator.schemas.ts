/** The skin-operator endpoints: how to call them and what they take and answer (src/shared/api/skin-operator.ts holds the browser's routes to them). */
import { Type, type Static } from 'typebox';
import { endpoint } from './endpoint';
import { Closed, EmptyBody, IsoTime, Literals, Nullable, pageFields } from './envelope.schemas';
import { RevisionHeaders, revisionEndpoints } from './revisions.schemas';
import { MAX_VIDEOS, OPERATOR_SEARCH_MAX, OVERRIDE_FIELDS, SYNC_PHASES, TOO_MANY_VIDEOS, VIDEO_URL_MAX } from './skin-operator.constants';
import { RiotIdParams, SkinSchema } from './skins.schemas';

/** Each field may be left out (kept as it is); empty or null means "no override: use the source". */
export const SaveSkinBody = Closed({
  release_date: Type.Optional(Nullable(Type.String({ maxLength: 24 }))),
  availability: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
  videos: Type.Optional(
    Type.Array(Type.String({ maxLength: VIDEO_URL_MAX }), { maxItems: MAX_VIDEOS, errorMessage: { maxItems: TOO_MANY_VIDEOS } }),
  ),
});
export type SaveSkinBody = Static<typeof SaveSkinBody>;

export const SkinListQuery = Closed({
  q: Type.Optional(Type.String({ maxLength: OPERATOR_SEARCH_MAX, title: 'The search' })),
  order: Type.Optional(Literals(['asc', 'desc'], { errorMessage: "The order must be 'asc' or 'desc'." })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 99_999, errorMessage: 'The page must be a whole number from 1.' })),
});
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

export const OperatorSkinList = Type.Object(pageFields(OperatorSkinTile));
export type OperatorSkinList = Static<typeof OperatorSkinList>;

export const SourceFlag = Type.Object({
  field: Literals(OVERRIDE_FIELDS),
  was: Nullable(Type.String()),
  now: Nullable(Type.String()),
  flagged_at: IsoTime,
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
  updated_at: Nullable(IsoTime),
  updated_by: Nullable(Type.String()),
  /** The skin's edit revision: what a save sends back in If-Match (decision 0032). */
  revision: Type.Integer({ minimum: 1 }),
});
export type OperatorSkin = Static<typeof OperatorSkin>;

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
  state: Literals(['queued', 'running', 'done', 'failed']),
  phase: Literals(SYNC_PHASES),
  /** Files fetched while fetching, skins while comparing and committing. */
  processed: Type.Integer(),
  total: Type.Integer(),
  counts: SyncCounts,
  /** committed: the catalogue changed; unchanged: the sources were as last time (skipped); null while running or failed. */
  outcome: Nullable(Literals(['committed', 'unchanged'])),
  error: Nullable(Type.String()),
  source: Type.String(),
  attempts: Type.Integer(),
  started_at: IsoTime,
  finished_at: Nullable(IsoTime),
});
export type SyncRun = Static<typeof SyncRun>;

export const SyncStartReply = Type.Object({ message: Type.String(), run: SyncRun, joined: Type.Boolean() });
export type SyncStartReply = Static<typeof SyncStartReply>;

export const SyncRunsReply = Type.Object({ runs: Type.Array(SyncRun) });
export type SyncRunsReply = Static<typeof SyncRunsReply>;

export const SyncChange = Type.Object({
  riot_id: Type.Integer(),
  name: Type.String(),
  kind: Literals(['added', 'changed', 'missing', 'returned']),
  fields: Type.Array(Type.Object({ field: Type.String(), was: Type.Unknown(), now: Type.Unknown(), flagged: Type.Boolean() })),
});
export type SyncChange = Static<typeof SyncChange>;

export const SyncRunDetail = Type.Object({ run: SyncRun, changes: Type.Array(SyncChange), more: Type.Integer() });
export type SyncRunDetail = Static<typeof SyncRunDetail>;

export const RunIdParams = Type.Object({
  runId: Type.Integer({ minimum: 0, maximum: 999_999_999_999, errorMessage: 'A run id is a whole number of up to 12 digits.' }),
});

/** A skin's edit history and the restore of one revision. */
export const skinRevisions = revisionEndpoints("a skin's edits", '/skins/:riotId', RiotIdParams);

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

const skinSync = { path: '/sync/skins', summary: 'Start a skin sync, or join the one running', reply: SyncStartReply } as const;
/** The spec's verb: a GET starts a sync (or joins the one running), so it is guarded like a POST. */
export const startSkinSync = endpoint({ scope: 'operator', method: 'GET', changesState: true, ...skinSync });
export const postSkinSync = endpoint({ scope: 'operator', method: 'POST', ...skinSync, body: EmptyBody });

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
