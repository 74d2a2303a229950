import type { Document } from '@contentful/rich-text-types';
import type { BlogImage } from '../../shared/api/blog';

/**
 * A post as its source gives it. The replies add the spec's names (reply-names.ts); the stale
 * cache of Contentful keeps this shape, so a change of reply never meets an old cached row.
 */
export interface SourcePostSummary {
  id: string;
  slug: string;
  title: string;
  /** ISO 8601 date or date-time. */
  published: string;
  image: BlogImage | null;
}
export interface SourcePost extends SourcePostSummary {
  description: string;
  body: Document;
}

export interface PostSource {
  readonly kind: 'contentful' | 'local';
  /** Newest first, at most `limit`, without bodies. */
  list(limit: number): Promise<SourcePostSummary[]>;
  bySlug(slug: string): Promise<SourcePost | null>;
}
