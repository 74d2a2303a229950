import type { PostSource, SourcePost, SourcePostSummary } from './post-source';
import type { StaleCache } from './stale-cache';

/** Contentful is read through the stale cache; local posts are already in memory and need none. */
export function createBlogService(source: PostSource, cache: StaleCache) {
  const cached = source.kind === 'contentful';
  return {
    source: source.kind,
    list(limit: number): Promise<SourcePostSummary[]> {
      return cached ? cache.get(`list:${limit}`, () => source.list(limit)) : source.list(limit);
    },
    post(slug: string): Promise<SourcePost | null> {
      return cached ? cache.get(`post:${slug}`, () => source.bySlug(slug)) : source.bySlug(slug);
    },
    clearCache: () => cache.clear(),
  };
}
