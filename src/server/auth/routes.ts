import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../db/database';
import { fail, failureSchema, ok } from '../../shared/envelope';
import {
  KEY_MAX,
  LOGIN_PATH,
  LOGOUT_PATH,
  AUTH_PREFIX,
  OPERATOR_MESSAGES,
  SESSION_COOKIE,
  USERNAME_MAX,
  throttledMessage,
  type LoginRequest,
} from '../../shared/operator';
import { recordAudit } from '../audit/audit-log';
import { burnVerification, verifyKey } from './key-hash';
import { findOperatorWithHash } from './operators';
import { createSession, endSession } from './sessions';
import { beginAttempt, loginScopes, withdraw } from './throttle';
import { sessionCookieOptions } from './cookie';
import { registerOperatorRoutes } from './operator-scope';

export interface AuthOptions {
  db: Db;
}

const messageReply = {
  type: 'object',
  properties: { error: { const: false }, response: { type: 'string' } },
  required: ['error', 'response'],
} as const;

const loginSchema = {
  body: {
    type: 'object',
    properties: {
      username: { type: 'string', minLength: 1, maxLength: USERNAME_MAX },
      key: { type: 'string', minLength: 1, maxLength: KEY_MAX },
    },
    required: ['username', 'key'],
    additionalProperties: false,
  },
  response: { 200: messageReply, '4xx': failureSchema },
} as const;

/** POST /api/login (public) and POST /api/auth/logout (behind the operator guard). */
export const authRoutes: FastifyPluginAsync<AuthOptions> = async (app, { db }) => {
  app.post<{ Body: LoginRequest }>(LOGIN_PATH, { schema: loginSchema }, async (request, reply) => {
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
      return reply.code(401).send(fail(OPERATOR_MESSAGES.invalidLogin, 'INVALID_LOGIN'));
    }
    await withdraw(db, attempt.ids);
    const token = await createSession(db, Number(operator.id));
    await recordAudit(db, { actor: operator.username, action: 'login.success', target: `ip:${request.ip}` });
    reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(request));
    return ok(OPERATOR_MESSAGES.loggedIn);
  });

  await registerOperatorRoutes(
    app,
    async (scope) => {
      scope.post(
        LOGOUT_PATH.slice(AUTH_PREFIX.length),
        {
          preValidation: async (request) => {
            request.body ??= {};
          },
          schema: { body: { type: 'object', maxProperties: 0 }, response: { 200: messageReply } },
        },
        async (request, reply) => {
          const token = request.cookies[SESSION_COOKIE];
          if (token) await endSession(db, token);
          reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(request));
          return ok(OPERATOR_MESSAGES.loggedOut);
        },
      );

      // Unknown /api/auth/* paths pass the guard too, so they say "Please log in" before "No such route".
      scope.all('/*', { schema: { params: { type: 'object' } } }, async (request, reply) =>
        reply.code(404).send(fail(`No such route: ${request.method} ${request.url.split('?')[0]}`)),
      );
    },
    { db },
  );
};
