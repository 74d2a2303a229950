import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import pg from 'pg';
import { createDatabase } from './cluster';
import { startInstances, type Instance } from '../helpers/server-process';
import { SiteClient } from './http-client';
import { FAILURE_LIMIT } from '../../src/server/auth/throttle';
import { OPERATOR_SCOPE, authPaths } from '../../src/shared/api/auth';
import { dashboardPaths } from '../../src/shared/api/dashboard';

/**
 * Two real server processes on one PostgreSQL, started at the same moment, as a deploy behind a load
 * balancer does. Cases for features with shared state (job runner, rate limiter) belong here too:
 * `a` and `b` are the instances, `admin` queries the database directly.
 */
const OPERATOR = { username: 'multi-operator', key: 'two instances one database' };
// Any game's config route, named by its data file's `api`.
const GAME_API = (JSON.parse(fs.readFileSync('schemas/games/valorant.json', 'utf8')) as { api: string }).api;

let a: Instance;
let b: Instance;
let databaseUrl = '';
let drop: () => Promise<void>;
let admin: pg.Client;

beforeAll(async () => {
  const target = await createDatabase(inject('pgAdminUrl'), 'multi');
  databaseUrl = target.url;
  drop = target.drop;
  const started = await startInstances(['A', 'B'], {
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: '4',
    OPERATOR_USERNAME: OPERATOR.username,
    OPERATOR_KEY: OPERATOR.key,
  });
  [a, b] = [started[0]!, started[1]!];
  admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
}, 180_000);

afterAll(async () => {
  await admin?.end();
  await a?.kill();
  await b?.kill();
  await drop?.();
});

const operatorPath = (path: string) => `${OPERATOR_SCOPE}${path}`;

describe('two instances on one PostgreSQL', () => {
  it('start together: migrations, seeds and the operator are made once, and both answer', async () => {
    const operators = await admin.query('select username from operators');
    expect(operators.rows).toEqual([{ username: OPERATOR.username }]);
    const migrations = await admin.query('select name from kysely_migration');
    expect(new Set(migrations.rows.map((r) => r.name)).size).toBe(migrations.rowCount);
    for (const instance of [a, b]) expect((await fetch(`${instance.url}/api/health`)).status).toBe(200);
  });

  it('a session made on A works on B, and logging out on B ends it on A', async () => {
    const client = new SiteClient();
    expect((await client.call(a.url, 'POST', authPaths.login, OPERATOR)).status).toBe(200);
    const session = client.cookie;
    expect(session).not.toBe('');
    expect((await client.call(b.url, 'GET', operatorPath(dashboardPaths.operator.dashboard))).status).toBe(200);
    expect((await client.call(b.url, 'POST', operatorPath(authPaths.logout), {})).status).toBe(200);
    client.cookie = session; // the old cookie, replayed on the other instance
    expect((await client.call(a.url, 'GET', operatorPath(dashboardPaths.operator.dashboard))).status).toBe(401);
  });

  it('a price saved on A is served by B within one second', async () => {
    const client = new SiteClient();
    expect((await client.call(a.url, 'POST', authPaths.login, OPERATOR)).status).toBe(200);
    const before = (await client.call(b.url, 'GET', `/${GAME_API}`)).body.response as Record<string, unknown>;
    const market = before.market === 0.55 ? 0.65 : 0.55;
    const { updatedAt: _readOnly, ...config } = before;
    const saved = await client.call(a.url, 'POST', operatorPath(`/${GAME_API}`), { ...config, market });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const savedAt = Date.now();
    let served: unknown;
    while (Date.now() - savedAt < 1000) {
      served = ((await client.call(b.url, 'GET', `/${GAME_API}`)).body.response as { market: number }).market;
      if (served === market) break;
      await new Promise((r) => setTimeout(r, 25));
    }
    expect(served).toBe(market);
  });

  // Last: it locks 127.0.0.1 out of signing in for the throttle window.
  it('login throttling counts failures made on both instances', async () => {
    const client = new SiteClient();
    const wrong = { username: OPERATOR.username, key: 'not the right key at all' };
    for (let i = 0; i < FAILURE_LIMIT; i++) {
      const reply = await client.call(i % 2 === 0 ? a.url : b.url, 'POST', authPaths.login, wrong);
      expect(reply.status, `attempt ${i + 1}`).toBe(401);
    }
    // Neither instance saw FAILURE_LIMIT failures itself; together they did.
    expect((await client.call(a.url, 'POST', authPaths.login, wrong)).status).toBe(429);
    expect((await client.call(b.url, 'POST', authPaths.login, OPERATOR)).status).toBe(429);
  });
});
