import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { contentfulPosts } from '../upstream/contentful/contentful-posts';
import type { Upstreams } from '../upstream/upstreams';
import { createBlogService } from './blog-service';
import type { PostSource } from './post-source';
import { blogCacheRepository } from './repository';
import { createStaleCache } from './stale-cache';
import { createTweetCache } from './tweet-cache';

export interface BlogSettings {
  /** The posts of content/blog, loaded at start (used when Contentful is not configured). */
  localPosts?: PostSource;
  /** Contentful timeout per attempt and retries (contentful-client.ts has the defaults; buildApp hands them to the client). */
  timeoutMs?: number;
  retryLimit?: number;
  /** Cache freshness and how long a visitor waits for a refresh before a stale copy is served. */
  freshMs?: number;
  slowMs?: number;
  /** How long the read cache keeps a listing or a post before asking the blog service again (a minute by default). */
  replyMaxAgeMs?: number;
}

const FRESH_MS = 5 * 60 * 1000;
const SLOW_MS = 1500;

const NO_POSTS: PostSource = { kind: 'local', list: async () => [], bySlug: async () => null };

export function createBlog(
  upstream: Pick<Upstreams, 'contentful' | 'tweets'>,
  db: Db,
  log: FastifyBaseLogger,
  settings: BlogSettings = {},
) {
  const source: PostSource = upstream.contentful
    ? { kind: 'contentful', ...contentfulPosts(upstream.contentful) }
    : (settings.localPosts ?? NO_POSTS);
  const cache = createStaleCache({
    store: blogCacheRepository(db),
    freshMs: settings.freshMs ?? FRESH_MS,
    slowMs: settings.slowMs ?? SLOW_MS,
    log,
  });
  return { blog: createBlogService(source, cache), getTweet: createTweetCache(upstream.tweets) };
}
