/**
 * The activity log (GET /api/auth/audit): every operator edit, login, failed login, logout,
 * blog-cache clear and sync start, newest first, each with the request id of the reply that made
 * it and, for edits, what changed. Decision 0032.
 */
import { Type, type Static } from 'typebox';
import { endpoint } from './endpoint';
import { ChangeSchema } from './revisions';

export const ACTIVITY_PAGE_MAX = 200;

export const ActivityQuery = Type.Object(
  {
    limit: Type.Optional(
      Type.String({
        pattern: '^(200|1[0-9]{2}|[1-9][0-9]?)$',
        description: 'Entries per page, 1 to 200 (50).',
        errorMessage: 'The limit must be a whole number from 1 to 200.',
      }),
    ),
    before: Type.Optional(
      Type.String({
        pattern: '^[1-9][0-9]{0,14}$',
        description: "Entries older than this id: the previous page's `next`.",
        errorMessage: 'before must be an entry id.',
      }),
    ),
    action: Type.Optional(
      Type.String({ maxLength: 60, description: "A whole action ('calculator.save') or a part of one ('save', 'login', 'restore')." }),
    ),
    actor: Type.Optional(Type.String({ maxLength: 64, description: 'A username.' })),
  },
  { additionalProperties: false },
);
export type ActivityQuery = Static<typeof ActivityQuery>;

export const ActivityEntry = Type.Object({
  id: Type.Integer(),
  /** Epoch ms. */
  at: Type.Integer(),
  actor: Type.String(),
  action: Type.String(),
  target: Type.String(),
  detail: Type.Unknown(),
  requestId: Type.Union([Type.String(), Type.Null()]),
  changes: Type.Union([Type.Array(ChangeSchema), Type.Null()]),
});
export type ActivityEntry = Static<typeof ActivityEntry>;

export const ActivityPage = Type.Object({
  entries: Type.Array(ActivityEntry),
  /** Pass as `before` for the next page; null on the last. */
  next: Type.Union([Type.Integer(), Type.Null()]),
});
export type ActivityPage = Static<typeof ActivityPage>;

export const activity = endpoint({
  scope: 'operator',
  method: 'GET',
  path: '/audit',
  summary: 'The activity log: edits, logins, logouts, cache clears and sync starts, newest first',
  query: ActivityQuery,
  reply: ActivityPage,
});
