import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { OPERATOR, SIGN_IN_COST, SITE_ORIGIN } from '../../helpers/operator-session';
import { setOperatorKey } from '../../../src/server/auth/operators';
import { FAILURE_LIMIT } from '../../../src/server/auth/throttle';
import type { SsrEntry } from '../../../src/shared/ssr';
import { loggedUrl } from '../../../src/server/operations/access-log';

// The login page's form as a browser without scripts sends it (decision 0040): urlencoded, to /login itself.
const entry = (await import('../../../src/client/entry-server')) as SsrEntry;

let t: TestApp;
let lines: string[];
afterEach(async () => t?.close());

async function start() {
  lines = [];
  t = await createTestApp({
    clientDir: path.resolve('tests/fixtures/client'),
    ssr: entry,
    logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
  });
  await setOperatorKey(t.db, OPERATOR.username, OPERATOR.key, 'test', SIGN_IN_COST);
}

const post = (fields: Record<string, string>, headers: Record<string, string> = { origin: SITE_ORIGIN }) =>
  t.app.inject({
    method: 'POST',
    url: '/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(fields).toString(),
  });

describe('POST /login, the login form before its script loads', { timeout: 60_000 }, () => {
  it('signs in with the right pair: the session cookie and 303 to the dashboard', async () => {
    await start();
    const res = await post(OPERATOR);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/dashboard');
    expect(res.cookies.find((c) => c.name === 'av_session')).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    const audit = await t.db.selectFrom('audit_log').select('action').execute();
    expect(audit.map((row) => row.action)).toContain('login.success');
  });

  it('renders the login page again with the sentence and the username, never the key', async () => {
    await start();
    const res = await post({ username: OPERATOR.username, key: 'wrong key 12345' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.cookies).toEqual([]);
    expect(res.body).toContain('Invalid username or key');
    expect(res.body).toContain('Dashboard Login');
    expect(res.body).toMatch(
      new RegExp(`name="username"[^>]*value="${OPERATOR.username}"|value="${OPERATOR.username}"[^>]*name="username"`),
    );
    expect(res.body).not.toContain('wrong key 12345');
    // The rendered form posts again to itself.
    const form = /<form[^>]*>/.exec(res.body)?.[0] ?? '';
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/login"');
  });

  it('is throttled as the API is: after the failures it answers 429 with the wait, counted together with JSON attempts', async () => {
    await start();
    for (let i = 0; i < FAILURE_LIMIT - 1; i++) await post({ username: OPERATOR.username, key: `wrong key ${i}` });
    await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: OPERATOR.username, key: 'wrong json key' } });
    const res = await post(OPERATOR);
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toMatch(/^\d+$/);
    expect(res.body).toContain('Too many failed logins. Try again in 15 minutes.');
    expect(res.cookies).toEqual([]);
  });

  it('refuses a post from another site or with no origin (403), signing nobody in', async () => {
    await start();
    const requests: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      {},
      { origin: SITE_ORIGIN, 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of requests) {
      const res = await post(OPERATOR, headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.body).toContain('This request did not come from this site, so it was refused.');
      expect(res.cookies).toEqual([]);
    }
    expect(await t.db.selectFrom('sessions').selectAll().execute()).toEqual([]);
  });

  it('says which field is missing as the API does; a form with nothing typed goes back to the page', async () => {
    await start();
    const missing = await post({ username: OPERATOR.username, key: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('Enter your key.');
    const empty = await post({ username: '', key: '' });
    expect(empty.statusCode).toBe(303);
    expect(empty.headers.location).toBe('/login');
  });

  it('takes the JSON of POST /api/login too, with the same answers', async () => {
    await start();
    const res = await t.app.inject({ method: 'POST', url: '/login', headers: { origin: SITE_ORIGIN }, payload: OPERATOR });
    expect(res.statusCode).toBe(303);
    expect(res.cookies.some((c) => c.name === 'av_session')).toBe(true);
  });

  it('never writes the key to the log, even when a form sent it in the query of a GET', async () => {
    await start();
    await post({ username: OPERATOR.username, key: 'wrong key 12345' });
    await post(OPERATOR);
    await t.app.inject({ method: 'POST', url: '/api/login', payload: OPERATOR });
    const leaked = await t.app.inject({
      method: 'GET',
      url: `/login?username=${OPERATOR.username}&key=${encodeURIComponent(OPERATOR.key)}`,
    });
    expect(leaked.statusCode).toBe(200);
    await t.app.inject({ method: 'GET', url: '/blog?token=s3cr3t-t0ken&page=2' });
    const log = lines.join('');
    // The login page's query is left out whole, names too; elsewhere only names are kept.
    expect(log).toMatch(/"url":"\/login"/);
    expect(log).not.toMatch(/"url":"\/login\?/);
    expect(log).toContain('"url":"/blog?token=…&page=…"');
    expect(loggedUrl('/login/?username=operator&key=x')).toBe('/login/');
    for (const secret of [OPERATOR.key, encodeURIComponent(OPERATOR.key), 'correct+horse', 'wrong key 12345', 's3cr3t-t0ken']) {
      expect(log).not.toContain(secret);
    }
  });
});
