import { Type, type Static } from 'typebox';
import type { Document } from '@contentful/rich-text-types';

/**
 * The blog. Paths are relative to the API base (operator ones to OPERATOR_SCOPE).
 *
 * - public GET list (limit 1–999) → {items: BlogPostSummary[]}, newest first, no bodies;
 *   400 for another limit; 503 BLOG_UNAVAILABLE when Contentful fails and nothing is cached.
 * - public GET post → BlogPost; 404 NOT_FOUND for an unknown slug.
 * - public GET tweet → the syndication endpoint's tweet; 404 TWEET_NOT_FOUND; 502 TWEET_FETCH_FAILED.
 * - operator POST clearCache (no body, or {}) → "Successfully cleared blog cache".
 */
export const blogPaths = {
  public: { list: '/contentful/:limit', post: '/blog/:slug', tweet: '/tweet/:id' },
  operator: { clearCache: '/contentful/clear-cache' },
} as const;

export const BLOG_LIST_LIMIT_MAX = 999;
export const RECENT_POSTS = 3;
export const blogListPath = (limit: number) => `/contentful/${limit}`;
export const blogPostPath = (slug: string) => `/blog/${encodeURIComponent(slug)}`;
export const tweetPath = (id: string) => `/tweet/${id}`;
export const CLEAR_BLOG_CACHE_MESSAGE = 'Successfully cleared blog cache';

export const SLUG_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$';

export const BlogListParams = Type.Object(
  // 1 to 999 with no leading zero; anything else is refused with 400.
  { limit: Type.String({ pattern: '^(?:[1-9]\\d{0,2})$', description: 'how many posts, 1 to 999', examples: ['3'] }) },
  { additionalProperties: false },
);
export const BlogPostParams = Type.Object(
  { slug: Type.String({ pattern: SLUG_PATTERN, maxLength: 200, examples: ['how-the-calculators-value-an-account'] }) },
  { additionalProperties: false },
);
export const TweetParams = Type.Object({ id: Type.String({ pattern: '^\\d{1,20}$', examples: ['20'] }) }, { additionalProperties: false });

export const BlogImage = Type.Object({
  url: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
  alt: Type.String(),
});

export const BlogPostSummary = Type.Object({
  id: Type.String(),
  slug: Type.String(),
  title: Type.String(),
  /** ISO 8601 date or date-time. */
  published: Type.String(),
  image: Type.Union([BlogImage, Type.Null()]),
});

export const BlogListReply = Type.Object({ items: Type.Array(BlogPostSummary) });

export const BlogPost = Type.Object({
  ...BlogPostSummary.properties,
  description: Type.String(),
  /** A Contentful rich-text Document (local posts are converted to the same shape). */
  // Any JSON (no `type`), so the reply serializer writes the document whole.
  body: Type.Unsafe<Document>({ description: 'a Contentful rich-text Document' }),
});

/** A tweet as the syndication endpoint gives it, passed through unchanged. */
export const TweetReply = Type.Unsafe<TweetPayload>({ description: "the syndication endpoint's tweet (react-tweet's Tweet)" });

export type BlogImage = Static<typeof BlogImage>;
export type BlogPostSummary = Static<typeof BlogPostSummary>;
export type BlogListReply = Static<typeof BlogListReply>;
export type BlogPost = Static<typeof BlogPost>;

/** A tweet as the syndication endpoint gives it (react-tweet's `Tweet`), passed through by our server unchanged. */
export type TweetPayload = { id_str: string; user: object } & Record<string, unknown>;
