import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../../src/shared/paths';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { OPERATOR, SIGN_IN_COST } from '../../helpers/operator-session';
import { setOperatorKey } from '../../../src/server/auth/operators';
import { SESSION_COOKIE, login } from '../../../src/shared/api/auth';
import { patternOf } from '../../../src/shared/api/endpoint';
import { isErrorCode } from '../../../src/shared/api/error-codes';
import { startSkinSync } from '../../../src/shared/api/skin-operator.schemas';
import { badRequests } from './bad-input';
import { rawRequest, type RawRequest } from './raw-request';
import { watchTables } from './table-dump';

// Runs per route and caller; FUZZ_RUNS raises it for a deeper search.
const RUNS = Number(process.env.FUZZ_RUNS ?? 4);
// A session's last-seen time slides (at most once a minute) on any request that carries it: bookkeeping of the caller, not a change.
const IGNORED_COLUMNS = { sessions: ['last_seen_at'] };
// A wrong key is refused AND counted: that is the throttle working (rows in throttle_hits, an audit line).
const ALLOWED_ON_REFUSAL: Record<string, { statuses: number[]; tables: string[] }> = {
  [`POST /api${patternOf(login)}`]: { statuses: [401], tables: ['throttle_hits', 'audit_log'] },
  // The login page's form post (decision 0040) is the same sign-in.
  [`POST ${paths.login}`]: { statuses: [401], tables: ['throttle_hits', 'audit_log'] },
  // The spec starts a skin sync with a GET, which takes no body: Node answers a GET's stray body bytes with
  // its own 400 ("Client Error") after the GET itself was served, so the run it queued (or joined) shows here.
  [`GET /api${patternOf(startSkinSync)}`]: { statuses: [400], tables: ['jobs', 'audit_log'] },
};

let t: TestApp;
let tables: ReturnType<typeof watchTables>;
let port = 0;
let cookie = '';
const outcomes: Record<string, number> = {};

/** Sessions stored right after the last sign-in: fewer later means ours was ended. */
let signedInSessions = 0;
const sessionCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('sessions')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function signIn(): Promise<string> {
  const reply = await rawRequest(port, {
    method: 'POST',
    path: `/api${patternOf(login)}`,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(OPERATOR),
  });
  if ('dropped' in reply || reply.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(reply)}`);
  const setCookie = [reply.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  signedInSessions = await sessionCount();
  return setCookie!.split(';')[0]!;
}

// Error lines the server logs while fuzzed: a reply with a code its endpoint does not declare is one (http/error-handler.ts).
const errorLines: string[] = [];

beforeAll(async () => {
  const stream = { write: (line: string) => void errorLines.push(line) };
  t = await createTestApp({ clientDir: path.resolve('tests/fixtures/client'), logger: { level: 'error', stream } });
  await setOperatorKey(t.db, OPERATOR.username, OPERATOR.key, 'test', SIGN_IN_COST);
  tables = watchTables(t.db, IGNORED_COLUMNS);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
  cookie = await signIn();
});
afterAll(async () => t?.close());

// Fastify answers HEAD with the GET handler; fuzzing both would only double the time.
const fuzzedRoutes = () =>
  t.app.routeTable.filter((r) => r.method !== 'HEAD' || !t.app.routeTable.some((g) => g.method === 'GET' && g.url === r.url));

const callers = {
  anonymous: () => ({}),
  operator: () => ({ cookie, origin: `http://127.0.0.1:${port}` }),
  'operator from a foreign origin': () => ({ cookie, origin: 'https://attacker.example' }),
} as const;

/** Routes that fetch from an upstream on a well-formed request (the tweet card's syndication fetch). */
const UPSTREAM_PROXIES = new Set(['GET /api/tweet/:id']);

describe('every route of the route table, fed bad input', () => {
  it('covers the whole table (a new route is fuzzed without editing this file)', () => {
    expect(t.app.routeTable.length).toBeGreaterThan(10);
    expect(t.app.routeTable.map((r) => `${r.method} ${r.url}`)).toContain(`POST /api${patternOf(login)}`);
  });

  for (const [caller, headersOf] of Object.entries(callers)) {
    it(`never answers 5xx, never drops the connection, and changes no row when refusing (${caller})`, async () => {
      for (const route of fuzzedRoutes()) {
        const allowed = ALLOWED_ON_REFUSAL[`${route.method} ${route.url}`];
        await fc.assert(
          fc.asyncProperty(badRequests(route), async (request: RawRequest) => {
            await tables.mark();
            const reply = await rawRequest(port, { ...request, headers: { ...request.headers, ...headersOf() } });
            const label = `${request.method} ${request.path.slice(0, 200)} (${caller})`;
            expect('dropped' in reply ? reply.dropped : null, label).toBeNull();
            if ('dropped' in reply) return;
            outcomes[reply.status] = (outcomes[reply.status] ?? 0) + 1;
            // A route that proxies an upstream may answer 502 when that upstream cannot be reached (no
            // network in tests): a gateway's honest answer about the upstream, never a fault of ours.
            const ceiling = UPSTREAM_PROXIES.has(`${route.method} ${route.url}`) && reply.status === 502 ? 503 : 500;
            expect(reply.status, `${label}: ${reply.body.slice(0, 300)}`).toBeLessThan(ceiling);
            if (reply.status >= 400) {
              // One error shape everywhere: a sentence and a code from the catalogue.
              if (String(reply.headers['content-type']).startsWith('application/json')) {
                const body = JSON.parse(reply.body) as { error: unknown; response: unknown; code: unknown };
                expect(body.error, label).toBe(true);
                expect(typeof body.response, label).toBe('string');
                expect(isErrorCode(body.code) ? body.code : `not a code: ${String(body.code)}`, label).toBe(body.code);
              }
              const changed = await tables.changed();
              const permitted = allowed?.statuses.includes(reply.status) ? allowed.tables : [];
              expect(
                changed.filter((table) => !permitted.includes(table)),
                label,
              ).toEqual([]);
            } else if (caller !== 'anonymous' && (await sessionCount()) < signedInSessions) {
              cookie = await signIn(); // the accepted request was a logout (or ended every session)
            }
          }),
          { numRuns: RUNS },
        );
      }
    }, 240_000);
  }

  it('answered only with the error codes each endpoint declares', () => {
    expect(errorLines.filter((line) => line.includes('does not declare'))).toEqual([]);
  });

  it('was refused with 4xx most of the time (the input really was bad)', () => {
    const total = Object.values(outcomes).reduce((a, b) => a + b, 0);
    const refused = Object.entries(outcomes)
      .filter(([status]) => Number(status) >= 400)
      .reduce((a, [, n]) => a + n, 0);
    expect(total).toBeGreaterThanOrEqual(fuzzedRoutes().length * RUNS * Object.keys(callers).length);
    expect(refused / total).toBeGreaterThan(0.5);
    expect(outcomes[400]).toBeGreaterThan(0);
  });
});
