import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { onPostgres } from '../helpers/test-database';

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
    expect(body.response).toMatchObject({ status: 'ok', database: onPostgres() ? 'postgres' : 'sqlite', version: 'test' });
  });

  it('answers 503 in the envelope when the database is gone', async () => {
    t = await createTestApp();
    await t.db.destroy();
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: true, response: expect.stringMatching(/ is not answering/), code: 'DATABASE_UNAVAILABLE' });
  });
});

describe('unknown API routes', () => {
  it('answer 404 in the envelope', async () => {
    t = await createTestApp({ clientDir: fixtureClient });
    const res = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: true, response: 'No such route: GET /api/does-not-exist', code: 'NOT_FOUND' });
  });
});

describe('the built client', () => {
  it('without the rendering entry, serves the bare shell for every page, placeholders removed', async () => {
    t = await createTestApp({ clientDir: fixtureClient });
    const res = await t.app.inject({ method: 'GET', url: '/games/valorant?x=1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('default description');
    expect(res.body).not.toContain('<title');
  });

  it('caches hashed assets for a year and other files briefly', async () => {
    t = await createTestApp({ clientDir: fixtureClient });
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await t.app.inject({ method: 'GET', url: '/plain.txt' });
    expect(plain.headers['cache-control']).toBe('public, max-age=3600');
  });
});
