/**
 * The operator sign-in contract. Login is public; logout sits in the operator scope, where every
 * route answers 401 "Please log in" without a session and 403 to a change from another origin.
 */
import type * as schemas from './auth.schemas';
import { plural } from '../counts';
import { route } from './endpoint';

export * from './auth.constants';

export const SESSION_COOKIE = 'av_session';

export const AUTH_MESSAGES = {
  loggedIn: 'Logged in',
  loggedOut: 'Logged out',
  invalidLogin: 'Invalid username or key',
  pleaseLogIn: 'Please log in',
  foreignOrigin: 'This request did not come from this site, so it was refused.',
} as const;

export const throttledMessage = (minutes: number): string => `Too many failed logins. Try again in ${plural(minutes, 'minute')}.`;

/** "Logged in" and an httpOnly session cookie; 401 for a wrong pair; 429 after too many failures. */
export const login = route<typeof schemas.login>()({ scope: 'public', method: 'POST', path: '/login' });

/** "Logged out" and the cookie cleared. */
export const logout = route<typeof schemas.logout>()({ scope: 'operator', method: 'POST', path: '/logout' });

export type { LoginBody } from './auth.schemas';
