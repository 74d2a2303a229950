import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger } from 'fastify';

const current = new AsyncLocalStorage<FastifyBaseLogger>();

/** Runs `fn` with `log` as the logger of everything it logs through a contextLog (a request's, a job run's). */
export const withLog = <T>(log: FastifyBaseLogger, fn: () => T): T => current.run(log, fn);

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/**
 * Writes through the logger of the request or job run it is called in, and through `base` elsewhere:
 * features receive this one at start, long before any request exists.
 */
export function contextLog(base: FastifyBaseLogger, bindings?: Record<string, unknown>): FastifyBaseLogger {
  const target = (): FastifyBaseLogger => {
    const log = current.getStore() ?? base;
    return bindings ? log.child(bindings) : log;
  };
  const logger = {
    get level() {
      return base.level;
    },
    set level(level: string) {
      base.level = level;
    },
    child: (more: Record<string, unknown>) => contextLog(base, { ...bindings, ...more }),
  } as Record<string, unknown>;
  for (const level of LEVELS) {
    logger[level] = (...args: unknown[]) => {
      const log = target();
      (log[level] as (...a: unknown[]) => void).apply(log, args);
    };
  }
  return logger as unknown as FastifyBaseLogger;
}
