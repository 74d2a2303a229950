import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import type { ServerConfig } from '../env';
import { createLifecycle, type Lifecycle } from './lifecycle';
import { logRequest } from './access-log';
import { withLog } from './log-context';
import { registerMetrics } from './metrics-route';
import { REQUEST_ID_HEADER } from './request-id';
import { createSiteMetrics, type SiteMetrics } from './site-metrics';
import { watchDatabase, type DatabaseWatch } from './database-watch';
import { createQuietGate, type QuietGate } from './quiet-gate';
import { liveness, readiness } from '../../shared/api/health.schemas';
import { databaseNotStarted } from '../http/database-refusal';

export interface Operations {
  metrics: SiteMetrics;
  lifecycle: Lifecycle;
  /** The database's state, its probe and its one log line per change (decision 0035). */
  database: DatabaseWatch;
  /** Background work waits on it between slices, so it yields to requests. */
  quiet: QuietGate;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The instance's metrics and lifecycle: server.ts reports job runs to the one and drains the other on SIGTERM. */
    operations: Operations;
  }
}

const ANSWERED_BEFORE_START: ReadonlySet<unknown> = new Set([liveness, readiness]);

/**
 * What running the site as a service needs on every request (README "Deployment"); 503 before the start
 * is done, as the routes are registered before the database answers (decision 0035).
 */
export function registerOperations(
  app: FastifyInstance,
  { config, db, probeMs }: { config: ServerConfig; db: Db; probeMs?: number },
): Operations {
  const metrics = createSiteMetrics();
  const lifecycle = createLifecycle();
  const database = watchDatabase(db, app.log, metrics, probeMs);
  const quiet = createQuietGate();
  app.addHook('onClose', async () => database.stop());
  metrics.watchJobs(db, () => (app.hasDecorator('jobs') ? app.jobs.map((job) => job.name) : []));

  app.addHook('onRequest', (request, reply, done) => {
    quiet.noteRequest();
    void reply.header(REQUEST_ID_HEADER, request.id);
    if (lifecycle.draining) void reply.header('connection', 'close');
    if (!lifecycle.started && !ANSWERED_BEFORE_START.has(request.routeOptions.config.endpoint))
      return done(databaseNotStarted(database.health));
    withLog(request.log, done);
  });
  // Body parsing runs on the socket's events, outside the context entered above: enter it again after.
  app.addHook('preValidation', (request, _reply, done) => withLog(request.log, done));
  registerMetrics(app, { metrics, token: config.metricsToken });
  app.decorateReply('errorCode', null);
  // One hook, as each is paid by every request. By route pattern, never the URL (a series per player,
  // skin and query string); Fastify builds routeOptions afresh on each read, so it is read once.
  app.addHook('onResponse', (request, reply, done) => {
    const { url: route = 'unmatched', config: routeConfig } = request.routeOptions;
    metrics.request(request.method, routeConfig.metricsRoute ?? route, reply.statusCode, reply.elapsedTime / 1000);
    logRequest(request, reply, route);
    done();
  });

  const operations = { metrics, lifecycle, database, quiet };
  app.decorate('operations', operations);
  return operations;
}
