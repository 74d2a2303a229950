import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Db } from '../db/database';
import { fail } from '../../shared/api/envelope';
import { changesState } from '../../shared/api/endpoint';
import { AUTH_MESSAGES, SESSION_COOKIE } from '../../shared/api/auth';
import './operator-request';
import { isFromThisSite } from './same-site';
import { resolveSession } from './sessions';
import { sessionCookieOptions } from './session-cookie';

// No session answers 401 first (what a visitor without one needs to know); a signed-in
// request that changes something and did not come from our pages is then refused with 403.
async function guard(db: Db, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  const token = request.cookies[SESSION_COOKIE];
  request.operator = await resolveSession(db, token);
  if (!request.operator) {
    // A stale cookie is dropped so the browser stops sending it.
    if (token) reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(request));
    return reply.code(401).send(fail(AUTH_MESSAGES.pleaseLogIn, 'LOGIN_REQUIRED'));
  }
  // Unknown paths (no endpoint) are judged by their method, as a POST would be.
  const endpoint = request.routeOptions.config.endpoint ?? {
    method: request.method === 'GET' || request.method === 'HEAD' ? 'GET' : 'POST',
  };
  if (changesState(endpoint) && !isFromThisSite(request)) {
    return reply.code(403).send(fail(AUTH_MESSAGES.foreignOrigin, 'FOREIGN_ORIGIN'));
  }
  return undefined;
}

/**
 * The onRequest hook of the operator scope (app.ts registers it once), so it judges a request before
 * its body is even parsed. Inside, `operatorOf(request)` names the actor.
 */
export const operatorGuard =
  (db: Db): onRequestAsyncHookHandler =>
  async (request, reply) => {
    await guard(db, request, reply);
  };
