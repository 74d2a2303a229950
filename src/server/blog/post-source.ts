import type { BlogPost, BlogPostSummary } from '../../shared/api/blog';

/** Where posts come from: Contentful when configured, else the Markdown files of content/blog. */
export interface PostSource {
  readonly kind: 'contentful' | 'local';
  /** Newest first, at most `limit`, without bodies. */
  list(limit: number): Promise<BlogPostSummary[]>;
  bySlug(slug: string): Promise<BlogPost | null>;
}
