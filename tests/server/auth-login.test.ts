import { afterEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app';
import { OPERATOR, createOperatorTestApp, signIn } from '../helpers/operator-session';
import { setOperatorKey } from '../../src/server/auth/operators';

let t: TestApp;
afterEach(async () => t?.close());

const login = (body: unknown, extra: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: body as object, ...extra });

describe('POST /api/login', () => {
  it('signs in with the right pair and sets an httpOnly, SameSite=Strict session cookie', async () => {
    t = await createOperatorTestApp();
    await setOperatorKey(t.db, OPERATOR.username, OPERATOR.key, 'test');
    const res = await login(OPERATOR);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ error: false, response: 'Logged in' });
    const cookie = res.cookies.find((c) => c.name === 'av_session')!;
    expect(cookie.value).toMatch(/^[\w-]{43}$/);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(cookie.secure).toBeFalsy();
    // Only a digest of the token is stored.
    const rows = await t.db.selectFrom('sessions').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).not.toBe(cookie.value);
    expect(rows[0]!.id).toMatch(/^[0-9a-f]{64}$/);
  });

  it('marks the cookie Secure when the request came over HTTPS through a trusted proxy', async () => {
    t = await createOperatorTestApp({ TRUST_PROXY: 'true' });
    await setOperatorKey(t.db, OPERATOR.username, OPERATOR.key, 'test');
    const res = await login(OPERATOR, { headers: { 'x-forwarded-proto': 'https' } });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'av_session')).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Strict' });
  });

  it('ignores X-Forwarded-Proto when the proxy is not trusted', async () => {
    t = await createOperatorTestApp();
    await setOperatorKey(t.db, OPERATOR.username, OPERATOR.key, 'test');
    const res = await login(OPERATOR, { headers: { 'x-forwarded-proto': 'https' } });
    expect(res.cookies.find((c) => c.name === 'av_session')!.secure).toBeFalsy();
  });

  it('refuses a wrong key and an unknown username with the same message, and no cookie', async () => {
    t = await createOperatorTestApp();
    await setOperatorKey(t.db, OPERATOR.username, OPERATOR.key, 'test');
    for (const body of [
      { ...OPERATOR, key: 'wrong key here' },
      { username: 'nobody', key: OPERATOR.key },
      { username: 'OPERATOR', key: OPERATOR.key },
    ]) {
      const res = await login(body);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: true, response: 'Invalid username or key', code: 'INVALID_LOGIN' });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect(await t.db.selectFrom('sessions').selectAll().execute()).toHaveLength(0);
  });

  it('answers 400 to a malformed body', async () => {
    t = await createOperatorTestApp();
    for (const body of [
      {},
      { username: 'a' },
      { username: 1, key: 'x' },
      { username: 'a', key: 'k'.repeat(300) },
      { username: '', key: '' },
      { username: 'a', key: 'b', extra: 1 },
    ]) {
      const res = await login(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toBe(true);
    }
  });

  it('says which field is empty in a plain sentence, never in schema words', async () => {
    t = await createOperatorTestApp();
    for (const [body, sentence] of [
      [{ username: 'ops', key: '' }, 'Enter your key.'],
      [{ username: 'ops' }, 'Enter your key.'],
      [{ username: '', key: 'some-key-1' }, 'Enter your username.'],
    ] as const) {
      const res = await login(body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: true, response: sentence, code: 'BAD_REQUEST' });
    }
  });
  it('never returns or logs the key hash', async () => {
    const lines: string[] = [];
    const stream = { write: (line: string) => lines.push(line) };
    t = await createOperatorTestApp({}, { level: 'trace', stream });
    const cookie = await signIn(t.app, t.db);
    const hash = (await t.db.selectFrom('operators').select('key_hash').executeTakeFirstOrThrow()).key_hash;
    const replies = [
      await login(OPERATOR),
      await login({ ...OPERATOR, key: 'nope nope' }),
      await t.app.inject({ method: 'GET', url: '/api/auth/dashboard', headers: { cookie } }),
    ];
    for (const res of replies) {
      expect(res.body).not.toContain(hash.split('$')[5]);
      expect(res.body).not.toContain(OPERATOR.key);
    }
    const log = lines.join('\n');
    expect(log.length).toBeGreaterThan(0);
    expect(log).not.toContain(hash.split('$')[5]);
    expect(log).not.toContain(OPERATOR.key);
  });
});

describe('login throttling', () => {
  it('answers 429 after 5 failures from one address, without checking the key', async () => {
    t = await createOperatorTestApp();
    await setOperatorKey(t.db, OPERATOR.username, OPERATOR.key, 'test');
    for (let i = 0; i < 5; i++) {
      // Different usernames, so only the address scope fills up.
      expect((await login({ username: `guess${i}`, key: 'wrong key' }, { remoteAddress: '203.0.113.7' })).statusCode).toBe(401);
    }
    const refused = await login(OPERATOR, { remoteAddress: '203.0.113.7' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: true, response: 'Too many failed logins. Try again in 15 minutes.', code: 'THROTTLED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(refused.headers['set-cookie']).toBeUndefined();
    // Another address is not affected.
    expect((await login(OPERATOR, { remoteAddress: '198.51.100.2' })).statusCode).toBe(200);
  });

  it('answers 429 after 5 failures for one username, from any address', async () => {
    t = await createOperatorTestApp();
    await setOperatorKey(t.db, OPERATOR.username, OPERATOR.key, 'test');
    for (let i = 0; i < 5; i++) {
      expect((await login({ ...OPERATOR, key: `wrong ${i} key` }, { remoteAddress: `192.0.2.${i + 1}` })).statusCode).toBe(401);
    }
    const refused = await login(OPERATOR, { remoteAddress: '192.0.2.99' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().response).toMatch(/^Too many failed logins\. Try again in \d+ minutes?\.$/);
    // The username scope ignores letter case.
    expect((await login({ username: 'Operator', key: 'x'.repeat(9) }, { remoteAddress: '192.0.2.100' })).statusCode).toBe(429);
    // Another username from a fresh address still gets checked.
    expect((await login({ username: 'other', key: 'x'.repeat(9) }, { remoteAddress: '192.0.2.101' })).statusCode).toBe(401);
  });

  it('lets the operator in again once the failures are older than the window', async () => {
    t = await createOperatorTestApp();
    await setOperatorKey(t.db, OPERATOR.username, OPERATOR.key, 'test');
    for (let i = 0; i < 5; i++) await login({ ...OPERATOR, key: 'wrong key!' });
    expect((await login(OPERATOR)).statusCode).toBe(429);
    const old = Date.now() - 16 * 60 * 1000;
    await t.db.updateTable('throttle_hits').set({ at: old }).execute();
    expect((await login(OPERATOR)).statusCode).toBe(200);
  });

  it('counts parallel guesses, so a burst cannot all be checked', async () => {
    t = await createOperatorTestApp();
    await setOperatorKey(t.db, OPERATOR.username, OPERATOR.key, 'test');
    const replies = await Promise.all(Array.from({ length: 12 }, (_, i) => login({ ...OPERATOR, key: `burst ${i} key` })));
    const codes = replies.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401).length).toBeLessThanOrEqual(5);
    expect(codes.filter((c) => c === 429).length).toBeGreaterThanOrEqual(7);
  });

  it('a success does not count as a failure', async () => {
    t = await createOperatorTestApp();
    await setOperatorKey(t.db, OPERATOR.username, OPERATOR.key, 'test');
    for (let i = 0; i < 8; i++) expect((await login(OPERATOR)).statusCode).toBe(200);
    expect(await t.db.selectFrom('throttle_hits').selectAll().execute()).toHaveLength(0);
  });
});
