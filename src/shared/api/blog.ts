/** The blog: its listing and posts (from Contentful, or content/blog without it), tweet cards, and the operator's cache reset. */
import type * as schemas from './blog.schemas';
import { route } from './endpoint';

export * from './blog.constants';

export const RECENT_POSTS = 3;
export const CLEAR_BLOG_CACHE_MESSAGE = 'Successfully cleared blog cache';

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
