import type { Seeder } from '../db/seed';
import { bundleHash, loadBundle } from './bundle';
import { readVersion, replaceSourceFacts } from './repository';

/**
 * Fills the catalogue from the shipped build. Idempotent: a database that already holds this
 * build is left alone; a new build replaces the source facts only (operator edits are kept).
 */
export const seedSkins =
  (file?: string): Seeder =>
  async (db) => {
    if ((await readVersion(db))?.sourceHash === bundleHash(file)) return;
    const bundle = loadBundle(file);
    await replaceSourceFacts(db, bundle, bundle.hash);
  };
