import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeContentful, type FakeContentful } from '../../fakes/contentful/fake-contentful';
import { blogApp, contentfulEnv, FAST } from './blog-test-app';
import { signIn, SITE_ORIGIN } from '../../helpers/operator-session';

let fake: FakeContentful;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'av-blog-'));

beforeAll(async () => {
  fake = await startFakeContentful();
});
afterAll(async () => {
  await fake.close();
  fs.rmSync(dir, { recursive: true, force: true });
});
afterEach(() => {
  fake.state.mode = 'ok';
  fake.state.requests.length = 0;
});

describe('the blog cache across restarts and instances', () => {
  it('keeps its copies across a restart: a new process serves them while Contentful is down', async () => {
    const env = { ...contentfulEnv(fake), DATABASE_URL: `file:${path.join(dir, 'restart.db')}` };
    const first = await blogApp(env);
    expect((await first.app.inject('/api/contentful/999')).statusCode).toBe(200);
    await first.close();
    fake.state.mode = 'down';
    const second = await blogApp(env, { ...FAST, freshMs: 0 });
    try {
      const res = await second.app.inject('/api/contentful/999');
      expect(res.statusCode).toBe(200);
      expect(res.json<{ response: { items: unknown[] } }>().response.items).toHaveLength(3);
    } finally {
      await second.close();
    }
  });

  it('POST /api/auth/contentful/clear-cache empties it for every instance on the database', async () => {
    const env = { ...contentfulEnv(fake), DATABASE_URL: `file:${path.join(dir, 'shared.db')}` };
    const a = await blogApp(env);
    const b = await blogApp(env);
    try {
      await a.app.inject('/api/contentful/999');
      await b.app.inject('/api/contentful/999');
      expect(fake.state.requests).toHaveLength(1);
      const cookie = await signIn(a.app, a.db);
      // An empty JSON body, as the spec's client sends it.
      const res = await a.app.inject({
        method: 'POST',
        url: '/api/auth/contentful/clear-cache',
        headers: { cookie, origin: SITE_ORIGIN, 'content-type': 'application/json' },
        payload: '',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ error: false, response: 'Successfully cleared blog cache' });
      await b.app.inject('/api/contentful/999');
      expect(fake.state.requests).toHaveLength(2);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('keeps the listing and posts in the read cache (ETag, 304, no new Contentful request) until the blog cache is cleared', async () => {
    const t = await blogApp(contentfulEnv(fake), { ...FAST, replyMaxAgeMs: 60_000 });
    try {
      const first = await t.app.inject('/api/contentful/999');
      expect(first.statusCode).toBe(200);
      const again = await t.app.inject({ url: '/api/contentful/999', headers: { 'if-none-match': String(first.headers.etag) } });
      expect(again.statusCode).toBe(304);
      expect((await t.app.inject('/api/blog/what-raises-a-price')).statusCode).toBe(200);
      expect((await t.app.inject('/api/blog/what-raises-a-price')).headers.etag).toBeDefined();
      // A post that does not exist (yet) is never kept.
      expect((await t.app.inject('/api/blog/not-written-yet')).statusCode).toBe(404);
      const asked = fake.state.requests.length;
      await t.app.inject('/api/contentful/999');
      await t.app.inject('/api/blog/what-raises-a-price');
      expect(fake.state.requests).toHaveLength(asked);
      const cookie = await signIn(t.app, t.db);
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/contentful/clear-cache',
        headers: { cookie, origin: SITE_ORIGIN },
        payload: {},
      });
      await t.app.inject('/api/contentful/999');
      expect(fake.state.requests).toHaveLength(asked + 1);
    } finally {
      await t.close();
    }
  });

  it('accepts {} and refuses a body with content, without a session, and from another origin', async () => {
    const t = await blogApp(contentfulEnv(fake));
    try {
      await t.app.inject('/api/contentful/999');
      const cookie = await signIn(t.app, t.db);
      const post = (payload: unknown, headers: Record<string, string> = {}) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/contentful/clear-cache',
          headers: { cookie, origin: SITE_ORIGIN, ...headers },
          payload: payload as object,
        });
      const refused = await post({ all: true });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ error: true, response: 'This request takes no body.', code: 'BAD_REQUEST' });
      expect((await t.db.selectFrom('blog_cache').selectAll().execute()).length).toBe(1);
      expect((await post({}, { cookie: '' })).statusCode).toBe(401);
      expect((await post({}, { origin: 'https://evil.example' })).statusCode).toBe(403);
      expect((await t.db.selectFrom('blog_cache').selectAll().execute()).length).toBe(1);
      expect((await post({})).json()).toEqual({ error: false, response: 'Successfully cleared blog cache' });
      expect(await t.db.selectFrom('blog_cache').selectAll().execute()).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
