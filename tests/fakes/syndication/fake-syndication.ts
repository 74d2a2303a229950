import { delay, startFakeServer } from '../fake-http-server';
import { syndicationToken } from '../../../src/server/upstream/tweets/syndication-client';

/**
 * The tweet syndication endpoint's stand-in: GET /tweet-result?id=&lang=&token= answering like the
 * real one (a tweet, 404 for an unknown id, `{}` or a tombstone for a removed one), plus ids that
 * fail on purpose. Avatars point at Twitter's real image host, as in real replies: browser tests
 * answer that host themselves (TWEET_MEDIA_HOST, TWEET_PIXEL), so nothing leaves the machine.
 */
export const TWEET_IDS = {
  found: '20',
  bigNumbers: '1585341984679469056',
  tombstone: '1111111111111111111',
  broken: '500500500',
  badBody: '4224224224',
};

export const TWEET_MEDIA_HOST = 'https://pbs.twimg.com';

// A 1x1 PNG, enough for an <img> to load.
export const TWEET_PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export function fakeTweet(id: string, counts: { likes: number; replies: number }) {
  return {
    __typename: 'Tweet',
    lang: 'en',
    id_str: id,
    text: 'just setting up my twttr',
    display_text_range: [0, 24],
    created_at: '2006-03-21T20:50:14.000Z',
    favorite_count: counts.likes,
    conversation_count: counts.replies,
    news_action_type: 'conversation',
    entities: { hashtags: [], urls: [], user_mentions: [], symbols: [] },
    user: {
      id_str: '12',
      name: 'jack',
      screen_name: 'jack',
      profile_image_url_https: `${TWEET_MEDIA_HOST}/profile_images/12/avatar_normal.png`,
      profile_image_shape: 'Circle',
      verified: true,
      is_blue_verified: true,
    },
    edit_control: { edit_tweet_ids: [id], editable_until_msecs: '0', is_edit_eligible: false, edits_remaining: '0' },
    isEdited: false,
    isStaleEdit: false,
  };
}

export async function startFakeSyndication() {
  const state = { requests: [] as URL[], slowMs: 0 };
  const server = await startFakeServer(async (_req, url) => {
    state.requests.push(url);
    if (url.pathname !== '/tweet-result') return { status: 404, body: '<html>Not Found</html>', headers: { 'content-type': 'text/html' } };
    const id = url.searchParams.get('id') ?? '';
    if (!/^\d+$/.test(id) || url.searchParams.get('token') !== syndicationToken(id)) return { status: 400, body: { error: 'Bad request' } };
    if (state.slowMs) await delay(state.slowMs);
    if (id === TWEET_IDS.broken)
      return { status: 500, body: '<html>Internal Server Error</html>', headers: { 'content-type': 'text/html' } };
    if (id === TWEET_IDS.badBody) return { status: 200, body: '{"__typename": "Tw' };
    if (id === TWEET_IDS.tombstone)
      return {
        status: 200,
        body: { __typename: 'TweetTombstone', tombstone: { text: { text: 'This Post is from a suspended account.' } } },
      };
    if (id === TWEET_IDS.found) return { status: 200, body: fakeTweet(id, { likes: 183_422, replies: 14_203 }) };
    if (id === TWEET_IDS.bigNumbers) return { status: 200, body: fakeTweet(id, { likes: 2_450_000, replies: 999 }) };
    return { status: 404, body: {} };
  });
  return { ...server, state };
}

export type FakeSyndication = Awaited<ReturnType<typeof startFakeSyndication>>;
