/**
 * Revisions of what operators edit (a game's prices, the banners, the waste banner, a skin's
 * edits): each stored change is numbered, kept with its changes, and may be put back. Writes take
 * `If-Match: "<revision>"`; a stale one is refused with 412 STALE_REVISION. Decision 0032.
 */
import { route, type IdentityOf } from './endpoint';
import type { RevisionEndpoints } from './revisions.schemas';

export * from './revisions.constants';

/** The entity tag of a revision, as sent in ETag and expected in If-Match. */
export const revisionTag = (revision: number): string => `"${revision}"`;

export const restoredMessage = (what: string, revision: number, from: number): string =>
  `${what}: revision ${from} restored as revision ${revision}`;

/** The query that confirms a price save or restore moving an example price more than tenfold (409 PRICE_JUMP without it). */
export const CONFIRM_PRICE_JUMP = { confirm: 'price-jump' } as const;

/**
 * The history and restore routes beside a write path ('/calculator', '/banners/:id',
 * '/waste-banner', '/skins/:riotId'), typed by their `revisionEndpoints(...)`.
 */
export const revisionRoutes =
  <G extends RevisionEndpoints>() =>
  (writePath: G['history']['path'] extends `${infer P}/revisions` ? P : never) => ({
    // Built as revisionEndpoints builds them; the write path is checked against the endpoints' own.
    history: route<G['history']>()({ scope: 'operator', method: 'GET', path: `${writePath}/revisions` } as IdentityOf<G['history']>),
    // Polled by an open editor, so it learns of another operator's save (issue 41).
    head: route<G['head']>()({ scope: 'operator', method: 'GET', path: `${writePath}/revisions/head` } as IdentityOf<G['head']>),
    restore: route<G['restore']>()({
      scope: 'operator',
      method: 'POST',
      path: `${writePath}/revisions/:revision/restore`,
    } as IdentityOf<G['restore']>),
  });

export type {
  RevisionEntry,
  RevisionHead,
  RevisionList,
  RevisionHeaders,
  StaleRevisionReply,
  RestoreReply,
  ConfirmQuery,
} from './revisions.schemas';
