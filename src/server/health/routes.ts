import type { FastifyPluginAsync } from 'fastify';
import { FailureReply, ok, successReply } from '../../shared/api/envelope';
import { HEALTH_PATH, HealthStatus } from '../../shared/api/health';
import { pingDatabase, type Db } from '../db/database';

export interface HealthOptions {
  db: Db;
  databaseKind: HealthStatus['database'];
  version: string;
}

/** GET /api/health: answers 200 once the database answers, 503 otherwise. */
export const healthRoutes: FastifyPluginAsync<HealthOptions> = async (app, { db, databaseKind, version }) => {
  app.get(HEALTH_PATH, { schema: { response: { 200: successReply(HealthStatus), 503: FailureReply } } }, async (_request, reply) => {
    try {
      await pingDatabase(db);
    } catch (error) {
      app.log.error({ err: error }, 'health check: database did not answer');
      return reply.code(503).send({ error: true, response: 'The database is not answering.' });
    }
    const status: HealthStatus = { status: 'ok', database: databaseKind, uptimeSeconds: Math.round(process.uptime()), version };
    return ok(status);
  });
};
