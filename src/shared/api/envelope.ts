/**
 * Every API reply is an envelope: `{ error: false, response: T }` on success,
 * `{ error: true, response: message, code }` when the request was refused or failed.
 * The TypeBox schemas below are what the server declares for every endpoint's replies
 * (src/server/http/mount.ts), so the JSON it writes and the types the client reads cannot drift apart.
 */
import { Type, type TSchema } from 'typebox';
import { ERROR_CODES, type ErrorCode } from './error-codes';

export type ApiSuccess<T> = { error: false; response: T };
export type ApiFailure = { error: true; response: string; code: ErrorCode };
export type ApiReply<T> = ApiSuccess<T> | ApiFailure;

export const ok = <T>(response: T): ApiSuccess<T> => ({ error: false, response });
export const fail = (response: string, code: ErrorCode): ApiFailure => ({ error: true, response, code });

/** The failure envelope: a sentence for people and a code from the catalogue for programs. */
export const FailureReply = Type.Object({
  error: Type.Literal(true),
  response: Type.String(),
  code: Type.Unsafe<ErrorCode>({ type: 'string', enum: Object.keys(ERROR_CODES) }),
});

/** The success envelope around `response`. */
export const successReply = <T extends TSchema>(response: T) => Type.Object({ error: Type.Literal(false), response });

/** A reply whose response is a message for people ("Banner saved"). */
export const Message = Type.String();

/** A body that must be absent or `{}` (POST actions like logout and reset); a bare POST counts as `{}`. */
export const EmptyBody = Type.Object({}, { maxProperties: 0, errorMessage: 'This request takes no body.' });
