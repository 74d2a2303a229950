/** The auth endpoints: how to call them and what they take and answer (src/shared/api/auth.ts holds the browser's routes to them). */
import { Type, type Static } from 'typebox';
import { KEY_MAX, USERNAME_MAX } from './auth.constants';
import { endpoint } from './endpoint';
import { Closed, EmptyBody, Message } from './envelope.schemas';

export const LoginBody = Closed(
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
  { errorMessage: { required: { username: 'Enter your username.', key: 'Enter your key.' } } },
);
export type LoginBody = Static<typeof LoginBody>;

export const login = endpoint({
  scope: 'public',
  method: 'POST',
  path: '/login',
  summary: 'Sign an operator in (sets the session cookie)',
  body: LoginBody,
  reply: Message,
  errors: ['INVALID_LOGIN', 'THROTTLED'],
});

export const logout = endpoint({
  scope: 'operator',
  method: 'POST',
  path: '/logout',
  summary: 'Sign the operator out',
  body: EmptyBody,
  reply: Message,
});
