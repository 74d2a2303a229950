/**
 * The operator sign-in contract. Paths are relative to their scope: `authPaths.login` is public
 * (under the API base), `authPaths.logout` sits in the operator scope (`OPERATOR_SCOPE`), where
 * every route answers 401 "Please log in" without a session and 403 to a POST from another origin.
 *
 * - POST login {username, key} → "Logged in" and an httpOnly session cookie;
 *   401 "Invalid username or key"; 429 "Too many failed logins. Try again in N minutes."
 * - POST logout → "Logged out" and the cookie cleared.
 */
import { Type, type Static } from 'typebox';

/** Prefix of every operator route, under the API base. */
export const OPERATOR_SCOPE = '/auth';
/** The full API path of an operator route, for clients. */
export const operatorPath = (path: string): string => `${OPERATOR_SCOPE}${path}`;

export const authPaths = { login: '/login', logout: '/logout' } as const;

export const SESSION_COOKIE = 'av_session';
export const USERNAME_MAX = 64;
export const KEY_MIN = 8;
export const KEY_MAX = 256;

export const LoginBody = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: USERNAME_MAX }),
    key: Type.String({ minLength: 1, maxLength: KEY_MAX }),
  },
  { additionalProperties: false },
);
export type LoginBody = Static<typeof LoginBody>;

export const AUTH_MESSAGES = {
  loggedIn: 'Logged in',
  loggedOut: 'Logged out',
  invalidLogin: 'Invalid username or key',
  pleaseLogIn: 'Please log in',
  foreignOrigin: 'This request did not come from this site, so it was refused.',
} as const;

export const throttledMessage = (minutes: number): string =>
  `Too many failed logins. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
