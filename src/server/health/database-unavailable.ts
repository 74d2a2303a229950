import { httpError, type HttpError } from '../http/http-error';

/** Seconds a balancer or client is told to wait before asking again while the database is away. */
export const UNAVAILABLE_RETRY_SECONDS = 5;

/** Readiness's 503 while the database is away: names the database, since when, and the last error it gave. */
export function databaseUnavailable(name: string, since: number | null, cause: string | null): HttpError {
  const when = since === null ? '' : ` since ${new Date(since).toISOString()}`;
  return httpError('DATABASE_UNAVAILABLE', `${name} is not answering${when}${cause ? ` (${cause})` : ''}.`, {
    'retry-after': String(UNAVAILABLE_RETRY_SECONDS),
  });
}
