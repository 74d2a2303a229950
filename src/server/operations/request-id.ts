import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

/** An id a proxy or a caller may hand us: a plain token, short enough for a log line. Anything else is replaced. */
const SANE_ID = /^[\w.:@-]{1,128}$/;

/** Fastify's genReqId: the incoming X-Request-Id when it is a sane token (a proxy's, across instances), else a new UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SANE_ID.test(incoming) ? incoming : crypto.randomUUID();
}

/** The Fastify options that make request.id ours (requestIdHeader off: genReqId checks the header itself). */
export const requestIdOptions = { requestIdHeader: false, genReqId: requestIdOf } as const;
