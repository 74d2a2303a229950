import type { TweetPayload as Tweet } from '../../../shared/api/blog';
import { UpstreamError } from '../http/errors';
import type { UpstreamOutcome } from '../../operations/site-metrics';
import { attemptOutcome, createHttpClient, type HttpClientOptions } from '../http/http-client';

/**
 * The tweet syndication endpoint that react-tweet's server API calls, on the same path with the
 * same query. react-tweet/api hard-codes its host and reads non-JSON error bodies as JSON, so this
 * small client exists to make the base URL configurable and failures well defined (decision 0018).
 */
const TIMEOUT_MS = 4000;

export type TweetResult = { kind: 'found'; tweet: Tweet } | { kind: 'not-found' };

export class TweetFetchError extends Error {
  constructor(
    readonly url: string,
    readonly status: number | string,
  ) {
    super(`Failed to fetch tweet at "${url}" with "${status}".`);
    this.name = 'TweetFetchError';
  }
}

/** The endpoint's anti-scraping token, a function of the id alone (base-36 digits of id / 1e15 · π). */
export function syndicationToken(id: string): string {
  return ((Number(id) / 1e15) * Math.PI).toString(36).replace(/(0+|\.)/g, '');
}

export function tweetUrl(baseUrl: string, id: string): string {
  const url = new URL('/tweet-result', baseUrl);
  url.searchParams.set('id', id);
  url.searchParams.set('lang', 'en');
  url.searchParams.set('token', syndicationToken(id));
  return url.toString();
}

const isTweet = (data: unknown): data is Tweet =>
  typeof data === 'object' && data !== null && typeof (data as Tweet).id_str === 'string' && typeof (data as Tweet).user === 'object';

/** An empty object or a tombstone (deleted or protected) is the endpoint's way of saying "not found". */
function tweetResult(data: unknown): TweetResult {
  if (
    data &&
    typeof data === 'object' &&
    ((data as { __typename?: string }).__typename === 'TweetTombstone' || Object.keys(data).length === 0)
  )
    return { kind: 'not-found' };
  if (!isTweet(data)) throw new Error('not a tweet');
  return { kind: 'found', tweet: data };
}

type AttemptStatus = Parameters<NonNullable<HttpClientOptions['onAttempt']>>[0]['status'];

/** `onFetch` is told how each fetch ended (found is `ok`, a tombstone or 404 `not_found`), for /metrics. */
export function createSyndicationClient(baseUrl: string, timeoutMs = TIMEOUT_MS, onFetch?: (outcome: UpstreamOutcome) => void) {
  return async function fetchTweet(id: string): Promise<TweetResult> {
    const url = tweetUrl(baseUrl, id);
    let last: AttemptStatus = 'network';
    // No retries: a visitor's card is waiting, and failures are not cached, so the next visit asks again.
    const http = createHttpClient({
      upstream: 'Tweet syndication',
      timeoutMs,
      retries: 0,
      rateLimitRetries: 0,
      onAttempt: (attempt) => (last = attempt.status),
    });
    try {
      const result = (await http.getJson({ url, parse: tweetResult })) ?? { kind: 'not-found' };
      onFetch?.(result.kind === 'found' ? 'ok' : 'not_found');
      return result;
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      onFetch?.(error.kind === 'bad-reply' ? 'bad_reply' : attemptOutcome(last));
      // The spec's log line names the HTTP status, a timeout or the bad body.
      throw new TweetFetchError(url, error.kind === 'bad-reply' ? 'invalid body' : last === 'network' ? 'network error' : last);
    }
  };
}

export type FetchTweet = ReturnType<typeof createSyndicationClient>;
