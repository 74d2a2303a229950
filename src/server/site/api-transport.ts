import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiTransport } from '../../shared/ssr';
import { API_PREFIX } from '../../shared/api/endpoint';

const NO_BODY = new Set([204, 304]);

export interface RenderScope {
  transport: ApiTransport;
  /** False once a loader got an answer that is not a cached 200 (uncached route, error): the page is not kept. */
  onlyCachedData: boolean;
}

export const renderScopes = new AsyncLocalStorage<RenderScope>();

/**
 * Loader calls go through the real API routes with `app.inject`, from the visitor's address, so what
 * a loader starts counts against that visitor's limits (a lookup opened from its URL), not against
 * one shared for every page render.
 */
export function injectScope(app: FastifyInstance, visitor?: Pick<FastifyRequest, 'ip'>, apiPrefix = API_PREFIX): RenderScope {
  const scope: RenderScope = {
    onlyCachedData: true,
    transport: async (path, init) => {
      const res = await app.inject({
        method: (init.method ?? 'GET') as 'GET',
        url: `${apiPrefix}${path}`,
        ...(visitor ? { remoteAddress: visitor.ip } : {}),
        headers: { accept: 'application/json', ...(init.body ? { 'content-type': 'application/json' } : {}) },
        ...(typeof init.body === 'string' ? { payload: init.body } : {}),
      });
      // The read cache's replies are the only ones with an ETag.
      if (res.statusCode !== 200 || !res.headers.etag) scope.onlyCachedData = false;
      const contentType = res.headers['content-type'];
      return new Response(NO_BODY.has(res.statusCode) ? null : new Uint8Array(res.rawPayload), {
        status: res.statusCode,
        headers: typeof contentType === 'string' ? { 'content-type': contentType } : {},
      });
    },
  };
  return scope;
}
