/** The blog endpoints: how to call them and what they take and answer (src/shared/api/blog.ts holds the browser's routes to them). */
import type { Document } from '@contentful/rich-text-types';
import { Type, type Static } from 'typebox';
import { BLOG_LIST_LIMIT_MAX, SLUG_PATTERN, type TweetPayload } from './blog.constants';
import { endpoint } from './endpoint';
import { Closed, EmptyBody, Message, Nullable } from './envelope.schemas';

export const BlogListParams = Closed({
  limit: Type.Integer({
    minimum: 1,
    maximum: BLOG_LIST_LIMIT_MAX,
    errorMessage: `The limit must be a whole number from 1 to ${BLOG_LIST_LIMIT_MAX}.`,
    description: 'how many posts, 1 to 999',
    examples: [3],
  }),
});

export const BlogPostParams = Closed({
  slug: Type.String({
    pattern: SLUG_PATTERN,
    maxLength: 200,
    examples: ['how-the-calculators-value-an-account'],
    errorMessage: 'A post address is lowercase letters and digits joined by hyphens.',
  }),
});

export const TweetParams = Closed({
  id: Type.String({ pattern: '^\\d{1,20}$', examples: ['20'], errorMessage: 'A tweet id is 1 to 20 digits.' }),
});

export const BlogImage = Type.Object({
  url: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
  alt: Type.String(),
});

/**
 * Contentful's asset as the spec names it ("metaImage (asset with a file url)"): a client written
 * against Contentful reads `metaImage.fields.file.url`. Our `url` is absolute (Contentful's own is
 * protocol-relative) or, for a post of content/blog, a path on this site.
 */
export const SpecAsset = Type.Object({
  fields: Type.Object({
    title: Type.String(),
    description: Type.String(),
    file: Type.Object({
      url: Type.String(),
      details: Type.Object({ image: Type.Object({ width: Type.Integer(), height: Type.Integer() }) }),
    }),
  }),
});

/** A listed post: our names (id, image) and, beside them, the spec's (sys.id, metaImage) for the same facts. */
const summaryFields = {
  id: Type.String(),
  slug: Type.String(),
  title: Type.String(),
  /** ISO 8601 date or date-time. */
  published: Type.String(),
  image: Nullable(BlogImage),
  /** The spec's "Entry ids live under sys.id": the same as `id`. */
  sys: Type.Object({ id: Type.String() }),
  /** The spec's name for `image`, shaped as Contentful's asset. */
  metaImage: Nullable(SpecAsset),
};

export const BlogPostSummary = Type.Object(summaryFields);
export const BlogListReply = Type.Object({ items: Type.Array(BlogPostSummary) });

export const BlogPost = Type.Object({
  ...summaryFields,
  description: Type.String(),
  /**
   * The body, under the spec's name: a Contentful rich-text Document (local posts are converted to
   * the same shape). Sent once, under this name only: it is most of the reply.
   */
  // Any JSON (no `type`), so the reply serializer writes the document whole.
  blogText: Type.Unsafe<Document>({ description: 'a Contentful rich-text Document' }),
});

/** A tweet as the syndication endpoint gives it, passed through unchanged. */
export const TweetReply = Type.Unsafe<TweetPayload>({ description: "the syndication endpoint's tweet (react-tweet's Tweet)" });
export type BlogImage = Static<typeof BlogImage>;
export type BlogPostSummary = Static<typeof BlogPostSummary>;
export type BlogListReply = Static<typeof BlogListReply>;
export type BlogPost = Static<typeof BlogPost>;

export const blogList = endpoint({
  scope: 'public',
  method: 'GET',
  path: '/contentful/:limit',
  summary: 'The newest blog posts',
  params: BlogListParams,
  reply: BlogListReply,
  errors: ['BLOG_UNAVAILABLE'],
});

export const blogPost = endpoint({
  scope: 'public',
  method: 'GET',
  path: '/blog/:slug',
  summary: 'One blog post with its rich-text body',
  params: BlogPostParams,
  reply: BlogPost,
  errors: ['NOT_FOUND', 'BLOG_UNAVAILABLE'],
});

export const tweet = endpoint({
  scope: 'public',
  method: 'GET',
  path: '/tweet/:id',
  summary: "A tweet card's data",
  params: TweetParams,
  reply: TweetReply,
  errors: ['TWEET_NOT_FOUND', 'TWEET_FETCH_FAILED'],
});

export const clearBlogCache = endpoint({
  scope: 'operator',
  method: 'POST',
  path: '/contentful/clear-cache',
  summary: 'Drop the cached posts so the next visit reads Contentful',
  body: EmptyBody,
  reply: Message,
});
