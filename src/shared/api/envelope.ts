/**
 * Every API reply is an envelope: `{ error: false, response: T }` on success,
 * `{ error: true, response: message, code? }` when the request was refused or failed.
 * The TypeBox schemas below are what routes declare as their replies, so the
 * types the client reads and the JSON the server writes cannot drift apart.
 */
import { Type, type TSchema } from 'typebox';
import type { ErrorCode } from './error-codes';

export type ApiSuccess<T> = { error: false; response: T };
export type ApiFailure = { error: true; response: string; code?: string };
export type ApiReply<T> = ApiSuccess<T> | ApiFailure;

export const ok = <T>(response: T): ApiSuccess<T> => ({ error: false, response });
export const fail = (response: string, code?: ErrorCode): ApiFailure =>
  code === undefined ? { error: true, response } : { error: true, response, code };

/** The failure envelope, for every route's 4xx/5xx reply declaration. */
export const FailureReply = Type.Object({ error: Type.Literal(true), response: Type.String(), code: Type.Optional(Type.String()) });

/** The success envelope around `response`. */
export const successReply = <T extends TSchema>(response: T) => Type.Object({ error: Type.Literal(false), response });

/** A reply whose response is a message for people ("Banner saved"). */
export const MessageReply = successReply(Type.String());

/** The reply declarations of a route: `response` on 200, the failure envelope on 4xx. */
export const replies = <T extends TSchema>(response: T) => ({ 200: successReply(response), '4xx': FailureReply });

/** A body that must be absent or `{}` (POST actions like logout and reset); routes default a bare POST to `{}`. */
export const EmptyBody = Type.Object({}, { maxProperties: 0 });
