import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { fail } from '../../shared/envelope';
import { AUTH_PREFIX, OPERATOR_MESSAGES, SESSION_COOKIE } from '../../shared/operator';
import { isSameOrigin } from './origin';
import { resolveSession, type SessionOperator } from './sessions';
import { sessionCookieOptions } from './cookie';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in operator; set on every route registered through registerOperatorRoutes. */
    operator: SessionOperator | null;
  }
}

/** The signed-in operator of a request inside an operator scope (the guard guarantees one). */
export function operatorOf(request: FastifyRequest): SessionOperator {
  if (!request.operator) throw new Error('operatorOf called outside an operator scope');
  return request.operator;
}

// No session answers 401 first (what a visitor without one needs to know); a signed-in
// request from another origin is then refused with 403 before it can change anything.
async function guard(db: Db, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  const token = request.cookies[SESSION_COOKIE];
  request.operator = await resolveSession(db, token);
  if (!request.operator) {
    // A stale cookie is dropped so the browser stops sending it.
    if (token) reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(request));
    return reply.code(401).send(fail(OPERATOR_MESSAGES.pleaseLogIn, 'LOGIN_REQUIRED'));
  }
  if (!isSameOrigin(request)) {
    return reply.code(403).send(fail(OPERATOR_MESSAGES.foreignOrigin, 'FOREIGN_ORIGIN'));
  }
  return undefined;
}

/**
 * Registers `plugin` under /auth (inside the /api prefix) behind the operator guard: every route
 * in it answers 401 "Please log in" without a live session, and 403 to a POST/PUT/PATCH/DELETE
 * from another origin. Inside, `operatorOf(request).username` names the actor for audit rows.
 *
 *   await registerOperatorRoutes(api, skinAdminRoutes, { db, ... });  // → /api/auth/<its paths>
 */
export async function registerOperatorRoutes<Options extends { db: Db }>(
  api: FastifyInstance,
  plugin: FastifyPluginAsync<Options>,
  options: Options,
): Promise<void> {
  await api.register(
    async (scope) => {
      scope.decorateRequest('operator', null);
      // onRequest: refused before the body is even parsed or validated.
      scope.addHook('onRequest', async (request, reply) => guard(options.db, request, reply));
      await scope.register(plugin, options);
    },
    { prefix: AUTH_PREFIX },
  );
}
