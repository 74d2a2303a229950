import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadPostTweets, tweetIdsOf } from '../../src/client/features/blog/post-tweets';
import { markdownToDocument } from '../../src/shared/rich-text/markdown-document';
import { fakeTweet } from '../fakes/syndication/fake-syndication';
import { okReply, stubApi } from '../helpers/stub-api';

afterEach(() => vi.unstubAllGlobals());

const post = markdownToDocument(
  [
    'A [first tweet](https://x.com/jack/status/20) and [the same one](https://twitter.com/jack/status/20/).',
    '',
    '[A deleted one](https://x.com/someone/status/21)',
    '',
    '[A slow one](https://x.com/someone/status/22), [a broken one](https://x.com/someone/status/23), [a video](https://youtu.be/jNQXAC9IVRw) and [our blog](/blog).',
  ].join('\n'),
);

describe("a blog post's tweets, loaded with the post", () => {
  it('are the tweet links of the document, each once, in order', () => {
    expect(tweetIdsOf(post)).toEqual(['20', '21', '22', '23']);
    expect(tweetIdsOf(markdownToDocument('No tweets, [one link](https://example.org/).'))).toEqual([]);
  });

  it('hand found tweets and known-missing ones to the cards; a slow or failing one is left to its card', { timeout: 10_000 }, async () => {
    const calls = stubApi(({ path }) => {
      if (path === '/tweet/20') return okReply(fakeTweet('20', { likes: 1, replies: 0 }));
      if (path === '/tweet/21') return { status: 404, body: { error: true, response: 'Tweet not found', code: 'TWEET_NOT_FOUND' } };
      if (path === '/tweet/22') return new Promise(() => undefined);
      return { status: 502, body: { error: true, response: 'The tweet could not be loaded right now.', code: 'TWEET_FETCH_FAILED' } };
    });
    const started = Date.now();
    const tweets = await loadPostTweets(post);
    expect(Object.keys(tweets).sort()).toEqual(['/tweet/20', '/tweet/21']);
    expect(tweets['/tweet/20']).toMatchObject({ id_str: '20', text: 'just setting up my twttr' });
    expect(tweets['/tweet/21']).toBeNull();
    // The page waited for the slow one no longer than its budget.
    expect(Date.now() - started).toBeLessThan(4000);
    expect(calls.map((c) => c.path).sort()).toEqual(['/tweet/20', '/tweet/21', '/tweet/22', '/tweet/23']);
  });

  it('asks nothing for a post without tweets', async () => {
    const calls = stubApi(() => undefined);
    expect(await loadPostTweets(markdownToDocument('Plain text.'))).toEqual({});
    expect(calls).toEqual([]);
  });
});
