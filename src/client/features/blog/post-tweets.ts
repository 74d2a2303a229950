import type { Document } from '@contentful/rich-text-types';
import { tweet, type TweetPayload } from '../../../shared/api/blog';
import { href } from '../../../shared/api/endpoint';
import { ApiError, callApi } from '../../lib/api-client';
import { linkKind } from '../../components/rich-text/link-kind';

/** A post's tweet cards, keyed as their SWR calls are (`/tweet/20`); null for a tweet that does not exist. */
export type PostTweets = Record<string, TweetPayload | null>;

// A page waits this long for its tweets; a slower one is loaded by its card (its place reserved meanwhile).
const TWEET_WAIT_MS = 1500;
const MAX_TWEETS = 10;

type Node = { nodeType: string; data?: { uri?: unknown }; content?: Node[] };

export function tweetIdsOf(document: Document): string[] {
  const ids = new Set<string>();
  const visit = (node: Node) => {
    if (node.nodeType === 'hyperlink' && typeof node.data?.uri === 'string') {
      const kind = linkKind(node.data.uri);
      if (kind.kind === 'tweet') ids.add(kind.tweetId);
    }
    node.content?.forEach(visit);
  };
  visit(document as unknown as Node);
  return [...ids];
}

const tweetKey = (id: string) => href(tweet, { params: { id } });

async function loadOne(id: string): Promise<TweetPayload | null | undefined> {
  try {
    return await callApi(tweet, { params: { id } });
  } catch (error) {
    // Missing is an answer (the card says 'Tweet not found'); any other failure is left to the card.
    return error instanceof ApiError && error.code === 'TWEET_NOT_FOUND' ? null : undefined;
  }
}

/**
 * Fetched with the post so its cards render on the server at their own height (no shift when they
 * arrive). A tweet not answered within the wait is left out: its card loads it in the browser.
 */
export async function loadPostTweets(document: Document): Promise<PostTweets> {
  const ids = tweetIdsOf(document).slice(0, MAX_TWEETS);
  if (!ids.length) return {};
  let stop = () => {};
  const late = new Promise<undefined>((resolve) => {
    const timer = setTimeout(resolve, TWEET_WAIT_MS);
    stop = () => clearTimeout(timer);
  });
  const results = await Promise.all(ids.map((id) => Promise.race([loadOne(id), late])));
  stop();
  const tweets: PostTweets = {};
  ids.forEach((id, i) => {
    if (results[i] !== undefined) tweets[tweetKey(id)] = results[i];
  });
  return tweets;
}
