import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { migrations } from '../../../src/server/db/migrations/index';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { onPostgres } from '../../helpers/test-database';

let t: TestApp;
afterEach(async () => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/health/live', () => {
  it('answers while the process runs, even with the database gone', async () => {
    t = await createTestApp();
    await t.db.destroy();
    const res = await get('/api/health/live');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ error: false, response: { status: 'ok', uptimeSeconds: expect.any(Number) } });
  });
});

describe('GET /api/health/ready', () => {
  it('answers 200 with the database kind and the migrations applied', async () => {
    t = await createTestApp();
    const res = await get('/api/health/ready');
    expect(res.statusCode).toBe(200);
    expect(res.json().response).toEqual({
      status: 'ready',
      database: onPostgres() ? 'postgres' : 'sqlite',
      migrations: Object.keys(migrations).length,
      storage: 'ok',
    });
  });

  it('answers 503 SHUTTING_DOWN once the instance drains, asks keep-alive clients to reconnect, and keeps serving', async () => {
    t = await createTestApp();
    t.app.operations.lifecycle.drain();
    const ready = await get('/api/health/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ error: true, response: 'The server is shutting down.', code: 'SHUTTING_DOWN' });
    const served = await get('/api/banners');
    expect(served.statusCode).toBe(200);
    expect(served.headers.connection).toBe('close');
    expect((await get('/api/health/live')).statusCode).toBe(200);
    expect((await get('/api/health')).statusCode).toBe(200);
  });

  it('answers 503 MIGRATIONS_PENDING naming the first missing migration', async () => {
    t = await createTestApp();
    const last = Object.keys(migrations).at(-1)!;
    await sql`delete from kysely_migration where name = ${last}`.execute(t.db);
    const res = await get('/api/health/ready');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      error: true,
      response: `The database lacks 1 migration(s), from ${last} on.`,
      code: 'MIGRATIONS_PENDING',
    });
  });

  it('answers 503 DATABASE_UNAVAILABLE when the database is gone', async () => {
    t = await createTestApp();
    await t.db.destroy();
    const res = await get('/api/health/ready');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      error: true,
      response: expect.stringMatching(onPostgres() ? /^PostgreSQL is not answering/ : /^SQLite is not answering/),
      code: 'DATABASE_UNAVAILABLE',
    });
    expect(res.headers['retry-after']).toBe('5');
  });

  it('keeps /api/health as it was', async () => {
    t = await createTestApp();
    expect((await get('/api/health')).json().response).toMatchObject({ status: 'ok', version: 'test' });
  });
});
