import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSyndication, TWEET_IDS, type FakeSyndication } from '../../fakes/syndication/fake-syndication';
import { blogApp, logCollector } from './blog-test-app';
import type { TestApp } from '../../helpers/test-app';
import { syndicationToken, tweetUrl } from '../../../src/server/upstream/tweets/syndication-client';

let fake: FakeSyndication;
let t: TestApp;
const log = logCollector();

beforeAll(async () => {
  fake = await startFakeSyndication();
  t = await blogApp({ TWEET_API_BASE_URL: fake.url }, undefined, log.logger);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const get = (id: string) => t.app.inject(`/api/tweet/${id}`);

describe('GET /api/tweet/:id', () => {
  it('fetches the tweet from the syndication endpoint on its real path, then serves it from memory', async () => {
    const res = await get(TWEET_IDS.found);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      error: false,
      response: { id_str: '20', text: 'just setting up my twttr', user: { screen_name: 'jack' } },
    });
    const asked = fake.state.requests.filter((u) => u.searchParams.get('id') === TWEET_IDS.found);
    expect(asked[0]!.pathname).toBe('/tweet-result');
    expect(asked[0]!.searchParams.get('token')).toBe(syndicationToken('20'));
    const again = await get(TWEET_IDS.found);
    expect(fake.state.requests.filter((u) => u.searchParams.get('id') === TWEET_IDS.found)).toHaveLength(1);
    // Kept in the read cache (an ETag), so a blog post whose loader asks for its tweet can be kept rendered too.
    expect(again.headers.etag).toBe(res.headers.etag);
    expect(res.headers.etag).toBeTruthy();
  });

  it.each([
    ['an unknown id', '123456789'],
    ['a tombstone', TWEET_IDS.tombstone],
  ])('answers 404 "Tweet not found" for %s', async (_name, id) => {
    const res = await get(id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: true, response: 'Tweet not found', code: 'TWEET_NOT_FOUND' });
  });

  it.each([
    ['500', TWEET_IDS.broken, '500'],
    ['a broken body', TWEET_IDS.badBody, 'invalid body'],
  ])('answers 502 on a %s and logs "Failed to fetch tweet at … with …"', async (_name, id, status) => {
    const res = await get(id);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ error: true, code: 'TWEET_FETCH_FAILED' });
    expect(log.lines.map((l) => l.msg)).toContain(`Failed to fetch tweet at "${tweetUrl(fake.url, id)}" with "${status}".`);
    // Failures are not cached: the next visitor tries again.
    await get(id);
    expect(fake.state.requests.filter((u) => u.searchParams.get('id') === id)).toHaveLength(2);
  });

  it('refuses an id that is not a number before asking anyone', async () => {
    const before = fake.state.requests.length;
    const res = await get('abc');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: true, response: 'A tweet id is 1 to 20 digits.', code: 'BAD_REQUEST' });
    expect(fake.state.requests.length).toBe(before);
  });

  it('reports a timeout as a failed fetch', async () => {
    const { createSyndicationClient, TweetFetchError } = await import('../../../src/server/upstream/tweets/syndication-client');
    fake.state.slowMs = 300;
    try {
      await expect(createSyndicationClient(fake.url, 50)(TWEET_IDS.found)).rejects.toBeInstanceOf(TweetFetchError);
      await expect(createSyndicationClient(fake.url, 50)(TWEET_IDS.found)).rejects.toThrow(/with "timeout"/);
    } finally {
      fake.state.slowMs = 0;
    }
  });
});
