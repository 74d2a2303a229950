import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/server/db/database';
import { setOperatorKey } from '../../src/server/auth/operators';
import { createTestApp, type TestApp } from './test-app';

export const OPERATOR = { username: 'operator', key: 'correct horse battery' };
/**
 * The scrypt cost of keys that tests create only to sign in: 1/16 of the site's, so each sign-in
 * costs about 3 ms instead of 50. The hash carries its cost, so login verifies it as any other;
 * tests/server/auth-login.test.ts keeps the site's own cost.
 */
export const SIGN_IN_COST = { N: 1024, r: 8, p: 1 };
/** The Origin a browser on the site sends with app.inject's default Host (localhost:80). */
export const SITE_ORIGIN = 'http://localhost';

/** Creates the test operator, signs in, and returns the Cookie header to send. */
export async function signIn(app: FastifyInstance, db: Db): Promise<string> {
  await setOperatorKey(db, OPERATOR.username, OPERATOR.key, 'test', SIGN_IN_COST);
  const res = await app.inject({ method: 'POST', url: '/api/login', payload: OPERATOR });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === 'av_session');
  if (!cookie) throw new Error('no session cookie');
  return `av_session=${cookie.value}`;
}

/** Every row of every table the operator features write, to compare before and after a refused request. */
export async function snapshot(db: Db): Promise<Record<string, unknown[]>> {
  const tables = ['banners', 'calculator_configs', 'audit_log', 'operators'] as const;
  const out: Record<string, unknown[]> = {};
  for (const table of tables) out[table] = await db.selectFrom(table).selectAll().execute();
  return out;
}

/** A test app (real game registry); buildApp has seeded the banners and configs. */
export async function createOperatorTestApp(env: Record<string, string> = {}, logger?: object): Promise<TestApp> {
  return createTestApp(logger ? { logger } : {}, env);
}
