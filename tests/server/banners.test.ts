import { afterEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app';
import { SITE_ORIGIN, createOperatorTestApp, signIn, snapshot } from '../helpers/operator-session';
import { seedBanners } from '../../src/server/banners/seed';

let t: TestApp;
afterEach(async () => t?.close());

const post = (url: string, payload: unknown, cookie: string) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: { cookie, origin: SITE_ORIGIN } });

describe('public banners', () => {
  it('a fresh site has a visible left and right banner and a hidden waste banner', async () => {
    t = await createOperatorTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/api/banners' });
    expect(res.statusCode).toBe(200);
    const { error, response } = res.json();
    expect(error).toBe(false);
    expect(response).toEqual([
      { id: expect.any(Number), position: 1, hidden: false, imageUrl: '/banners/left.svg', link: '/wasted-time-lol', revision: 1 },
      { id: expect.any(Number), position: 2, hidden: false, imageUrl: '/banners/right.svg', link: '/lol-skins', revision: 1 },
    ]);
    const waste = await t.app.inject({ method: 'GET', url: '/api/wasted-banner' });
    expect(waste.json()).toEqual({
      error: false,
      response: { id: expect.any(Number), position: 1, hidden: true, imageUrl: '/banners/waste.svg', link: '/', revision: 1 },
    });
    // Served by the read cache, as the side banners are: an ETag, and 304 while it still names the reply.
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/wasted-banner',
      headers: { 'if-none-match': String(waste.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it("seeding again adds nothing and keeps the operator's edits", async () => {
    t = await createOperatorTestApp();
    await t.db.updateTable('banners').set({ hidden: 1 }).execute();
    await seedBanners(t.db);
    const rows = await t.db.selectFrom('banners').selectAll().execute();
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => row.hidden === 1)).toBe(true);
  });
});

describe('POST /api/auth/banners/side: both side banners as one unit', () => {
  it('stores both in one save, or neither when one is stale, naming the other save', async () => {
    t = await createOperatorTestApp();
    const cookie = await signIn(t.app, t.db);
    const read = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/banners' })).json().response as { revision: number; link: string }[];
    const [left, right] = await read();
    const both = await post(
      '/api/auth/banners/side',
      {
        banners: [
          { ...left, link: '/a' },
          { ...right, link: '/b' },
        ],
      },
      cookie,
    );
    expect(both.json()).toEqual({ error: false, response: 'Banners saved' });
    expect((await read()).map((b) => [b.link, b.revision])).toEqual([
      ['/a', 2],
      ['/b', 2],
    ]);

    // Another operator saves the right one; a save of both based on the old right revision stores neither.
    const [left2, right2] = await read();
    expect((await post('/api/auth/banners/side', { banners: [{ ...right2, link: '/c' }] }, cookie)).statusCode).toBe(200);
    const before = await snapshot(t.db);
    const stale = await post(
      '/api/auth/banners/side',
      {
        banners: [
          { ...left2, link: '/x' },
          { ...right2, link: '/y' },
        ],
      },
      cookie,
    );
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toMatchObject({ code: 'STALE_REVISION', current: { revision: 3 } });
    expect(await snapshot(t.db)).toEqual(before);
    expect((await read()).map((b) => b.link)).toEqual(['/a', '/c']);
  });

  it('refuses an unsafe address in either banner before storing any', async () => {
    t = await createOperatorTestApp();
    const cookie = await signIn(t.app, t.db);
    const [left, right] = (await t.app.inject({ method: 'GET', url: '/api/banners' })).json().response;
    const before = await snapshot(t.db);
    const res = await post(
      '/api/auth/banners/side',
      {
        banners: [
          { ...left, link: '/fine' },
          { ...right, link: 'javascript:alert(1)' },
        ],
      },
      cookie,
    );
    expect(res.statusCode).toBe(400);
    expect(await snapshot(t.db)).toEqual(before);
  });
});

describe('POST /api/auth/banners', () => {
  it('saves one banner, serves it at once and records who did it', async () => {
    t = await createOperatorTestApp();
    const cookie = await signIn(t.app, t.db);
    const [left] = (await t.app.inject({ method: 'GET', url: '/api/banners' })).json().response;
    const edited = { ...left, hidden: true, imageUrl: 'https://cdn.example.com/ad.png', link: 'https://partner.example.com/?ref=av' };
    const res = await post('/api/auth/banners', edited, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ error: false, response: 'Banner saved' });
    const after = (await t.app.inject({ method: 'GET', url: '/api/banners' })).json().response;
    // The revision a read sends back is not part of the value; the save made revision 2.
    expect(after[0]).toEqual({ ...edited, revision: 2 });
    const audit = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'banner.save').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor: 'operator', target: `banner:${left.id}` });
    expect(JSON.parse(audit[0]!.detail!)).toEqual({ revision: 2 });
    // Each change names the banner and the field as the editor does.
    expect(JSON.parse(audit[0]!.changes!)).toEqual([
      { path: '/hidden', before: false, after: true, label: 'Left banner › Hidden' },
      { path: '/imageUrl', before: left.imageUrl, after: edited.imageUrl, label: 'Left banner › Image URL' },
      { path: '/link', before: left.link, after: edited.link, label: 'Left banner › Link' },
    ]);
    expect(audit[0]!.request_id).toEqual(res.headers['x-request-id']);
  });

  it('refuses bad banners with 400 and leaves the database unchanged', async () => {
    t = await createOperatorTestApp();
    const cookie = await signIn(t.app, t.db);
    const good = { id: 1, position: 1, hidden: false, imageUrl: '/banners/left.svg', link: '/' };
    const { link: _link, ...missingLink } = good;
    const bad = [
      { ...good, position: 3 },
      { ...good, position: 0 },
      { ...good, position: '1' },
      { ...good, hidden: 'false' },
      missingLink,
      { ...good, extra: true },
      { ...good, link: 'javascript:alert(1)' },
      { ...good, link: 'JavaScript:alert(1)' },
      { ...good, imageUrl: 'data:image/svg+xml;base64,PHN2Zz4=' },
      { ...good, link: '//evil.example/x' },
      { ...good, link: '/\\evil.example' },
      { ...good, link: 'https://ok.example/\u0000' },
      { ...good, link: ' https://ok.example' },
      { ...good, link: 'ftp://files.example/a' },
      { ...good, link: 'relative/path' },
      { ...good, imageUrl: '' },
      { ...good, link: `https://x.example/${'a'.repeat(3000)}` },
    ];
    const before = await snapshot(t.db);
    for (const body of bad) {
      const res = await post('/api/auth/banners', body, cookie);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().error).toBe(true);
    }
    const named = await post('/api/auth/banners', { ...good, link: 'javascript:alert(1)' }, cookie);
    expect(named.json().response).toBe('The link must be an http(s) URL or a site path starting with "/".');
    expect(await snapshot(t.db)).toEqual(before);
  });

  it('answers 404 for an unknown id, and will not edit the waste banner through this route', async () => {
    t = await createOperatorTestApp();
    const cookie = await signIn(t.app, t.db);
    const waste = (await t.app.inject({ method: 'GET', url: '/api/wasted-banner' })).json().response;
    const before = await snapshot(t.db);
    for (const id of [999, waste.id]) {
      const res = await post('/api/auth/banners', { id, position: 1, hidden: false, imageUrl: '/a.svg', link: '/' }, cookie);
      expect(res.statusCode).toBe(404);
    }
    expect(await snapshot(t.db)).toEqual(before);
  });
});

describe('POST /api/auth/waste-banner', () => {
  it('saves the waste banner and records it', async () => {
    t = await createOperatorTestApp();
    const cookie = await signIn(t.app, t.db);
    const waste = (await t.app.inject({ method: 'GET', url: '/api/wasted-banner' })).json().response;
    const shown = { ...waste, hidden: false, link: 'https://partner.example.com' };
    const res = await post('/api/auth/waste-banner', shown, cookie);
    expect(res.json()).toEqual({ error: false, response: 'Waste banner saved' });
    expect((await t.app.inject({ method: 'GET', url: '/api/wasted-banner' })).json().response).toEqual({ ...shown, revision: 2 });
    expect(await t.db.selectFrom('audit_log').select(['actor', 'action']).where('action', '=', 'waste-banner.save').execute()).toEqual([
      { actor: 'operator', action: 'waste-banner.save' },
    ]);
    // The side banners are untouched.
    expect((await t.app.inject({ method: 'GET', url: '/api/banners' })).json().response.every((b: { hidden: boolean }) => !b.hidden)).toBe(
      true,
    );
  });

  it('refuses a bad waste banner and changes nothing', async () => {
    t = await createOperatorTestApp();
    const cookie = await signIn(t.app, t.db);
    const waste = (await t.app.inject({ method: 'GET', url: '/api/wasted-banner' })).json().response;
    const before = await snapshot(t.db);
    for (const body of [
      { ...waste, imageUrl: 'javascript:void(0)' },
      { ...waste, position: 5 },
      { ...waste, hidden: undefined },
      { ...waste, id: waste.id + 100 },
    ]) {
      expect((await post('/api/auth/waste-banner', body, cookie)).statusCode).toBeGreaterThanOrEqual(400);
    }
    expect(await snapshot(t.db)).toEqual(before);
  });
});

describe('GET on a write path (issue 41, point 9)', () => {
  it('answers each banner and the prices as stored with ETag "<revision>"; If-Match takes it back, a stale one is refused', async () => {
    t = await createOperatorTestApp();
    const cookie = await signIn(t.app, t.db);
    const get = (url: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url, headers: { cookie, ...headers } });
    const write = (url: string, payload: object, etag: string) =>
      t.app.inject({ method: 'POST', url, payload, headers: { cookie, origin: SITE_ORIGIN, 'if-match': etag } });
    const [left] = (await get('/api/banners')).json().response as { id: number }[];

    for (const [read, save, edit] of [
      [`/api/auth/banners/${left!.id}`, '/api/auth/banners', (b: Record<string, unknown>) => ({ ...b, link: '/lol-skins' })],
      ['/api/auth/waste-banner', '/api/auth/waste-banner', (b: Record<string, unknown>) => ({ ...b, hidden: false })],
      ['/api/auth/calculator', '/api/auth/calculator', (c: Record<string, unknown>) => ({ ...c, market: 0.45 })],
    ] as const) {
      const first = await get(read);
      expect(first.statusCode, read).toBe(200);
      expect(first.headers.etag).toBe('"1"');
      expect(first.headers['cache-control']).toBe('no-cache');
      expect(first.json().response.revision).toBe(1);
      expect((await get(read, { 'if-none-match': '"1"' })).statusCode).toBe(304);
      // What was read goes back with the ETag as read: stored as revision 2.
      const saved = await write(save, edit(first.json().response), String(first.headers.etag));
      expect(saved.statusCode, saved.body).toBe(200);
      const second = await get(read);
      expect(second.headers.etag).toBe('"2"');
      const { updatedAt: _when, ...edited } = edit(first.json().response) as Record<string, unknown>;
      expect(second.json().response).toMatchObject({ ...edited, revision: 2 });
      // The first ETag is stale now: 412, nothing stored.
      const stale = await write(save, edit(first.json().response), String(first.headers.etag));
      expect(stale.statusCode).toBe(412);
    }
    expect((await get('/api/auth/banners/999999')).statusCode).toBe(404);
    expect((await get('/api/auth/banners/abc')).statusCode).toBe(400);
  });
});
