import { DATABASE_REFUSAL_CODES, type ErrorCode } from '../../shared/api/error-codes';
import { databaseFault, type DatabaseFault } from '../db/database-fault';
import { databaseName, type DatabaseHealth } from '../db/database-health';
import { httpError, type HttpError } from './http-error';

/** Seconds a client is told to wait before retrying, by fault: PostgreSQL back from a restart, space freed, a lock let go. */
const RETRY_AFTER = { unavailable: 5, full: 30, busy: 2 } as const;

const MESSAGES: Record<DatabaseFault, string> = {
  // A connection lost during the commit leaves the write's fate unknown to us: the message says so.
  unavailable: 'The database is not answering, so this may not have been saved. Please try again in a few seconds.',
  full: 'The server has no room to store this change; nothing was saved. Please try again later.',
  busy: 'The database is busy with another change; nothing was saved. Please try again in a moment.',
};

/** A database fault is answered 503, never 500 (decision 0035); null when the error is not a fault of the database. */
export function databaseRefusal(
  error: unknown,
): { code: ErrorCode; message: string; headers: Record<string, string>; fault: DatabaseFault } | null {
  const fault = databaseFault(error);
  if (!fault) return null;
  return { code: DATABASE_REFUSAL_CODES[fault], message: MESSAGES[fault], headers: { 'retry-after': String(RETRY_AFTER[fault]) }, fault };
}

export function databaseUnavailable(name: string, since: number | null, cause: string | null): HttpError {
  const when = since === null ? '' : ` since ${new Date(since).toISOString()}`;
  return httpError(DATABASE_REFUSAL_CODES.unavailable, `${name} is not answering${when}${cause ? ` (${cause})` : ''}.`, {
    'retry-after': String(RETRY_AFTER.unavailable),
  });
}

/** The 503 of a request that came before the instance's start was done: its database away, or being migrated and seeded. */
export function databaseNotStarted(health: Pick<DatabaseHealth, 'kind' | 'state' | 'since' | 'cause'>): HttpError {
  const name = databaseName(health.kind);
  if (health.state === 'unavailable') return databaseUnavailable(name, health.since, health.cause);
  return httpError(DATABASE_REFUSAL_CODES.unavailable, `${name} answers; the server is still preparing it (migrations, seeds).`, {
    'retry-after': String(RETRY_AFTER.unavailable),
  });
}
