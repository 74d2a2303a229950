import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES, SESSION_COOKIE, USERNAME_MAX } from '../../shared/api/auth';
import { login, logout } from '../../shared/api/auth.schemas';
import { LoginBody } from '../../shared/api/auth.schemas';
import { paths } from '../../shared/paths';
import { recordAudit } from '../audit/audit-log';
import type { FeatureFactory } from '../feature';
import { httpError } from '../http/http-error';
import { mount } from '../http/mount';
import { operatorOf } from '../security/operator-request';
import { sessionCookieOptions } from '../security/session-cookie';
import { createSession, endSession } from '../security/sessions';
import { burnVerification, verifyKey } from './key-hash';
import { findOperatorWithHash } from './operators';
import { signInThrottle } from './throttle';

export const authFeature: FeatureFactory = ({ db }) => {
  const countFailure = signInThrottle(db);
  /** Shared by the API route and the page's form post; a refusal is thrown as httpError. */
  const signIn = async ({ username, key }: LoginBody, request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const attempt = await countFailure(request.ip, username);
    const operator = await findOperatorWithHash(db, username);
    const valid = operator ? await verifyKey(key, operator.key_hash) : (await burnVerification(key), false);
    if (!operator || !valid) {
      await recordAudit(db, {
        actor: username.slice(0, USERNAME_MAX),
        action: 'login.failure',
        target: `ip:${request.ip}`,
        requestId: request.id,
      });
      throw httpError('INVALID_LOGIN', AUTH_MESSAGES.invalidLogin);
    }
    await attempt.release();
    const token = await createSession(db, operator.id);
    await recordAudit(db, { actor: operator.username, action: 'login.success', target: `ip:${request.ip}`, requestId: request.id });
    reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(request));
  };

  return {
    routes(api) {
      mount(api, login, async ({ body, request, reply }) => {
        await signIn(body, request, reply);
        return AUTH_MESSAGES.loggedIn;
      });
    },
    // The login page's form before its script loads: the same sign-in, answered with a page (decision 0040).
    pageForms: [
      {
        path: paths.login,
        body: LoginBody,
        keep: ['username'],
        submit: async ({ body, request, reply }: { body: LoginBody; request: FastifyRequest; reply: FastifyReply }) => {
          await signIn(body, request, reply);
          return { redirect: paths.dashboard };
        },
      },
    ],
    operatorRoutes(scope) {
      mount(scope, logout, async ({ request, reply }) => {
        const token = request.cookies[SESSION_COOKIE];
        if (token) await endSession(db, token);
        await recordAudit(db, { actor: operatorOf(request).username, action: 'logout', target: `ip:${request.ip}`, requestId: request.id });
        reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(request));
        return AUTH_MESSAGES.loggedOut;
      });
    },
  };
};
