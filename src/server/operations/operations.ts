import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import type { ServerConfig } from '../env';
import { createLifecycle, type Lifecycle } from './lifecycle';
import { registerAccessLog } from './access-log';
import { withLog } from './log-context';
import { registerMetrics } from './metrics-route';
import { REQUEST_ID_HEADER } from './request-id';
import { createSiteMetrics, type SiteMetrics } from './site-metrics';

export interface Operations {
  metrics: SiteMetrics;
  lifecycle: Lifecycle;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The instance's metrics and lifecycle: server.ts reports job runs to the one and drains the other on SIGTERM. */
    operations: Operations;
  }
}

/**
 * What running the site as a service needs on every request (README "Deployment"): its id on the reply
 * and on every log line, `Connection: close` while draining, its duration in /metrics; and GET /metrics.
 */
export function registerOperations(app: FastifyInstance, { config, db }: { config: ServerConfig; db: Db }): Operations {
  const metrics = createSiteMetrics();
  const lifecycle = createLifecycle();
  metrics.watchJobs(db, () => (app.hasDecorator('jobs') ? app.jobs.map((job) => job.name) : []));

  app.addHook('onRequest', (request, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    if (lifecycle.draining) void reply.header('connection', 'close');
    withLog(request.log, done);
  });
  // Body parsing runs on the socket's events, outside the context entered above: enter it again after.
  app.addHook('preValidation', (request, _reply, done) => withLog(request.log, done));
  registerMetrics(app, { metrics, token: config.metricsToken });
  registerAccessLog(app);

  const operations = { metrics, lifecycle };
  app.decorate('operations', operations);
  return operations;
}
