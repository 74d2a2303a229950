import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDeepStrictEqual as equal } from 'node:util';
import fc from 'fast-check';
import type { TestApp } from '../../helpers/test-app';
import { realGames } from '../../helpers/test-app';
import { SITE_ORIGIN, createOperatorTestApp, signIn } from '../../helpers/operator-session';
import { configArb } from '../../helpers/arbitraries';
import type { RevisionEntry } from '../../../src/shared/api/revisions';

const lol = realGames.byId('league-of-legends')!;
let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createOperatorTestApp();
  cookie = await signIn(t.app, t.db);
}, 60_000);
afterAll(async () => t?.close());

const call = (method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { cookie, origin: SITE_ORIGIN, ...headers }, ...(payload ? { payload } : {}) });
const history = async () => (await call('GET', `/api/auth/${lol.api}/revisions`)).json().response.revisions as RevisionEntry[];
const stored = async () => {
  const { revision: _r, updatedAt: _u, ...config } = (await t.app.inject({ method: 'GET', url: `/api/${lol.api}` })).json().response;
  return config as Record<string, unknown>;
};

describe('restore (decision 0032)', () => {
  it(
    'a restore of revision k always yields revision k’s value, as a new revision unless it is the stored one, deleting none',
    { timeout: 240_000 },
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(configArb(lol), { minLength: 1, maxLength: 4 }), fc.nat(), async (configs, pick) => {
          for (const config of configs) {
            const head = (await history())[0]!.revision;
            const res = await call('POST', `/api/auth/${lol.api}?confirm=price-jump`, config, { 'if-match': `"${head}"` });
            expect(res.statusCode, res.body).toBe(200);
          }
          const before = await history();
          const k = before[pick % before.length]!;
          const res = await call(
            'POST',
            `/api/auth/${lol.api}/revisions/${k.revision}/restore?confirm=price-jump`,
            {},
            { 'if-match': `"${before[0]!.revision}"` },
          );
          expect(res.statusCode, res.body).toBe(200);
          const after = await history();
          expect(await stored()).toEqual(k.value);
          // Restoring the value already stored changes nothing, so it stores nothing (a save with no change is no revision).
          if (equal(k.value, before[0]!.value)) return void expect(after).toEqual(before);
          expect(after).toHaveLength(before.length + 1);
          expect(after[0]).toMatchObject({ action: 'restore', restoredFrom: k.revision, value: k.value });
          expect(await stored()).toEqual(k.value);
          expect(after.slice(1)).toEqual(before);
        }),
        { numRuns: 12 },
      );
    },
  );
});
