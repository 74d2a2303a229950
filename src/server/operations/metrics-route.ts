import type { FastifyInstance } from 'fastify';
import { httpError } from '../http/http-error';
import { metricsAccess } from './metrics-access';
import type { SiteMetrics } from './site-metrics';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route label of the request-duration metric when the route's pattern would not do (one route per static file). */
    metricsRoute?: string;
  }
}

export const METRICS_PATH = '/metrics';

/** Prometheus' text format: not a JSON API route, so outside /api. */
export function registerMetrics(app: FastifyInstance, { metrics, token }: { metrics: SiteMetrics; token: string | null }): void {
  const allowed = metricsAccess(token);
  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (!allowed(request))
      throw httpError('METRICS_FORBIDDEN', 'The metrics are served to this machine, or to callers sending the metrics token.');
    return reply
      .header('cache-control', 'no-store')
      .type(metrics.contentType)
      .send(await metrics.render());
  });
}
