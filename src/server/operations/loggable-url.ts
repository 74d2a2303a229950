import type { FastifyRequest } from 'fastify';
import { paths } from '../../shared/paths';

/** Query parameters whose values are never logged: anything named like a credential. */
const SECRET_NAME = /key|token|password|passwd|secret|session|auth|credential/i;
/** Paths whose whole query is never logged: a login form sent as a GET before its script ran carried the key there. */
const QUERY_NEVER_LOGGED = new Set<string>([paths.login]);
export const REDACTED = '[redacted]';

const nameOf = (pair: string): string => {
  const raw = pair.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
};

/**
 * A request URL as it may be written to a log (decision 0040): the path as it came, the query left
 * out for the login page, and elsewhere each parameter named like a secret (key, token, password…)
 * kept by name with its value replaced. Other values stay as they were sent, encoding included.
 * One function, so every line that names a URL (the access log today, its one-line form tomorrow) says the same.
 */
export function loggableUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark === -1) return url;
  const pathname = url.slice(0, mark);
  if (QUERY_NEVER_LOGGED.has(pathname.replace(/\/+$/, '') || '/')) return `${pathname}?${REDACTED}`;
  const pairs = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => (SECRET_NAME.test(nameOf(pair)) ? `${pair.split('=', 1)[0]}=${REDACTED}` : pair));
  return `${pathname}?${pairs.join('&')}`;
}

/** Fastify's request serializer with the URL made loggable; the other fields as Fastify writes them. */
export const logSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: loggableUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
};
