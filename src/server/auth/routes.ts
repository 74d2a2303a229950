import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Db } from '../db/database';
import { EmptyBody, MessageReply, FailureReply, fail, ok, replies } from '../../shared/api/envelope';
import { Type } from 'typebox';
import { AUTH_MESSAGES, LoginBody, SESSION_COOKIE, USERNAME_MAX, authPaths, throttledMessage } from '../../shared/api/auth';
import { recordAudit } from '../audit/audit-log';
import { burnVerification, verifyKey } from './key-hash';
import { findOperatorWithHash } from './operators';
import { createSession, endSession } from './sessions';
import { beginAttempt, loginScopes, withdraw } from './throttle';
import { sessionCookieOptions } from './cookie';

export interface AuthOptions {
  db: Db;
}

/** POST /api/login (public). */
export const authRoutes: FastifyPluginAsync<AuthOptions> = async (plain, { db }) => {
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();
  app.post(authPaths.login, { schema: { body: LoginBody, response: replies(Type.String()) } }, async (request, reply) => {
    const { username, key } = request.body;
    const attempt = await beginAttempt(db, loginScopes(request.ip, username));
    if (attempt.retryAfterMs > 0) {
      const minutes = Math.ceil(attempt.retryAfterMs / 60_000);
      reply.header('retry-after', Math.ceil(attempt.retryAfterMs / 1000));
      return reply.code(429).send(fail(throttledMessage(minutes), 'THROTTLED'));
    }
    const operator = await findOperatorWithHash(db, username);
    const valid = operator ? await verifyKey(key, operator.key_hash) : (await burnVerification(key), false);
    if (!operator || !valid) {
      await recordAudit(db, { actor: username.slice(0, USERNAME_MAX), action: 'login.failure', target: `ip:${request.ip}` });
      return reply.code(401).send(fail(AUTH_MESSAGES.invalidLogin, 'INVALID_LOGIN'));
    }
    await withdraw(db, attempt.ids);
    const token = await createSession(db, Number(operator.id));
    await recordAudit(db, { actor: operator.username, action: 'login.success', target: `ip:${request.ip}` });
    reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(request));
    return ok(AUTH_MESSAGES.loggedIn);
  });
};

/** In the operator scope: POST /api/auth/logout, and a 404 for unknown operator paths. */
export const authOperatorRoutes: FastifyPluginAsync<AuthOptions> = async (plain, { db }) => {
  const scope = plain.withTypeProvider<TypeBoxTypeProvider>();
  scope.post(
    authPaths.logout,
    {
      schema: { body: EmptyBody, response: { 200: MessageReply, '4xx': FailureReply } },
    },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await endSession(db, token);
      reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(request));
      return ok(AUTH_MESSAGES.loggedOut);
    },
  );

  // Unknown /api/auth/* paths pass the guard too, so they say "Please log in" before "No such route".
  scope.all('/*', { schema: { params: Type.Object({ '*': Type.String() }) } }, async (request, reply) =>
    reply.code(404).send(fail(`No such route: ${request.method} ${request.url.split('?')[0]}`)),
  );
};
