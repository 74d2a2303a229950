import type { onRequestAsyncHookHandler } from 'fastify';
import type { Db } from '../db/database';
import { catalogueVersion, readVersion } from './repository';
import type { SkinCatalogue } from './skin-catalogue';

/**
 * Keeps this instance's in-memory catalogue current when another process changed the tables (the
 * sync job in the runner, an edit on another instance): at most once per `intervalMs` a request
 * reads the stored version (the skin_catalogue row) and, when it moved, waits for one reload. It
 * checks at once when the read cache dropped the skins topic (`changes`, its generation), so a page rendered after a
 * sync or an edit elsewhere is never built from the old catalogue. A failed check is logged and
 * the request goes on with the catalogue it has.
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
