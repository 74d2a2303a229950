import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import type { ApiTransport } from '../../shared/ssr';

const NO_BODY = new Set([204, 304]);

/**
 * A transport answering loader calls with `app.inject`: the request runs through the real API
 * routes (validation, read cache) in this process, with no socket and no origin to configure.
 */
export function injectTransport(app: FastifyInstance, apiPrefix = '/api'): ApiTransport {
  return async (path, init) => {
    const res = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: `${apiPrefix}${path}`,
      headers: { accept: 'application/json', ...(init.body ? { 'content-type': 'application/json' } : {}) },
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    const contentType = res.headers['content-type'];
    return new Response(NO_BODY.has(res.statusCode) ? null : new Uint8Array(res.rawPayload), {
      status: res.statusCode,
      headers: typeof contentType === 'string' ? { 'content-type': contentType } : {},
    });
  };
}

/** The transport of the request being rendered, kept per request across the loaders' awaits. */
export const transportStorage = new AsyncLocalStorage<ApiTransport>();
