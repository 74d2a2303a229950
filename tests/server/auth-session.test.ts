import { afterEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app';
import { SITE_ORIGIN, createOperatorTestApp, signIn } from '../helpers/operator-session';

let t: TestApp;
afterEach(async () => t?.close());

const banner = { id: 1, position: 1, hidden: true, imageUrl: '/banners/left.svg', link: '/wasted-time-lol' };

const dashboard = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/api/auth/dashboard', headers });
const saveBanner = (headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/banners', payload: banner, headers });

describe('operator routes without a session', () => {
  it('answer 401 "Please log in" to reads and writes alike', async () => {
    t = await createOperatorTestApp();
    const replies = [
      await dashboard(),
      await saveBanner({ origin: SITE_ORIGIN }),
      await t.app.inject({ method: 'POST', url: '/api/auth/logout', payload: {}, headers: { origin: SITE_ORIGIN } }),
      await t.app.inject({ method: 'POST', url: '/api/auth/calculator', payload: {}, headers: { origin: SITE_ORIGIN } }),
      await t.app.inject({ method: 'GET', url: '/api/auth/no-such-thing' }),
      // Without a session, 401 comes before the Origin check (a plain curl sends no Origin).
      await t.app.inject({ method: 'POST', url: '/api/auth/calculator', payload: {} }),
      await t.app.inject({ method: 'POST', url: '/api/auth/banners', payload: {}, headers: { origin: 'https://evil.example' } }),
      await dashboard({ cookie: 'av_session=made-up-token' }),
    ];
    for (const res of replies) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: true, response: 'Please log in', code: 'LOGIN_REQUIRED' });
    }
    // The made-up cookie is cleared.
    expect(replies[7]!.cookies.find((c) => c.name === 'av_session')?.value).toBe('');
  });
});

describe('sessions', () => {
  it('let the operator in with the cookie', async () => {
    t = await createOperatorTestApp();
    const cookie = await signIn(t.app, t.db);
    const res = await dashboard({ cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json().response.operator).toEqual({ username: 'operator' });
    const unknown = await t.app.inject({ method: 'GET', url: '/api/auth/no-such-thing', headers: { cookie } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: true, response: 'No such route: GET /api/auth/no-such-thing', code: 'NOT_FOUND' });
  });

  it('expire after two idle hours', async () => {
    t = await createOperatorTestApp();
    const cookie = await signIn(t.app, t.db);
    const idle = Date.now() - 2 * 60 * 60 * 1000 - 1000;
    await t.db.updateTable('sessions').set({ last_seen_at: idle }).execute();
    expect((await dashboard({ cookie })).statusCode).toBe(401);
    expect(await t.db.selectFrom('sessions').selectAll().execute()).toHaveLength(0);
  });

  it('expire at their end date even when active', async () => {
    t = await createOperatorTestApp();
    const cookie = await signIn(t.app, t.db);
    await t.db
      .updateTable('sessions')
      .set({ expires_at: Date.now() - 1000 })
      .execute();
    expect((await dashboard({ cookie })).statusCode).toBe(401);
  });

  it('slide: activity moves last_seen_at forward', async () => {
    t = await createOperatorTestApp();
    const cookie = await signIn(t.app, t.db);
    const earlier = Date.now() - 60 * 60 * 1000;
    await t.db.updateTable('sessions').set({ last_seen_at: earlier }).execute();
    expect((await dashboard({ cookie })).statusCode).toBe(200);
    const row = await t.db.selectFrom('sessions').select('last_seen_at').executeTakeFirstOrThrow();
    expect(row.last_seen_at).toBeGreaterThan(Date.now() - 60_000);
  });

  it('end on a logout sent as browsers send it: Content-Type application/json and no body', async () => {
    t = await createOperatorTestApp();
    const cookie = await signIn(t.app, t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, origin: SITE_ORIGIN, 'content-type': 'application/json' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await dashboard({ cookie })).statusCode).toBe(401);
  });

  it('end on logout: the cookie is cleared and no longer works', async () => {
    t = await createOperatorTestApp();
    const cookie = await signIn(t.app, t.db);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', payload: {}, headers: { cookie, origin: SITE_ORIGIN } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ error: false, response: 'Logged out' });
    const cleared = res.cookies.find((c) => c.name === 'av_session')!;
    expect(cleared.value).toBe('');
    expect(cleared.expires!.getTime()).toBeLessThan(Date.now());
    expect(await t.db.selectFrom('sessions').selectAll().execute()).toHaveLength(0);
    expect((await dashboard({ cookie })).statusCode).toBe(401);
  });

  it('end when the operator key changes', async () => {
    t = await createOperatorTestApp();
    const cookie = await signIn(t.app, t.db);
    await signIn(t.app, t.db); // sets the key again
    expect((await dashboard({ cookie })).statusCode).toBe(401);
  });
});

describe('the Origin check on state-changing operator requests', () => {
  it('refuses a foreign Origin with 403 and changes nothing', async () => {
    t = await createOperatorTestApp();
    const cookie = await signIn(t.app, t.db);
    const before = await t.db.selectFrom('banners').selectAll().execute();
    for (const origin of ['https://evil.example', 'http://localhost.evil.example', 'https://localhost', 'null', 'http://localhost:8080']) {
      const res = await saveBanner({ cookie, origin });
      expect(res.statusCode, origin).toBe(403);
      expect(res.json()).toMatchObject({ error: true, code: 'FOREIGN_ORIGIN' });
    }
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: {},
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(logout.statusCode).toBe(403);
    expect(await t.db.selectFrom('banners').selectAll().execute()).toEqual(before);
    expect(await t.db.selectFrom('sessions').selectAll().execute()).toHaveLength(1);
  });

  it('uses the Referer when Origin is absent, and refuses a request with neither', async () => {
    t = await createOperatorTestApp();
    const cookie = await signIn(t.app, t.db);
    expect((await saveBanner({ cookie, referer: 'https://evil.example/dashboard' })).statusCode).toBe(403);
    expect((await saveBanner({ cookie })).statusCode).toBe(403);
    expect((await saveBanner({ cookie, referer: `${SITE_ORIGIN}/dashboard` })).statusCode).toBe(200);
  });

  it("accepts the site's own Origin, default port and letter case included", async () => {
    t = await createOperatorTestApp();
    const cookie = await signIn(t.app, t.db);
    for (const origin of [SITE_ORIGIN, 'http://LOCALHOST:80']) expect((await saveBanner({ cookie, origin })).statusCode).toBe(200);
  });

  it('compares with the forwarded scheme and host behind a trusted proxy', async () => {
    t = await createOperatorTestApp({ TRUST_PROXY: 'true' });
    const cookie = await signIn(t.app, t.db);
    const proxied = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'accounts.example' };
    expect((await saveBanner({ cookie, ...proxied, origin: 'https://accounts.example' })).statusCode).toBe(200);
    expect((await saveBanner({ cookie, ...proxied, origin: 'http://accounts.example' })).statusCode).toBe(403);
  });

  it('does not apply to reads', async () => {
    t = await createOperatorTestApp();
    const cookie = await signIn(t.app, t.db);
    expect((await dashboard({ cookie, origin: 'https://evil.example' })).statusCode).toBe(200);
  });
});
