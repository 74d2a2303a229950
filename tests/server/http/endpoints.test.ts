import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSchema } from 'typebox';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { signIn } from '../../helpers/operator-session';
import { declaredEndpoints } from '../../helpers/declared-endpoints';
import { changesState, patternOf } from '../../../src/shared/api/endpoint';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await signIn(t.app, t.db);
});
afterAll(() => t?.close());

/** Every string schema with a pattern, with where it sits. */
function patterned(schema: unknown, where: string): { where: string; schema: Record<string, unknown> }[] {
  if (!schema || typeof schema !== 'object') return [];
  const node = schema as Record<string, unknown>;
  const own = typeof node.pattern === 'string' ? [{ where, schema: node }] : [];
  const children = Object.entries(node).flatMap(([key, child]) =>
    key === 'properties' && child && typeof child === 'object'
      ? Object.entries(child).flatMap(([name, s]) => patterned(s, `${where}.${name}`))
      : Array.isArray(child)
        ? child.flatMap((s, i) => patterned(s, `${where}[${i}]`))
        : key === 'items' || key === 'additionalProperties'
          ? patterned(child, `${where}.${key}`)
          : [],
  );
  return [...own, ...children];
}

describe('endpoints are values', () => {
  it('every /api route was mounted from an endpoint value (no route spells its own path)', () => {
    const unmounted = t.app.routeTable.filter(
      (r) =>
        r.url.startsWith('/api/') &&
        r.method !== 'HEAD' &&
        !r.url.endsWith('*') &&
        !r.url.startsWith('/api/docs') &&
        r.url !== '/api/openapi.json' &&
        !r.endpoint,
    );
    expect(unmounted.map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('each endpoint is registered at its own pattern, under its scope', async () => {
    const table = new Set(t.app.routeTable.map((r) => `${r.method} ${r.url}`));
    for (const e of declaredEndpoints().filter((e) => !e.path.includes('sample'))) {
      const url = `/api${patternOf(e)}`;
      expect(table.has(`${e.method} ${url}`), `${e.method} ${url}`).toBe(true);
    }
  });

  it('every field checked by a pattern says in its own words what it wants (no "expected form")', async () => {
    const missing = declaredEndpoints().flatMap((e) =>
      (['params', 'query', 'body'] as const).flatMap((part) =>
        patterned(e[part] as TSchema | undefined, `${e.method} ${e.path} ${part}`)
          .filter(({ schema }) => schema.errorMessage === undefined)
          .map(({ where }) => where),
      ),
    );
    expect(missing).toEqual([]);
  });
});

describe('the one same-site rule', () => {
  it('refuses a state-changing request without Origin and Referer on every operator route (skins included), before it runs', async () => {
    const guarded = t.app.routeTable.filter((r) => r.method !== 'HEAD' && r.endpoint?.scope === 'operator' && changesState(r.endpoint));
    expect(guarded.map((r) => r.url)).toEqual(
      expect.arrayContaining(['/api/auth/sync/skins', '/api/auth/skins/:riotId', '/api/auth/banners']),
    );
    for (const route of guarded) {
      const url = route.url.replace(':riotId', '1001').replace(':runId', '1');
      const res = await t.app.inject({
        method: route.method as 'GET' | 'POST',
        url,
        headers: { cookie },
        ...(route.method === 'POST' ? { payload: {} } : {}),
      });
      expect(res.statusCode, `${route.method} ${url}`).toBe(403);
      expect(res.json(), `${route.method} ${url}`).toMatchObject({ error: true, code: 'FOREIGN_ORIGIN' });
    }
    expect(await t.db.selectFrom('jobs').selectAll().execute()).toEqual([]);
  });

  it('takes a Referer of this site when the Origin is left out, and refuses another site or a cross-site fetch', async () => {
    const sync = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/api/auth/sync/skins', headers: { cookie, ...headers } });
    expect((await sync({ referer: 'http://localhost/dashboard/skins' })).statusCode).toBe(200);
    expect((await sync({ referer: 'https://elsewhere.example/page' })).statusCode).toBe(403);
    expect((await sync({ origin: 'http://localhost', 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    // Reading needs no Origin: the operator's own GETs are not state-changing.
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/dashboard', headers: { cookie } })).statusCode).toBe(200);
  });
});
