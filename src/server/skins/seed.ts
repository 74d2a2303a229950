import type { Seeder } from '../db/seed';
import { loadBundle } from './bundle';
import { META_SOURCE_HASH, readMeta, replaceSourceFacts } from './repository';

/**
 * Fills the catalogue from the shipped build. Idempotent: a database that already holds this
 * build is left alone; a new build replaces the source facts only (operator edits are kept).
 */
export const seedSkins =
  (file?: string): Seeder =>
  async (db) => {
    const bundle = loadBundle(file);
    if ((await readMeta(db, META_SOURCE_HASH)) === bundle.hash) return;
    await replaceSourceFacts(db, bundle, bundle.hash);
  };
