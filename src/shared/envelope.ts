/**
 * Every API reply is an envelope: `{ error: false, response: T }` on success,
 * `{ error: true, response: message }` when the request was refused or failed.
 */
export type ApiSuccess<T> = { error: false; response: T };
export type ApiFailure = { error: true; response: string; code?: string };
export type ApiReply<T> = ApiSuccess<T> | ApiFailure;

export const ok = <T>(response: T): ApiSuccess<T> => ({ error: false, response });
export const fail = (response: string, code?: string): ApiFailure =>
  code === undefined ? { error: true, response } : { error: true, response, code };

/** JSON Schema of the failure envelope, for route reply declarations. */
export const failureSchema = {
  type: 'object',
  properties: { error: { const: true }, response: { type: 'string' }, code: { type: 'string' } },
  required: ['error', 'response'],
} as const;
