/** The revisions endpoints: how to call them and what they take and answer (src/shared/api/revisions.ts holds the browser's routes to them). */
import { Type, type Static, type TObject, type TProperties, type TSchema } from 'typebox';
import { endpoint } from './endpoint';
import { Closed, EmptyBody, FailureReply, IsoTime, Literals, Nullable } from './envelope.schemas';
import { NOTE_MAX, REVISION_ACTIONS } from './revisions.constants';

/** One change: src/shared/changes.ts says what each field holds. */
export const ChangeSchema = Type.Object({
  path: Type.String(),
  before: Type.Optional(Type.Unknown()),
  after: Type.Optional(Type.Unknown()),
  rows: Type.Optional(Type.Record(Type.String(), Type.String())),
  order: Type.Optional(Type.Literal(true)),
  label: Type.Optional(Type.String()),
});

export const RevisionEntry = Type.Object({
  revision: Type.Integer({ minimum: 1 }),
  /** Null for the value as stored before history was kept. */
  at: Nullable(IsoTime),
  actor: Type.String(),
  action: Literals(REVISION_ACTIONS),
  /** For a restore: the revision whose value it put back. */
  restoredFrom: Nullable(Type.Integer()),
  /** Against the revision before it. */
  changes: Type.Array(ChangeSchema),
  value: Type.Unknown(),
  requestId: Nullable(Type.String()),
  note: Nullable(Type.String()),
});
export type RevisionEntry = Static<typeof RevisionEntry>;

export const RevisionList = Type.Object({ revisions: Type.Array(RevisionEntry) });

/** The current revision of a resource: which, who saved it, when (null: before history was kept) and with what note. */
export const RevisionHead = Type.Object({
  revision: Type.Integer({ minimum: 1 }),
  at: Nullable(IsoTime),
  actor: Type.String(),
  note: Nullable(Type.String()),
});
export type RevisionHead = Static<typeof RevisionHead>;
export type RevisionList = Static<typeof RevisionList>;

/**
 * If-Match on a write: the revision the edit started from, in quotes (a strong entity tag). `*`
 * or no header: save over whatever is stored (the spec's contract, still recorded as a revision).
 */
export const RevisionHeaders = Type.Object({
  'if-match': Type.Optional(
    Type.String({
      pattern: '^(\\*|"[0-9]{1,12}(\\.[A-Za-z0-9_-]{1,64}(\\.fast)?)?")$',
      description:
        'The revision the edit is based on: "3" (from `revision` in the read), or the ETag of the read as it came, e.g. "3.Xy…-br". A stale one is answered 412 STALE_REVISION.',
      errorMessage: 'If-Match must be a revision number in quotes, e.g. "3", or the ETag the read answered.',
    }),
  ),
});
export type RevisionHeaders = Static<typeof RevisionHeaders>;

/** The 412 reply: the sentence naming who saved and when, the stored value with its revision, and what that save changed against the caller's base. */
export const StaleRevisionReply = Type.Object({
  ...FailureReply.properties,
  current: Type.Object({ revision: Type.Integer(), value: Type.Unknown() }),
  changes: Type.Array(ChangeSchema),
});
export type StaleRevisionReply = Static<typeof StaleRevisionReply>;

const OrderRow = Type.Object({ label: Type.String(), value: Type.Number() });

/**
 * The 409 PRICE_JUMP reply: the sentence, what would move tenfold or more, and the query value that
 * confirms it (`?confirm=price-jump`). Optional, as another refusal may share the status.
 */
export const PriceJumpReply = Type.Object({
  ...FailureReply.properties,
  jumps: Type.Optional(
    Type.Array(Type.Object({ what: Type.String(), before: Type.Number(), after: Type.Number(), euros: Type.Boolean() })),
  ),
  /** Rows of a list the game declares ascending that this save leaves below the row above them. */
  breaks: Type.Optional(Type.Array(Type.Object({ list: Type.String(), above: OrderRow, row: OrderRow }))),
  confirm: Type.Optional(Type.Literal('price-jump')),
});

export const RestoreParams = Type.Object({
  revision: Type.Integer({ minimum: 1, maximum: 999_999_999_999, errorMessage: 'A revision is a whole number from 1.' }),
});

export const RestoreReply = Type.Object({ message: Type.String(), revision: Type.Integer() });
export type RestoreReply = Static<typeof RestoreReply>;

/** The operator's optional note on a save, reset or restore, kept with the revision and the activity entry. */
const Note = Type.Optional(
  Type.String({
    maxLength: NOTE_MAX,
    description: `Why the change was made (up to ${NOTE_MAX} characters), shown in the history and the activity.`,
    errorMessage: `A note is at most ${NOTE_MAX} characters.`,
  }),
);

export const NoteQuery = Closed({ note: Note });
export type NoteQuery = Static<typeof NoteQuery>;

/**
 * The explicit confirmation of a price save or restore that moves a price tenfold either way, or leaves
 * a list the game declares ascending out of order (answered 409 PRICE_JUMP without it):
 * `?confirm=price-jump`. Other kinds ignore it.
 */
export const ConfirmQuery = Closed({
  note: Note,
  confirm: Type.Optional(
    Type.Literal('price-jump', {
      description:
        'Store a change that moves a price tenfold or leaves an ascending list out of order (refused with 409 PRICE_JUMP without it).',
      errorMessage: "confirm must be 'price-jump'.",
    }),
  ),
});
export type ConfirmQuery = Static<typeof ConfirmQuery>;

/**
 * GET on a write path: the value as stored with its revision, and `ETag: "<revision>"`, which a write
 * sends back as If-Match (RFC 9110 conditional requests). `value` is the stored value's schema.
 */
export const currentEndpoint = <const Path extends string, P extends TProperties>(
  what: string,
  path: Path,
  params: TObject<P>,
  value: TSchema,
) =>
  endpoint({
    scope: 'operator',
    method: 'GET',
    path,
    summary: `${what} as stored, with its revision. ETag "<revision>", which a write takes back as If-Match`,
    params,
    reply: value,
    errors: ['NOT_FOUND'],
  });

/**
 * The history and restore endpoints beside a write path (revisionRoutes in revisions.ts);
 * `params` is the write path's own (an empty object when it has none).
 */
export function revisionEndpoints<const Path extends string, P extends TProperties>(what: string, writePath: Path, params: TObject<P>) {
  return {
    history: endpoint({
      scope: 'operator',
      method: 'GET',
      path: `${writePath}/revisions`,
      summary: `Revisions of ${what}, newest first`,
      params,
      reply: RevisionList,
      errors: ['NOT_FOUND'],
    }),
    head: endpoint({
      scope: 'operator',
      method: 'GET',
      path: `${writePath}/revisions/head`,
      summary: `The current revision of ${what}: who saved it and when. ETag "<revision>"; If-None-Match answers 304 while it holds`,
      params,
      reply: RevisionHead,
      errors: ['NOT_FOUND'],
    }),
    restore: endpoint({
      scope: 'operator',
      method: 'POST',
      path: `${writePath}/revisions/:revision/restore`,
      summary: `Store an earlier revision of ${what} again, as a new revision`,
      params: Type.Object({ ...params.properties, ...RestoreParams.properties }),
      query: ConfirmQuery,
      headers: RevisionHeaders,
      body: EmptyBody,
      reply: RestoreReply,
      errors: ['NOT_FOUND', 'STALE_REVISION', 'PRICE_JUMP'],
    }),
  };
}

/** The history and restore endpoints of any write path: what the server's revision routes mount. */
export type RevisionEndpoints = ReturnType<typeof revisionEndpoints<string, Record<never, never>>>;
