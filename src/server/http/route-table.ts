import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import type { Endpoint } from '../../shared/api/endpoint';

/** One registered route, as declared: what the fuzz test walks, the OpenAPI document lists and the load mix picks from. */
export interface RouteEntry {
  method: string;
  url: string;
  schema: FastifySchema | undefined;
  endpoint: Endpoint | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route of the app, filled as plugins register (Fastify's onRoute), complete once the app is ready. */
    routeTable: readonly RouteEntry[];
  }
}

/** Records every route registered after this call, in every plugin scope; call it first, on the root instance. */
export function recordRouteTable(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route: RouteOptions) => {
    const endpoint = (route.config as { endpoint?: Endpoint } | undefined)?.endpoint;
    for (const method of [route.method].flat()) table.push({ method, url: route.url, schema: route.schema, endpoint });
  });
}
