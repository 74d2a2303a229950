import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Db } from '../db/database';
import { fail } from '../../shared/api/envelope';
import { AUTH_MESSAGES, SESSION_COOKIE } from '../../shared/api/auth';
import '../http/operator-request';
import { isSameOrigin } from './origin';
import { resolveSession } from './sessions';
import { sessionCookieOptions } from './cookie';

// No session answers 401 first (what a visitor without one needs to know); a signed-in
// request from another origin is then refused with 403 before it can change anything.
async function guard(db: Db, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  const token = request.cookies[SESSION_COOKIE];
  request.operator = await resolveSession(db, token);
  if (!request.operator) {
    // A stale cookie is dropped so the browser stops sending it.
    if (token) reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(request));
    return reply.code(401).send(fail(AUTH_MESSAGES.pleaseLogIn, 'LOGIN_REQUIRED'));
  }
  if (!isSameOrigin(request)) {
    return reply.code(403).send(fail(AUTH_MESSAGES.foreignOrigin, 'FOREIGN_ORIGIN'));
  }
  return undefined;
}

/**
 * The onRequest hook of the operator scope (app.ts registers it on OPERATOR_SCOPE): every route
 * there answers 401 "Please log in" without a live session and 403 to a request from another
 * origin, before the body is even parsed. Inside, `operatorOf(request)` names the actor.
 */
export const operatorGuard =
  (db: Db): onRequestAsyncHookHandler =>
  async (request, reply) => {
    await guard(db, request, reply);
  };
