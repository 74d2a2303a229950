import { sql } from 'kysely';
import type { Db } from '../db/database';

export async function readVersions(db: Db): Promise<Map<string, number>> {
  const rows = await db.selectFrom('read_cache_versions').select(['topic', 'version']).execute();
  return new Map(rows.map((row) => [row.topic, row.version]));
}

/** Bumps a topic's version (creating it at 1), which tells every other instance to drop the topic's replies. */
export async function bumpVersion(db: Db, topic: string): Promise<void> {
  await db
    .insertInto('read_cache_versions')
    .values({ topic, version: 1 })
    .onConflict((oc) => oc.column('topic').doUpdateSet({ version: sql<number>`read_cache_versions.version + 1` }))
    .execute();
}
