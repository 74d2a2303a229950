import type { Db } from '../db/database';

export interface CachedRow {
  value: string;
  fetchedAt: string;
}

/** The blog_cache table: one JSON reply per key (`list:3`, `post:<slug>`). */
export function blogCacheRepository(db: Db) {
  return {
    async read(key: string): Promise<CachedRow | null> {
      const row = await db.selectFrom('blog_cache').select(['value', 'fetched_at']).where('key', '=', key).executeTakeFirst();
      return row ? { value: row.value, fetchedAt: new Date(row.fetched_at).toISOString() } : null;
    },
    async write(key: string, value: string, fetchedAt: string): Promise<void> {
      await db
        .insertInto('blog_cache')
        .values({ key, value, fetched_at: Date.parse(fetchedAt) })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value, fetched_at: Date.parse(fetchedAt) }))
        .execute();
    },
    async clear(): Promise<number> {
      const result = await db.deleteFrom('blog_cache').executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type BlogCacheStore = ReturnType<typeof blogCacheRepository>;
