import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeContentful, FAKE_POSTS, type FakeContentful } from '../../fakes/contentful/fake-contentful';
import { blogApp, contentfulEnv, logCollector } from './blog-test-app';
import type { TestApp } from '../../helpers/test-app';
import type { BlogPost, BlogPostSummary } from '../../../src/shared/api/blog';

let fake: FakeContentful;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeContentful();
  t = await blogApp(contentfulEnv(fake));
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
afterEach(() => {
  fake.state.mode = 'ok';
  fake.state.requests.length = 0;
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/contentful/:limit from Contentful', () => {
  it('lists posts newest first, with their images, and never asks for the bodies', async () => {
    const res = await get('/api/contentful/999');
    expect(res.statusCode).toBe(200);
    const { items } = res.json<{ error: false; response: { items: BlogPostSummary[] } }>().response;
    expect(items.map((p) => p.slug)).toEqual(FAKE_POSTS.map((p) => p.slug));
    expect(items[0]).toMatchObject({ id: 'post-newest', title: 'Account prices in spring', published: '2024-04-02T00:00:00.000Z' });
    expect(items[0]!.image).toMatchObject({ width: 5005, height: 3417, alt: 'Blue and purple galaxy digital wallpaper' });
    expect(items[0]!.image!.url).toMatch(/^https:\/\/images\.ctfassets\.net\//);
    // The spec's names for the same facts, as a client written against Contentful reads them.
    expect(items[0]!.sys).toEqual({ id: 'post-newest' });
    expect(items[0]!.metaImage?.fields.file.url).toBe(items[0]!.image!.url);
    expect(items[0]!.metaImage?.fields.file.details.image).toEqual({ width: 5005, height: 3417 });
    expect(items[0]!.metaImage?.fields.title).toBe('Blue and purple galaxy digital wallpaper');
    const query = fake.state.requests[0]!.searchParams;
    expect(query.get('content_type')).toBe('blog');
    expect(query.get('select')?.split(',')).not.toContain('fields.blogText');
    expect(query.get('limit')).toBe('999');
    expect(query.get('order')).toBe('-fields.published');
  });

  it('gives the landing page its three newest', async () => {
    const { items } = (await get('/api/contentful/3')).json<{ response: { items: BlogPostSummary[] } }>().response;
    expect(items).toHaveLength(3);
  });

  it.each(['0', '1000', '-1', 'abc', '3.5', '9999'])('refuses the limit %s with 400 and a clear message', async (limit) => {
    const before = fake.state.requests.length;
    const res = await get(`/api/contentful/${limit}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: true, response: 'The limit must be a whole number from 1 to 999.', code: 'BAD_REQUEST' });
    expect(fake.state.requests.length).toBe(before);
  });
});

describe('GET /api/blog/:slug from Contentful', () => {
  it('returns the post with its rich text, links to assets resolved from includes', async () => {
    const res = await get('/api/blog/the-power-of-the-contentful-rich-text-field');
    expect(res.statusCode).toBe(200);
    const post = res.json<{ response: BlogPost }>().response;
    expect(post.title).toBe('The power of the Contentful Rich Text field');
    expect(post.description.startsWith('Rich Text is a field type in Contentful')).toBe(true);
    expect(post.sys.id).toBe(post.id);
    const asset = post.blogText.content.find((n) => n.nodeType === 'embedded-asset-block');
    expect(asset?.data.target).toMatchObject({
      sys: { type: 'Asset' },
      fields: { file: { url: expect.stringMatching(/^https:\/\//), details: { image: { width: 5005 } } } },
    });
    expect(fake.state.requests[0]!.searchParams.get('fields.slug')).toBe('the-power-of-the-contentful-rich-text-field');
  });

  it('answers 404 for an unknown slug and 400 for a malformed one', async () => {
    expect((await get('/api/blog/no-such-post')).statusCode).toBe(404);
    expect((await get('/api/blog/no-such-post')).json()).toMatchObject({
      error: true,
      response: 'There is no blog post at /blog/no-such-post.',
    });
    expect((await get('/api/blog/Bad_Slug!')).statusCode).toBe(400);
  });
});

describe('the cache in front of Contentful', () => {
  it('serves the stale copy with a log line when Contentful is down, and a clear 503 when nothing is cached', async () => {
    const log = logCollector();
    const app = await blogApp(
      contentfulEnv(fake),
      { timeoutMs: 300, retryLimit: 0, slowMs: 150, freshMs: 0, replyMaxAgeMs: 0 },
      log.logger,
    );
    try {
      expect((await app.app.inject('/api/contentful/999')).statusCode).toBe(200);
      fake.state.mode = 'down';
      const stale = await app.app.inject('/api/contentful/999');
      expect(stale.statusCode).toBe(200);
      expect(stale.json<{ response: { items: unknown[] } }>().response.items).toHaveLength(3);
      expect(log.lines.some((l) => l.msg === 'Contentful failed: serving the stale cached copy of list:999')).toBe(true);
      const cold = await app.app.inject('/api/contentful/7');
      expect(cold.statusCode).toBe(503);
      expect(cold.json()).toMatchObject({
        error: true,
        code: 'BLOG_UNAVAILABLE',
        response: expect.stringContaining('The blog is unavailable right now'),
      });
    } finally {
      await app.close();
    }
  });

  it('serves the stale copy when Contentful is slow, and stores the late answer for the next visitor', async () => {
    const log = logCollector();
    const app = await blogApp(
      contentfulEnv(fake),
      { timeoutMs: 2000, retryLimit: 0, slowMs: 100, freshMs: 0, replyMaxAgeMs: 0 },
      log.logger,
    );
    try {
      await app.app.inject('/api/blog/what-raises-a-price');
      fake.state.mode = 'slow';
      fake.state.slowMs = 400;
      const started = Date.now();
      expect((await app.app.inject('/api/blog/what-raises-a-price')).statusCode).toBe(200);
      expect(Date.now() - started).toBeLessThan(400);
      expect(log.lines.some((l) => l.msg === 'Contentful is slow: serving the stale cached copy of post:what-raises-a-price')).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('asks Contentful once for many simultaneous requests of the same key', async () => {
    const app = await blogApp(contentfulEnv(fake), { timeoutMs: 2000, retryLimit: 0, slowMs: 1000 });
    try {
      fake.state.mode = 'slow';
      fake.state.slowMs = 100;
      const replies = await Promise.all(Array.from({ length: 8 }, () => app.app.inject('/api/contentful/2')));
      expect(replies.every((r) => r.statusCode === 200)).toBe(true);
      expect(fake.state.requests.filter((u) => u.searchParams.get('limit') === '2')).toHaveLength(1);
    } finally {
      await app.close();
    }
  });

  it.each(['rate-limited', 'bad-body'] as const)('treats a %s reply like an outage', async (mode) => {
    const app = await blogApp(contentfulEnv(fake), { timeoutMs: 300, retryLimit: 0, slowMs: 100, freshMs: 0, replyMaxAgeMs: 0 });
    try {
      fake.state.mode = mode;
      expect((await app.app.inject('/api/contentful/5')).statusCode).toBe(503);
    } finally {
      await app.close();
    }
  });
});
