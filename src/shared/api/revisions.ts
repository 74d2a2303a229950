/**
 * Revisions of what operators edit (a game's prices, the banners, the waste banner, a skin's
 * edits): each stored change is numbered, kept with its changes, and may be put back. Writes take
 * `If-Match: "<revision>"`; a stale one is refused with 412 STALE_REVISION. Decision 0032.
 */
import { route, type IdentityOf, type PathParams, type Route } from './endpoint';
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

/** One resource's history, head and restore, its write path's parameters filled in: what an editor's panels call. */
export interface ResourceRevisions {
  history: Route<RevisionEndpoints['history']>;
  head: Route<RevisionEndpoints['head']>;
  /** Typed by the one parameter left to the call (the path's prefix is filled in, whatever it was). */
  restore: Route<RevisionEndpoints['restore']> & { readonly path: '/revisions/:revision/restore' };
}

type RevisionRouteSet = { [K in keyof ResourceRevisions]: Route };

/** Fills a path's parameters, leaving those it is not given (':revision') for the call. */
const fillPath = (path: string, params: Record<string, string | number>): string =>
  path.replace(/:(\w+)/g, (segment, name: string) => (name in params ? encodeURIComponent(String(params[name])) : segment));

/**
 * The revision routes of one resource ('/skins/1001/revisions', …): bound once, so the History
 * panel and the head poll call them without knowing which write path they belong to.
 */
export function revisionsOf<R extends RevisionRouteSet>(routes: R, params: PathParams<R['history']['path']>): ResourceRevisions {
  const bind = <K extends keyof ResourceRevisions>(key: K) =>
    ({ ...routes[key], path: fillPath(routes[key].path, params as Record<string, string | number>) }) as ResourceRevisions[K];
  return { history: bind('history'), head: bind('head'), restore: bind('restore') };
}

export type {
  RevisionEntry,
  RevisionHead,
  RevisionList,
  RevisionHeaders,
  StaleRevisionReply,
  RestoreReply,
  ConfirmQuery,
} from './revisions.schemas';
