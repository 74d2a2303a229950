/**
 * Revisions of what operators edit (a game's prices, the banners, the waste banner, a skin's
 * edits): each stored change is numbered, kept with its changes, and may be put back. Writes take
 * `If-Match: "<revision>"`; a stale one is refused with 412 STALE_REVISION. Decision 0032.
 */
import { Type, type Static } from 'typebox';
import { EmptyBody, FailureReply } from './envelope';
import { endpoint } from './endpoint';

/** One field-level change: `path` a JSON pointer; `before` absent when added, `after` absent when removed. */
export const ChangeSchema = Type.Object({
  path: Type.String(),
  before: Type.Optional(Type.Unknown()),
  after: Type.Optional(Type.Unknown()),
});

export const REVISION_ACTIONS = ['save', 'reset', 'restore'] as const;
export type RevisionAction = (typeof REVISION_ACTIONS)[number];

export const RevisionEntry = Type.Object({
  revision: Type.Integer({ minimum: 1 }),
  /** Epoch ms. */
  at: Type.Integer(),
  actor: Type.String(),
  action: Type.Union([Type.Literal('save'), Type.Literal('reset'), Type.Literal('restore')]),
  /** For a restore: the revision whose value it put back. */
  restoredFrom: Type.Union([Type.Integer(), Type.Null()]),
  /** Against the revision before it. */
  changes: Type.Array(ChangeSchema),
  value: Type.Unknown(),
  requestId: Type.Union([Type.String(), Type.Null()]),
});
export type RevisionEntry = Static<typeof RevisionEntry>;

export const RevisionList = Type.Object({ revisions: Type.Array(RevisionEntry) });
export type RevisionList = Static<typeof RevisionList>;

/**
 * If-Match on a write: the revision the edit started from, in quotes (a strong entity tag). `*`
 * or no header: save over whatever is stored (the spec's contract, still recorded as a revision).
 */
export const RevisionHeaders = Type.Object({
  'if-match': Type.Optional(
    Type.String({
      pattern: '^(\\*|"[0-9]{1,12}")$',
      description: 'The revision the edit is based on, e.g. "3" (from `revision` in the read). A stale one is answered 412 STALE_REVISION.',
      errorMessage: 'If-Match must be a revision number in quotes, e.g. "3".',
    }),
  ),
});
export type RevisionHeaders = Static<typeof RevisionHeaders>;

/** The entity tag of a revision, as sent in ETag and expected in If-Match. */
export const revisionTag = (revision: number): string => `"${revision}"`;

/** The 412 reply: the sentence naming who saved and when, the stored value with its revision, and what that save changed against the caller's base. */
export const StaleRevisionReply = Type.Object({
  ...FailureReply.properties,
  current: Type.Object({ revision: Type.Integer(), value: Type.Unknown() }),
  changes: Type.Array(ChangeSchema),
});
export type StaleRevisionReply = Static<typeof StaleRevisionReply>;

export const RestoreParams = Type.Object({
  revision: Type.Integer({ minimum: 1, maximum: 999_999_999_999, errorMessage: 'A revision is a whole number from 1.' }),
});

export const RestoreReply = Type.Object({ message: Type.String(), revision: Type.Integer() });
export type RestoreReply = Static<typeof RestoreReply>;

export const restoredMessage = (what: string, revision: number, from: number): string =>
  `${what}: revision ${from} restored as revision ${revision}`;

/**
 * The explicit confirmation of a price save or restore that moves an example price more than
 * tenfold either way (answered 409 PRICE_JUMP without it): `?confirm=price-jump`. Other kinds ignore it.
 */
export const ConfirmQuery = Type.Object(
  {
    confirm: Type.Optional(
      Type.Literal('price-jump', {
        description: 'Store a change that moves an example price more than tenfold (refused with 409 PRICE_JUMP without it).',
        errorMessage: "confirm must be 'price-jump'.",
      }),
    ),
  },
  { additionalProperties: false },
);
export type ConfirmQuery = Static<typeof ConfirmQuery>;
export const CONFIRM_PRICE_JUMP = { confirm: 'price-jump' } as const;

/**
 * The history and restore endpoints beside a write path ('/calculator', '/banners/:id',
 * '/waste-banner', '/skins/:riotId'); `params` is the write path's own (an empty object when it has none).
 */
export function revisionEndpoints<const P extends string>(writePath: P, what: string, params: ReturnType<typeof Type.Object>) {
  return {
    history: endpoint({
      scope: 'operator',
      method: 'GET',
      path: `${writePath}/revisions` as `${P}/revisions`,
      summary: `Revisions of ${what}, newest first`,
      params,
      reply: RevisionList,
      errors: ['NOT_FOUND'],
    }),
    restore: endpoint({
      scope: 'operator',
      method: 'POST',
      path: `${writePath}/revisions/:revision/restore` as `${P}/revisions/:revision/restore`,
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
