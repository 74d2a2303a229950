import type { onRequestAsyncHookHandler } from 'fastify';
import type { Db } from '../db/database';
import { catalogueVersion, readVersion } from './repository';
import type { SkinCatalogue } from './skin-catalogue';

/**
 * Keeps the in-memory catalogue current when another process changed the tables (the sync job, an
 * edit on another instance). Checks at most once per `intervalMs`, and at once when the read cache
 * dropped the skins topic, so a page rendered after a sync is never built from the old catalogue.
 * A failed check is logged and the request goes on with the catalogue it has.
 */
export function catalogueFreshness(db: Db, catalogue: SkinCatalogue, changes: () => number, intervalMs = 1000): onRequestAsyncHookHandler {
  let checkedAt = 0;
  let checkedChanges = changes();
  let reloading: Promise<void> | null = null;
  return async (request) => {
    const now = Date.now();
    if (reloading) return reloading;
    if (now - checkedAt < intervalMs && changes() === checkedChanges) return;
    checkedAt = now;
    checkedChanges = changes();
    try {
      if (catalogueVersion(await readVersion(db)) === catalogue.index().version) return;
      reloading = catalogue.reload().finally(() => {
        reloading = null;
      });
      await reloading;
    } catch (error) {
      // The catalogue in memory still serves; the route itself reports a database that is gone.
      request.log.warn({ err: error }, 'skin catalogue freshness check failed');
    }
  };
}
