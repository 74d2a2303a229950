import Fastify, { type FastifyBaseLogger, type FastifyServerOptions } from 'fastify';
import { databaseFault } from '../db/database-fault';
import { databaseName, type DatabaseHealth } from '../db/database-health';
import { fail } from '../../shared/api/envelope';
import { API_PREFIX, href } from '../../shared/api/endpoint';
import { liveness } from '../../shared/api/health.schemas';
import { databaseUnavailable } from '../http/database-refusal';

export interface WaitOptions<T> {
  health: Pick<DatabaseHealth, 'kind' | 'since' | 'cause'>;
  /** Migrates and builds the app; throws a database fault while the database is away. */
  start: () => Promise<T>;
  listen: { port: number; host: string };
  logger: FastifyServerOptions['logger'];
  retryMs?: number;
}

export interface Started<T> {
  value: T;
  /** Frees the port the stand-in answered on; call just before the app listens on it. Nothing when there was none. */
  release: () => Promise<void>;
}

/**
 * Starts the instance even while its database is away (decision 0035): when `start` fails for a
 * database fault, a stand-in listens on the port, answering liveness 200 and everything else 503
 * DATABASE_UNAVAILABLE with the reason (so a supervisor sees a live, not-ready process instead of a
 * crash loop), and `start` is tried again every `retryMs` until the database answers. One warning line
 * when the wait begins; other errors end the start as before.
 */
export async function startWhenDatabaseAnswers<T>(options: WaitOptions<T>): Promise<Started<T>> {
  const none = async () => undefined;
  try {
    return { value: await options.start(), release: none };
  } catch (error) {
    if (!databaseFault(error)) throw error;
  }
  const standIn = Fastify({ logger: options.logger });
  const name = databaseName(options.health.kind);
  // The liveness endpoint's own path, from its value (the stand-in has no feature plugins to mount it).
  const livenessPath = `${API_PREFIX}${href(liveness)}`;
  standIn.get(livenessPath, async () => ({
    error: false,
    response: { status: 'ok', uptimeSeconds: Math.round(process.uptime()) },
  }));
  standIn.setNotFoundHandler(async (_request, reply) => {
    const refusal = databaseUnavailable(name, options.health.since, options.health.cause);
    return reply.code(refusal.statusCode).headers(refusal.headers).send(fail(refusal.message, refusal.code));
  });
  await standIn.listen(options.listen);
  const log: FastifyBaseLogger = standIn.log;
  log.warn(
    { database: options.health.kind, cause: options.health.cause },
    `database unavailable at start: ${name} is not answering; not ready until it does`,
  );
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, options.retryMs ?? 1000));
    try {
      const value = await options.start();
      log.warn({ database: options.health.kind }, `database available: ${name} answers; starting`);
      return { value, release: () => standIn.close() };
    } catch (error) {
      if (!databaseFault(error)) {
        await standIn.close();
        throw error;
      }
    }
  }
}
