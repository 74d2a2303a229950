import { statusOf, type ErrorCode } from '../../shared/api/error-codes';

/** Answered by the error handler with the code's status; the message is a sentence for people. */
export class HttpError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Extra reply headers, e.g. Retry-After on a 429. */
    readonly headers: Readonly<Record<string, string>> = {},
    /** Fields the failure reply carries besides the envelope's (a 412's `current` and `changes`). */
    readonly extra: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusOf(code);
  }
}

/** `throw httpError('NOT_FOUND', 'There is no such lookup.')`; the status comes from the code's catalogue entry. */
export const httpError = (code: ErrorCode, message: string, headers?: Record<string, string>, extra?: Record<string, unknown>): HttpError =>
  new HttpError(code, message, headers, extra);
