/**
 * What a failed query says about the database itself, as opposed to about the query (decision 0035):
 * `unavailable` (PostgreSQL cannot be reached or dropped the connection), `full` (the disk or the
 * file is full, or the storage failed an I/O) or `busy` (SQLite stayed locked past its busy timeout).
 * Anything else (a constraint, a bug) is not a fault of the database and stays a 500.
 */
export type DatabaseFault = 'unavailable' | 'full' | 'busy';

/** Node's socket errors on the way to PostgreSQL. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs meaning the server went away or will not take us now: class 08 (connection exception),
 * admin_shutdown, crash_shutdown, cannot_connect_now (starting or stopping), too_many_connections,
 * and the standby's read-only refusal during a failover.
 */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300', '25006']);

/** Errors node-postgres and its pool raise without a code when the connection is gone or never came. */
const UNAVAILABLE_MESSAGES =
  /Connection terminated|connection error and is not queryable|Client was closed and is not queryable|timeout exceeded when trying to connect|Query read timeout|read ECONNRESET/i;

function faultOf(error: { code?: unknown; message?: unknown }): DatabaseFault | null {
  const code = typeof error.code === 'string' ? error.code : '';
  // better-sqlite3's SqliteError carries SQLite's extended code, e.g. SQLITE_IOERR_WRITE.
  if (code === 'SQLITE_FULL' || code.startsWith('SQLITE_IOERR')) return 'full';
  if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) return 'busy';
  // disk_full and out_of_memory in PostgreSQL's class 53: the write cannot be stored.
  if (code === '53100') return 'full';
  if (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.has(code) || code.startsWith('08')) return 'unavailable';
  if (typeof error.message === 'string' && UNAVAILABLE_MESSAGES.test(error.message)) return 'unavailable';
  return null;
}

/** The database fault behind an error (looked for along its `cause` chain too), or null. */
export function databaseFault(error: unknown): DatabaseFault | null {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const fault = faultOf(current as { code?: unknown; message?: unknown });
    if (fault) return fault;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}
