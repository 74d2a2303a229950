/** The blog: its listing and posts (from Contentful, or content/blog without it), tweet cards, and the operator's cache reset. */
import type * as schemas from './blog.schemas';
import { route } from './endpoint';

export const BLOG_LIST_LIMIT_MAX = 999;
export const RECENT_POSTS = 3;
export const CLEAR_BLOG_CACHE_MESSAGE = 'Successfully cleared blog cache';
export const SLUG_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$';

/** A tweet as the syndication endpoint gives it (react-tweet's `Tweet`), passed through by our server unchanged. */
export type TweetPayload = { id_str: string; user: object } & Record<string, unknown>;

/** Newest first, without bodies; 503 BLOG_UNAVAILABLE when Contentful fails and nothing is cached. */
export const blogList = route<typeof schemas.blogList>()({ scope: 'public', method: 'GET', path: '/contentful/:limit' });
export const blogPost = route<typeof schemas.blogPost>()({ scope: 'public', method: 'GET', path: '/blog/:slug' });

/** The data of a tweet card, fetched by our server from the syndication endpoint. */
export const tweet = route<typeof schemas.tweet>()({ scope: 'public', method: 'GET', path: '/tweet/:id' });

/** "Successfully cleared blog cache". */
export const clearBlogCache = route<typeof schemas.clearBlogCache>()({
  scope: 'operator',
  method: 'POST',
  path: '/contentful/clear-cache',
});

export type { BlogImage, BlogPostSummary, BlogListReply, BlogPost } from './blog.schemas';
