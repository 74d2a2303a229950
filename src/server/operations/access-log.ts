import type { FastifyReply, FastifyRequest } from 'fastify';
import { paths } from '../../shared/paths';
import { API_PREFIX } from '../../shared/api/endpoint';

/** Probes a supervisor or Prometheus sends every few seconds: logged at debug, never at info. */
const PROBE_ROUTES = new Set([`${API_PREFIX}/health`, `${API_PREFIX}/health/live`, `${API_PREFIX}/health/ready`, '/metrics']);

/** Pages whose query is not logged at all, not even its names: a login form sent as a GET before its script ran (decision 0040). */
const QUERY_NEVER_LOGGED = new Set<string>([paths.login]);

/**
 * The URL as the access log keeps it: the path, and of the query only the parameter names. Query values
 * carry Riot IDs, search terms and, sent by mistake, keys; none of them belongs in a log file.
 */
export function loggedUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  if (QUERY_NEVER_LOGGED.has(url.slice(0, mark).replace(/(.)\/+$/, '$1'))) return url.slice(0, mark);
  const names = new URLSearchParams(url.slice(mark + 1)).keys();
  const kept = [...new Set(names)].map((name) => `${name}=…`);
  return kept.length ? `${url.slice(0, mark)}?${kept.join('&')}` : url.slice(0, mark);
}

/**
 * One line per request, written when the reply is sent (decision 0037), instead of Fastify's two
 * (incoming and completed); the request id comes with the request's logger.
 */
export function logRequest(request: FastifyRequest, reply: FastifyReply, route: string): void {
  const length = reply.getHeader('content-length');
  request.log[PROBE_ROUTES.has(route) ? 'debug' : 'info'](
    {
      method: request.method,
      route,
      url: loggedUrl(request.url),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      bytes: length === undefined ? undefined : Number(length),
      code: reply.errorCode ?? undefined,
    },
    'request',
  );
}

declare module 'fastify' {
  interface FastifyReply {
    /** The error code of a refusal this reply carries (set by the error handler), for the access log line. */
    errorCode: string | null;
  }
}
