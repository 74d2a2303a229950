import { recordAudit } from '../audit/audit-log';
import type { FastifyBaseLogger } from 'fastify';
import { CLEAR_BLOG_CACHE_MESSAGE } from '../../shared/api/blog';
import { blogList, blogPost, clearBlogCache, tweet } from '../../shared/api/blog.schemas';
import type { FeatureFactory } from '../feature';
import { httpError } from '../http/http-error';
import { mount, mountCached } from '../http/mount';
import { operatorOf } from '../security/operator-request';
import { TweetFetchError } from '../upstream/tweets/syndication-client';
import { blogShareCard, blogSitemap } from './blog-seo';
import { createBlog } from './create-blog';
import { postReply, summaryReply } from './reply-names';
import { UpstreamUnavailableError } from './stale-cache';

/** The read-cache topic of the blog's replies; clearing the blog cache drops it on every instance. */
export const BLOG_CACHE_TOPIC = 'blog';
/** Posts change in Contentful, where no save of ours sees it: kept replies (and the pages built on them) last a minute. */
const BLOG_REPLY_MAX_AGE_MS = 60_000;
/** As long as the tweet cache keeps a found tweet. */
const TWEET_REPLY_MAX_AGE_MS = 60 * 60 * 1000;

export const BLOG_UNAVAILABLE = 'The blog is unavailable right now: our content service did not answer. Please try again in a few minutes.';

/** Contentful failed with nothing cached: 503, with the reason in the log only. */
function unavailable(log: FastifyBaseLogger) {
  return (error: unknown): never => {
    if (!(error instanceof UpstreamUnavailableError)) throw error;
    const reason = error.cause instanceof Error ? error.cause.message.split('\n')[0] : String(error.cause);
    log.error({ reason }, 'Contentful failed and nothing is cached');
    throw httpError('BLOG_UNAVAILABLE', BLOG_UNAVAILABLE);
  };
}

/** Listing and posts come from the read cache, so the pages that show them can be kept rendered. */
export const blogFeature: FeatureFactory = ({ db, log, upstream, cache, settings }) => {
  const { blog, getTweet } = createBlog(upstream, db, log, settings.blog);
  const maxAgeMs = settings.blog?.replyMaxAgeMs ?? BLOG_REPLY_MAX_AGE_MS;
  return {
    sitemap: [blogSitemap(blog)],
    shareCard: blogShareCard(blog),
    routes(api) {
      mountCached(api, blogList, { cache, topic: BLOG_CACHE_TOPIC, maxAgeMs, key: ({ params }) => `list:${params.limit}` }, ({ params }) =>
        blog
          .list(params.limit)
          .then((items) => ({ items: items.map(summaryReply) }))
          .catch(unavailable(log)),
      );
      mountCached(
        api,
        blogPost,
        { cache, topic: BLOG_CACHE_TOPIC, maxAgeMs, key: ({ params }) => `post:${params.slug}` },
        async ({ params }) => {
          const post = await blog.post(params.slug).catch(unavailable(log));
          // Not kept (a refusal never is): a post published a moment later shows at once.
          if (!post) throw httpError('NOT_FOUND', `There is no blog post at /blog/${params.slug}.`);
          return postReply(post);
        },
      );
      // From the read cache too, so a post with a tweet card (its loader asks for the tweet) can be kept rendered.
      const tweetCache = {
        cache,
        topic: BLOG_CACHE_TOPIC,
        maxAgeMs: TWEET_REPLY_MAX_AGE_MS,
        key: ({ params }: { params: { id: string } }) => `tweet:${params.id}`,
      };
      mountCached(api, tweet, tweetCache, async ({ params, request }) => {
        try {
          const found = await getTweet(params.id);
          if (!found) throw httpError('TWEET_NOT_FOUND', 'Tweet not found');
          return found;
        } catch (error) {
          if (!(error instanceof TweetFetchError)) throw error;
          request.log.error(error.message);
          throw httpError('TWEET_FETCH_FAILED', 'The tweet could not be loaded right now.');
        }
      });
    },
    operatorRoutes(scope) {
      mount(scope, clearBlogCache, async ({ request }) => {
        const removed = await blog.clearCache();
        await cache.invalidate(BLOG_CACHE_TOPIC);
        request.log.info({ actor: operatorOf(request).username, removed }, 'blog cache cleared');
        await recordAudit(db, {
          actor: operatorOf(request).username,
          action: 'blog-cache.clear',
          target: 'blog',
          detail: { removed },
          requestId: request.id,
        });
        return CLEAR_BLOG_CACHE_MESSAGE;
      });
    },
  };
};
