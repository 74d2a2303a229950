import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

const fixtureClient = path.resolve('tests/fixtures/client');
let t: TestApp;
afterEach(async () => t?.close());

describe('GET /api/health', () => {
  it('answers ok with the database kind', async () => {
    t = await createTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.error).toBe(false);
    expect(body.response).toMatchObject({ status: 'ok', database: 'sqlite', version: 'test' });
  });

  it('answers 503 in the envelope when the database is gone', async () => {
    t = await createTestApp();
    await t.db.destroy();
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: true, response: 'The database is not answering.' });
  });
});

describe('unknown API routes', () => {
  it('answer 404 in the envelope', async () => {
    t = await createTestApp({ clientDir: fixtureClient });
    const res = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: true, response: 'No such route: GET /api/does-not-exist' });
  });
});

describe('the built client', () => {
  it('serves a known page with its own title and description', async () => {
    t = await createTestApp({
      clientDir: fixtureClient,
      pages: [{ pattern: '/games/:id', title: 'Game page', description: 'About <games> & more' }],
    });
    const res = await t.app.inject({ method: 'GET', url: '/games/valorant?x=1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<title data-server-meta>Game page | Account Value</title>');
    expect(res.body).toContain('content="About &lt;games&gt; &amp; more"');
    expect(res.body).not.toContain('default description');
    expect(res.body.match(/<title/g)).toHaveLength(1);
  });

  it('serves the shell with 404 for an unknown path', async () => {
    t = await createTestApp({ clientDir: fixtureClient });
    const res = await t.app.inject({ method: 'GET', url: '/no/such/page' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Page not found | Account Value');
    expect(res.body).toContain('<div id="root"></div>');
  });

  it('caches hashed assets for a year and other files briefly', async () => {
    t = await createTestApp({ clientDir: fixtureClient });
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(plain.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('compresses large replies for clients that accept it', async () => {
    t = await createTestApp({ clientDir: fixtureClient, pages: [{ pattern: '/big', title: 'Big', description: 'x'.repeat(5000) }] });
    const res = await t.app.inject({ method: 'GET', url: '/big', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});
