import type { FastifyBaseLogger, FastifyPluginAsync, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { EmptyBody, FailureReply, fail, ok, replies } from '../../shared/api/envelope';
import {
  BLOG_LIST_LIMIT_MAX,
  BlogListParams,
  BlogListReply,
  BlogPost,
  BlogPostParams,
  CLEAR_BLOG_CACHE_MESSAGE,
  TweetParams,
  TweetReply,
  blogPaths,
} from '../../shared/api/blog';
import { operatorOf } from '../http/operator-request';
import { TweetFetchError } from '../upstream/tweets/syndication-client';
import type { BlogService } from './blog-service';
import { UpstreamUnavailableError } from './stale-cache';
import type { GetTweet } from './tweet-cache';
import type { ReadCache } from '../read-cache/read-cache';

export interface BlogRouteOptions {
  blog: BlogService;
  getTweet: GetTweet;
  /** Serves the listing and the posts, so the pages that show them can be kept rendered. */
  cache: Pick<ReadCache, 'handler' | 'invalidate'>;
  /** How long a kept listing or post lasts (the blog service's own cache then decides if Contentful is asked). */
  replyMaxAgeMs?: number;
}

/** The read-cache topic of the blog's replies; clearing the blog cache drops it on every instance. */
export const BLOG_CACHE_TOPIC = 'blog';
/** Posts change in Contentful, where no save of ours sees it: kept replies (and the pages built on them) last a minute. */
const BLOG_REPLY_MAX_AGE_MS = 60_000;

class NoSuchPost extends Error {}

export const BLOG_UNAVAILABLE = 'The blog is unavailable right now: our content service did not answer. Please try again in a few minutes.';

function unavailable(reply: FastifyReply, log: FastifyBaseLogger, error: unknown): FastifyReply {
  if (!(error instanceof UpstreamUnavailableError)) throw error;
  const reason = error.cause instanceof Error ? error.cause.message.split('\n')[0] : String(error.cause);
  log.error({ reason }, 'Contentful failed and nothing is cached');
  return reply.code(503).send(fail(BLOG_UNAVAILABLE, 'BLOG_UNAVAILABLE'));
}

// The app's error handler turns 'params/limit must…' into 'Invalid params: limit must…'.
const refuse = (message: string) => () => Object.assign(new Error(message), { statusCode: 400 });

/** Public: GET /api/contentful/:limit (the listing), GET /api/blog/:slug (one post), GET /api/tweet/:id (a tweet card's data). */
export const blogRoutes: FastifyPluginAsync<BlogRouteOptions> = async (
  plain,
  { blog, getTweet, cache, replyMaxAgeMs = BLOG_REPLY_MAX_AGE_MS },
) => {
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();

  const listReply = cache.handler({
    topic: BLOG_CACHE_TOPIC,
    maxAgeMs: replyMaxAgeMs,
    key: (request) => `list:${(request.params as { limit: string }).limit}`,
    load: async (request) => ({ items: await blog.list(Number((request.params as { limit: string }).limit)) }),
  });
  app.get(
    blogPaths.public.list,
    {
      schema: { params: BlogListParams, response: { ...replies(BlogListReply), '5xx': FailureReply } },
      schemaErrorFormatter: refuse(`params/limit must be a whole number from 1 to ${BLOG_LIST_LIMIT_MAX}.`),
    },
    async (request, reply) => {
      try {
        await listReply(request, reply);
        return reply;
      } catch (error) {
        return unavailable(reply, request.log, error);
      }
    },
  );

  const postReply = cache.handler({
    topic: BLOG_CACHE_TOPIC,
    maxAgeMs: replyMaxAgeMs,
    key: (request) => `post:${(request.params as { slug: string }).slug}`,
    load: async (request) => {
      const post = await blog.post((request.params as { slug: string }).slug);
      // Not kept: a post published a moment later shows at once.
      if (!post) throw new NoSuchPost();
      return post;
    },
  });
  app.get(
    blogPaths.public.post,
    {
      schema: { params: BlogPostParams, response: { ...replies(BlogPost), '5xx': FailureReply } },
      schemaErrorFormatter: refuse('params/slug must be lowercase letters and digits joined by hyphens.'),
    },
    async (request, reply) => {
      try {
        await postReply(request, reply);
        return reply;
      } catch (error) {
        if (error instanceof NoSuchPost)
          return reply.code(404).send(fail(`There is no blog post at /blog/${request.params.slug}.`, 'NOT_FOUND'));
        return unavailable(reply, request.log, error);
      }
    },
  );

  app.get(
    blogPaths.public.tweet,
    {
      schema: { params: TweetParams, response: { ...replies(TweetReply), '5xx': FailureReply } },
      schemaErrorFormatter: refuse('params/id must be a tweet id: 1 to 20 digits.'),
    },
    async (request, reply) => {
      try {
        const tweet = await getTweet(request.params.id);
        if (!tweet) return reply.code(404).send(fail('Tweet not found', 'TWEET_NOT_FOUND'));
        reply.header('Cache-Control', 'public, max-age=3600');
        return ok(tweet);
      } catch (error) {
        if (!(error instanceof TweetFetchError)) throw error;
        request.log.error(error.message);
        return reply.code(502).send(fail('The tweet could not be loaded right now.', 'TWEET_FETCH_FAILED'));
      }
    },
  );
};

/** Operator scope: POST /api/auth/contentful/clear-cache (no body, or {}). */
export const blogOperatorRoutes: FastifyPluginAsync<Pick<BlogRouteOptions, 'blog' | 'cache'>> = async (plain, { blog, cache }) => {
  const scope = plain.withTypeProvider<TypeBoxTypeProvider>();
  scope.post(
    blogPaths.operator.clearCache,
    {
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: { body: EmptyBody, response: replies(Type.String()) },
      schemaErrorFormatter: refuse('body must be empty: clearing the blog cache takes no parameters.'),
    },
    async (request) => {
      const removed = await blog.clearCache();
      await cache.invalidate(BLOG_CACHE_TOPIC);
      request.log.info({ actor: operatorOf(request).username, removed }, 'blog cache cleared');
      return ok(CLEAR_BLOG_CACHE_MESSAGE);
    },
  );
};
