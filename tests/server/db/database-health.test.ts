import { describe, expect, it } from 'vitest';
import { databaseFault } from '../../../src/server/db/database-fault';
import { createDatabaseHealth } from '../../../src/server/db/database-health';

const error = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});

describe('databaseFault', () => {
  it('tells the database going away, filling up or staying locked from errors of the query itself', () => {
    expect(databaseFault(error('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe('unavailable');
    expect(databaseFault(error('Connection terminated unexpectedly'))).toBe('unavailable');
    expect(databaseFault(error('terminating connection due to administrator command', '57P01'))).toBe('unavailable');
    expect(databaseFault(error('the database system is starting up', '57P03'))).toBe('unavailable');
    expect(databaseFault(error('timeout exceeded when trying to connect'))).toBe('unavailable');
    expect(databaseFault(error('database or disk is full', 'SQLITE_FULL'))).toBe('full');
    expect(databaseFault(error('disk I/O error', 'SQLITE_IOERR_WRITE'))).toBe('full');
    expect(databaseFault(error('could not extend file', '53100'))).toBe('full');
    expect(databaseFault(error('database is locked', 'SQLITE_BUSY'))).toBe('busy');
    // Found along the cause chain too.
    expect(databaseFault(new Error('save failed', { cause: error('read ECONNRESET', 'ECONNRESET') }))).toBe('unavailable');
    // Faults of the query, not of the database: still 500s.
    expect(databaseFault(error('duplicate key value violates unique constraint', '23505'))).toBeNull();
    expect(databaseFault(error('UNIQUE constraint failed: operators.username', 'SQLITE_CONSTRAINT_UNIQUE'))).toBeNull();
    expect(databaseFault(new TypeError('x is undefined'))).toBeNull();
  });
});

describe('the database health', () => {
  it('changes state on evidence only, with one warning line per change', () => {
    const health = createDatabaseHealth('postgres');
    const lines: string[] = [];
    health.logTo({ warn: (_obj, msg) => lines.push(msg) });
    const refused = error('connect ECONNREFUSED', 'ECONNREFUSED');
    for (let i = 0; i < 50; i++) health.failed(refused);
    expect(health.state).toBe('unavailable');
    expect(health.cause).toBe('connect ECONNREFUSED');
    health.failed(error('database is locked', 'SQLITE_BUSY'));
    health.failed(new Error('a bug'));
    expect(health.state).toBe('unavailable');
    // An answer to a query sent as PostgreSQL was stopping (its backend not yet ended) is no return.
    health.answered(false, health.since);
    expect(health.state).toBe('unavailable');
    health.answered(false, health.since + 500);
    health.answered(false);
    expect(health.state).toBe('available');
    // A full disk ends with a stored write, not with a read answering.
    health.failed(error('database or disk is full', 'SQLITE_FULL'));
    health.answered(false);
    expect(health.state).toBe('full');
    health.answered(true);
    expect(health.state).toBe('available');
    expect(lines).toEqual([
      'database unavailable: PostgreSQL is not answering',
      'database available again: PostgreSQL answers',
      'database storage full: PostgreSQL refuses writes',
      'database available again: PostgreSQL answers',
    ]);
  });
});
