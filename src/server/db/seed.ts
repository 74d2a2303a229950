import type { Db } from './database';

/** A seeder fills its tables with defaults; it must be idempotent (safe on every start). */
export type Seeder = (db: Db) => Promise<void>;

/** Runs the seeders in order. Features declare theirs in their folder; server.ts lists them. */
export async function runSeeders(db: Db, seeders: readonly Seeder[]): Promise<void> {
  for (const seed of seeders) await seed(db);
}
