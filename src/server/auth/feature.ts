import { AUTH_MESSAGES, SESSION_COOKIE, USERNAME_MAX, login, logout, throttledMessage } from '../../shared/api/auth';
import { recordAudit } from '../audit/audit-log';
import type { FeatureFactory } from '../feature';
import { httpError } from '../http/http-error';
import { mount } from '../http/mount';
import { operatorOf } from '../security/operator-request';
import { sessionCookieOptions } from '../security/session-cookie';
import { createSession, endSession } from '../security/sessions';
import { burnVerification, verifyKey } from './key-hash';
import { findOperatorWithHash } from './operators';
import { beginAttempt, loginScopes, withdraw } from './throttle';

/** POST /api/login (public) and POST /api/auth/logout. */
export const authFeature: FeatureFactory = ({ db }) => ({
  name: 'auth',
  routes(api) {
    mount(api, login, async ({ body: { username, key }, request, reply }) => {
      const attempt = await beginAttempt(db, loginScopes(request.ip, username));
      if (attempt.retryAfterMs > 0) {
        const minutes = Math.ceil(attempt.retryAfterMs / 60_000);
        throw httpError('THROTTLED', throttledMessage(minutes), { 'retry-after': String(Math.ceil(attempt.retryAfterMs / 1000)) });
      }
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
      await withdraw(db, attempt.ids);
      const token = await createSession(db, Number(operator.id));
      await recordAudit(db, { actor: operator.username, action: 'login.success', target: `ip:${request.ip}`, requestId: request.id });
      reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(request));
      return AUTH_MESSAGES.loggedIn;
    });
  },
  operatorRoutes(scope) {
    mount(scope, logout, async ({ request, reply }) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await endSession(db, token);
      await recordAudit(db, { actor: operatorOf(request).username, action: 'logout', target: `ip:${request.ip}`, requestId: request.id });
      reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(request));
      return AUTH_MESSAGES.loggedOut;
    });
  },
});
