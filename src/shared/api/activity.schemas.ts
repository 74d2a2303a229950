/** The activity endpoints: how to call them and what they take and answer (src/shared/api/activity.ts holds the browser's routes to them). */
import { Type, type Static } from 'typebox';
import { ACTIVITY_PAGE_MAX } from './activity.constants';
import { endpoint } from './endpoint';
import { Closed, IsoTime, Nullable } from './envelope.schemas';
import { ChangeSchema } from './revisions.schemas';

export const ActivityQuery = Closed({
  limit: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: ACTIVITY_PAGE_MAX,
      errorMessage: 'The limit must be a whole number from 1 to 200.',
      description: 'Entries per page (50).',
    }),
  ),
  before: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: Number.MAX_SAFE_INTEGER,
      errorMessage: 'before must be an entry id.',
      description: "Entries older than this id: the previous page's `next`.",
    }),
  ),
  action: Type.Optional(
    Type.String({ maxLength: 60, description: "A whole action ('calculator.save') or a part of one ('save', 'login', 'restore')." }),
  ),
  actor: Type.Optional(Type.String({ maxLength: 64, description: 'A username.' })),
});
export type ActivityQuery = Static<typeof ActivityQuery>;

export const ActivityEntry = Type.Object({
  id: Type.Integer(),
  at: IsoTime,
  actor: Type.String(),
  action: Type.String(),
  target: Type.String(),
  detail: Type.Unknown(),
  requestId: Nullable(Type.String()),
  changes: Nullable(Type.Array(ChangeSchema)),
});
export type ActivityEntry = Static<typeof ActivityEntry>;

export const ActivityPage = Type.Object({
  entries: Type.Array(ActivityEntry),
  /** Pass as `before` for the next page; null on the last. */
  next: Nullable(Type.Integer()),
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
