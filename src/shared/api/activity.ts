/**
 * The activity log (GET /api/auth/audit): every operator edit, login, failed login, logout,
 * blog-cache clear and sync start, newest first, each with the request id of the reply that made
 * it and, for edits, what changed. Decision 0032.
 */
import type * as schemas from './activity.schemas';
import { route } from './endpoint';

export * from './activity.constants';

export const activity = route<typeof schemas.activity>()({ scope: 'operator', method: 'GET', path: '/audit' });

export type { ActivityQuery, ActivityEntry, ActivityPage } from './activity.schemas';
