import type { TweetPayload as Tweet } from '../../shared/api/blog';
import type { FetchTweet, TweetResult } from '../upstream/tweets/syndication-client';

const FOUND_TTL_MS = 60 * 60 * 1000;
// A missing tweet may be a passing hiccup of the endpoint: ask again sooner.
const NOT_FOUND_TTL_MS = 5 * 60 * 1000;
const MAX_ENTRIES = 500;

/**
 * In memory: tweets change little and are cheap to fetch again after a restart. Failures are not
 * cached, so the next visitor tries again.
 */
export function createTweetCache(fetchTweet: FetchTweet, now: () => number = Date.now) {
  const entries = new Map<string, { result: TweetResult; expires: number }>();
  const inFlight = new Map<string, Promise<TweetResult>>();

  return async function getTweet(id: string): Promise<Tweet | null> {
    const hit = entries.get(id);
    if (hit && hit.expires > now()) return hit.result.kind === 'found' ? hit.result.tweet : null;
    let pending = inFlight.get(id);
    if (!pending) {
      pending = fetchTweet(id).finally(() => inFlight.delete(id));
      inFlight.set(id, pending);
    }
    const result = await pending;
    entries.delete(id);
    entries.set(id, { result, expires: now() + (result.kind === 'found' ? FOUND_TTL_MS : NOT_FOUND_TTL_MS) });
    if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    return result.kind === 'found' ? result.tweet : null;
  };
}
