/**
 * The operator sign-in contract. Login is public; logout sits in the operator scope, where every
 * route answers 401 "Please log in" without a session and 403 to a change from another origin.
 */
import { Type, type Static } from 'typebox';
import { EmptyBody, Message } from './envelope';
import { endpoint } from './endpoint';

export const SESSION_COOKIE = 'av_session';
export const USERNAME_MAX = 64;
export const KEY_MIN = 8;
export const KEY_MAX = 256;

export const LoginBody = Type.Object(
  {
    username: Type.String({
      minLength: 1,
      maxLength: USERNAME_MAX,
      title: 'Your username',
      errorMessage: { minLength: 'Enter your username.', maxLength: `Your username is too long: ${USERNAME_MAX} characters at most.` },
    }),
    key: Type.String({
      minLength: 1,
      maxLength: KEY_MAX,
      title: 'Your key',
      errorMessage: { minLength: 'Enter your key.', maxLength: `Your key is too long: ${KEY_MAX} characters at most.` },
    }),
  },
  // A missing field is the same request as an empty one.
  { additionalProperties: false, errorMessage: { required: { username: 'Enter your username.', key: 'Enter your key.' } } },
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

/** "Logged in" and an httpOnly session cookie; 401 for a wrong pair; 429 after too many failures. */
export const login = endpoint({
  scope: 'public',
  method: 'POST',
  path: '/login',
  summary: 'Sign an operator in (sets the session cookie)',
  body: LoginBody,
  reply: Message,
  errors: ['INVALID_LOGIN', 'THROTTLED'],
});

/** "Logged out" and the cookie cleared. */
export const logout = endpoint({
  scope: 'operator',
  method: 'POST',
  path: '/logout',
  summary: 'Sign the operator out',
  body: EmptyBody,
  reply: Message,
});
