import { entryPost, entrySummary, type BlogEntryLike, type EntryPost, type EntrySummary } from './blog-entries';
import type { ContentfulClient } from './contentful-client';

const CONTENT_TYPE = 'blog';
// The listing never pulls bodies: 999 posts would otherwise mean 999 rich-text documents.
const LIST_FIELDS = ['sys.id', 'fields.slug', 'fields.title', 'fields.published', 'fields.metaImage'];

/** Blog posts from the Content Delivery API, newest first. */
export function contentfulPosts(client: ContentfulClient) {
  // The SDK's generic entry types are not worth modelling for five fields; blog-entries.ts checks what it reads.
  const getEntries = client.getEntries.bind(client) as unknown as (query: Record<string, unknown>) => Promise<{ items: BlogEntryLike[] }>;
  return {
    async list(limit: number): Promise<EntrySummary[]> {
      const reply = await getEntries({ content_type: CONTENT_TYPE, select: LIST_FIELDS, order: ['-fields.published'], limit, include: 1 });
      return reply.items.map(entrySummary).filter((post) => post.slug && post.title);
    },
    async bySlug(slug: string): Promise<EntryPost | null> {
      const reply = await getEntries({ content_type: CONTENT_TYPE, 'fields.slug': slug, limit: 1, include: 2 });
      const entry = reply.items[0];
      return entry ? entryPost(entry) : null;
    },
  };
}
