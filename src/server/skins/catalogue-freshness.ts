import type { onRequestAsyncHookHandler } from 'fastify';
import type { Db } from '../db/database';
import { META_REVISION, META_SOURCE_HASH, catalogueVersion, readMeta } from './repository';
import type { SkinCatalogue } from './skin-catalogue';

/**
 * Keeps this instance's in-memory catalogue current when another process changed the tables (the
 * sync job in the runner, an edit on another instance): at most once per `intervalMs` a request
 * reads the stored version (two app_meta rows) and, when it moved, waits for one reload. A
 * failed check is logged and the request goes on with the catalogue it has.
 */
export function catalogueFreshness(db: Db, catalogue: SkinCatalogue, intervalMs = 1000): onRequestAsyncHookHandler {
  let checkedAt = 0;
  let reloading: Promise<void> | null = null;
  return async (request) => {
    const now = Date.now();
    if (reloading) return reloading;
    if (now - checkedAt < intervalMs) return;
    checkedAt = now;
    try {
      const [hash, revision] = await Promise.all([readMeta(db, META_SOURCE_HASH), readMeta(db, META_REVISION)]);
      if (catalogueVersion(hash, revision) === catalogue.index().version) return;
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
