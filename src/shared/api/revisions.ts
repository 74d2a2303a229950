/**
 * Revisions of what operators edit (a game's prices, the banners, the waste banner, a skin's
 * edits): each stored change is numbered, kept with its changes, and may be put back. Writes take
 * `If-Match: "<revision>"`; a stale one is refused with 412 STALE_REVISION. Decision 0032.
 */
import { route, type EndpointSchemas } from './endpoint';
import type { revisionSchemas } from './revisions.schemas';

export * from './revisions.constants';

/** The entity tag of a revision, as sent in ETag and expected in If-Match. */
export const revisionTag = (revision: number): string => `"${revision}"`;

export const restoredMessage = (what: string, revision: number, from: number): string =>
  `${what}: revision ${from} restored as revision ${revision}`;

/** The query that confirms a price save or restore moving an example price more than tenfold (409 PRICE_JUMP without it). */
export const CONFIRM_PRICE_JUMP = { confirm: 'price-jump' } as const;

/**
 * GET on a write path: the value as stored with its revision, and `ETag: "<revision>"`, which a write
 * sends back as If-Match (RFC 9110 conditional requests).
 */
export const currentRoute =
  <S extends EndpointSchemas>() =>
  <const P extends string>(writePath: P) =>
    route<S>()({ scope: 'operator', method: 'GET', path: writePath });

/**
 * The history and restore routes beside a write path ('/calculator', '/banners/:id',
 * '/waste-banner', '/skins/:riotId'), typed by their `revisionSchemas(...)`.
 */
export const revisionRoutes =
  <S extends Record<'history' | 'head' | 'restore', EndpointSchemas>>() =>
  <const P extends string>(writePath: P) => ({
    history: route<S['history']>()({ scope: 'operator', method: 'GET', path: `${writePath}/revisions` as `${P}/revisions` }),
    // Polled by an open editor, so it learns of another operator's save (issue 41).
    head: route<S['head']>()({ scope: 'operator', method: 'GET', path: `${writePath}/revisions/head` as `${P}/revisions/head` }),
    restore: route<S['restore']>()({
      scope: 'operator',
      method: 'POST',
      path: `${writePath}/revisions/:revision/restore` as `${P}/revisions/:revision/restore`,
    }),
  });

/** The history and restore routes of any write path: what the server's revision routes mount. */
export type RevisionRoutes = ReturnType<ReturnType<typeof revisionRoutes<ReturnType<typeof revisionSchemas<Record<never, never>>>>>>;

export type {
  RevisionEntry,
  RevisionHead,
  RevisionList,
  RevisionHeaders,
  StaleRevisionReply,
  RestoreReply,
  ConfirmQuery,
} from './revisions.schemas';
