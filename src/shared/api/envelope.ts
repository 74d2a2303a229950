/**
 * Every API reply is an envelope: `{ error: false, response: T }` on success,
 * `{ error: true, response: message, code }` when the request was refused or failed.
 * The server declares its schemas for every endpoint's replies (envelope.schemas.ts, used by
 * src/server/http/mount.ts), so the JSON it writes and the types the client reads cannot drift apart.
 */
import type { ErrorCode } from './error-codes';

export type ApiSuccess<T> = { error: false; response: T };
export type ApiFailure = { error: true; response: string; code: ErrorCode };
export type ApiReply<T> = ApiSuccess<T> | ApiFailure;

export const ok = <T>(response: T): ApiSuccess<T> => ({ error: false, response });
export const fail = (response: string, code: ErrorCode): ApiFailure => ({ error: true, response, code });

/**
 * Every time in a reply is ISO 8601 text in UTC (`IsoTime` in the schemas): stores keep epoch ms,
 * and a reply formats its times here, once.
 */
export const isoTime = (epochMs: number): string => new Date(epochMs).toISOString();
