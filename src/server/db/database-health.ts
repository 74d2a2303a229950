import { databaseFault, type DatabaseFault } from './database-fault';

/** Whether the database answers: `full` means reads work and writes are refused for space. */
export type DatabaseState = 'available' | 'unavailable' | 'full';

interface StateLog {
  warn(obj: object, msg: string): void;
}

export interface DatabaseHealth {
  readonly kind: 'sqlite' | 'postgres';
  readonly state: DatabaseState;
  /** When the state last changed (ms since the epoch), and the error that changed it to a fault. */
  readonly since: number;
  readonly cause: string | null;
  /** A query or connection failed: moves the state when the failure is a fault of the database. Returns the fault. */
  failed(error: unknown): DatabaseFault | null;
  /** A query sent at `startedAt` answered (`wrote`: a write was stored, which is what ends `full`). */
  answered(wrote: boolean, startedAt?: number): void;
  /** Called on every change of state (one log line, the gauges). Returns a function removing the listener. */
  onChange(listener: (state: DatabaseState, previous: DatabaseState) => void): () => void;
  logTo(log: StateLog): void;
}

const NAMES = { sqlite: 'SQLite', postgres: 'PostgreSQL' } as const;

/** How long after the database was seen away an answer must have been asked for to count as its return. */
const SETTLE_MS = 500;

export const databaseName = (kind: DatabaseHealth['kind']): string => NAMES[kind];

const describe = (error: unknown): string => {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  const text = typeof message === 'string' && message ? message : String(error);
  return typeof code === 'string' && !text.includes(code) ? `${code}: ${text}` : text;
};

/**
 * The instance's view of its database, fed by every query (the watched driver, watched-dialect.ts),
 * the pool's own errors and the readiness probe. It changes state on evidence only: a fault moves it
 * away from `available`, an answer asked for after it brings it back from `unavailable`, and only a stored write ends
 * `full` (a read answering proves nothing about space). Decision 0035.
 */
export function createDatabaseHealth(kind: DatabaseHealth['kind']): DatabaseHealth {
  let state: DatabaseState = 'available';
  let since = Date.now();
  let cause: string | null = null;
  let log: StateLog | null = null;
  let downSince = since;
  const listeners = new Set<(state: DatabaseState, previous: DatabaseState) => void>();

  const move = (next: DatabaseState, error?: unknown) => {
    if (next === state) return;
    const previous = state;
    state = next;
    since = Date.now();
    cause = error === undefined ? null : describe(error);
    const name = databaseName(kind);
    if (next === 'unavailable') log?.warn({ database: kind, cause }, `database unavailable: ${name} is not answering`);
    else if (next === 'full') log?.warn({ database: kind, cause }, `database storage full: ${name} refuses writes`);
    else log?.warn({ database: kind, was: previous, downMs: since - downSince }, `database available again: ${name} answers`);
    if (next !== 'available' && previous === 'available') downSince = since;
    for (const listener of listeners) listener(next, previous);
  };

  return {
    kind,
    get state() {
      return state;
    },
    get since() {
      return since;
    },
    get cause() {
      return cause;
    },
    failed(error) {
      const fault = databaseFault(error);
      // Busy is a moment's contention on the file, not a state of the database.
      if (fault === 'unavailable' || fault === 'full') move(fault, error);
      return fault;
    },
    answered(wrote, startedAt = Date.now()) {
      // While PostgreSQL stops, backends end one by one: a query on one not yet ended still answers. Only an
      // answer to a query sent a moment after the fault was seen ends it, so a stop is one outage, not several.
      if (state === 'unavailable' && startedAt >= since + SETTLE_MS) move('available');
      else if (state === 'full' && wrote) move('available');
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    logTo(next) {
      log = next;
    },
  };
}
