import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase } from './cluster';
import { startInstances, type Instance } from '../helpers/server-process';
import { href } from '../../src/shared/api/endpoint';
import { login } from '../../src/shared/api/auth';
import { calculatorConfig, calculatorRevisions, saveCalculatorConfig } from '../../src/shared/api/calculators';
import { realGames } from '../helpers/test-app';

/**
 * The compare-and-set of revisions (decision 0032) holds across two instances on one PostgreSQL:
 * the check is the database's UPDATE … WHERE revision = :base, not anything held in memory.
 */
const OPERATOR = { username: 'revisions-operator', key: 'two instances one revision' };
const lol = realGames.byId('league-of-legends')!;

let a: Instance;
let b: Instance;
let drop: () => Promise<void>;
let cookie = '';

async function call(instance: Instance, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${instance.url}/api${path}`, {
    method,
    headers: {
      origin: instance.url,
      ...(cookie ? { cookie } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const set = res.headers.getSetCookie().find((c) => c.startsWith('av_session='));
  if (set) cookie = set.split(';')[0]!;
  return { status: res.status, body: (await res.json()) as { error: boolean; response: unknown; code?: string; changes?: unknown } };
}

beforeAll(async () => {
  const target = await createDatabase(inject('pgAdminUrl'), 'revisions');
  drop = target.drop;
  [a, b] = (await startInstances(['A', 'B'], {
    DATABASE_URL: target.url,
    DATABASE_POOL_SIZE: '4',
    OPERATOR_USERNAME: OPERATOR.username,
    OPERATOR_KEY: OPERATOR.key,
  })) as [Instance, Instance];
  expect((await call(a, 'POST', href(login), OPERATOR)).status).toBe(200);
}, 180_000);

afterAll(async () => {
  await a?.kill();
  await b?.kill();
  await drop?.();
});

describe('revisions on two instances', () => {
  it('two saves based on one revision, sent to A and B at once: one is stored, the other refused with 412 and its changes', async () => {
    const read = (await call(b, 'GET', href(calculatorConfig(lol.api)))).body.response as Record<string, unknown> & { revision: number };
    const { revision, updatedAt: _u, ...config } = read;
    const ifMatch = { 'if-match': `"${revision}"` };
    const path = href(saveCalculatorConfig(lol.api));
    const replies = await Promise.all([
      call(a, 'POST', path, { ...config, market: 0.51 }, ifMatch),
      call(b, 'POST', path, { ...config, market: 0.52 }, ifMatch),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 412]);
    const won = replies[0]!.status === 200 ? 0.51 : 0.52;
    const lost = replies.find((r) => r.status === 412)!;
    expect(lost.body.code).toBe('STALE_REVISION');
    expect(lost.body.changes).toEqual([{ path: '/market', before: read.market, after: won, label: 'Market factor' }]);

    const history = (await call(a, 'GET', href(calculatorRevisions(lol.api).history))).body.response as {
      revisions: { revision: number; value: { market: number } }[];
    };
    expect(history.revisions.map((r) => r.revision)).toEqual([revision + 1, revision]);
    expect(history.revisions[0]!.value.market).toBe(won);
  });

  it('a restore on B of a revision saved on A, based on the revision A made', async () => {
    const history = (await call(b, 'GET', href(calculatorRevisions(lol.api).history))).body.response as {
      revisions: { revision: number; value: unknown }[];
    };
    const head = history.revisions[0]!.revision;
    const oldest = history.revisions.at(-1)!;
    const restore = href(calculatorRevisions(lol.api).restore, { params: { revision: oldest.revision } });
    expect((await call(b, 'POST', restore, {}, { 'if-match': `"${head - 1}"` })).status).toBe(412);
    const done = await call(b, 'POST', restore, {}, { 'if-match': `"${head}"` });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const after = (await call(a, 'GET', href(calculatorRevisions(lol.api).history))).body.response as {
      revisions: { revision: number; value: unknown }[];
    };
    expect(after.revisions[0]).toMatchObject({ revision: head + 1, value: oldest.value });
  });
});
