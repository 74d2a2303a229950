import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fail } from '../../shared/api/envelope';
import { changesState, errorsOf, type Endpoint, type Method } from '../../shared/api/endpoint';
import { DATABASE_REFUSAL_CODES, statusOf, type ErrorCode } from '../../shared/api/error-codes';
import type { DatabaseFault } from '../db/database-fault';
import { HttpError } from './http-error';
import { databaseRefusal } from './database-refusal';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The endpoint a route was mounted from (mount.ts); absent on the site's page and asset routes. */
    endpoint?: Endpoint;
  }
}

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';

/** What Fastify's own refusals (body parsing, bad URLs) mean to the sender, in our codes and words. */
const FRAMEWORK_REFUSALS: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send the body as JSON (Content-Type: application/json).' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'BODY_TOO_LARGE', message: 'The body is too large.' },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'BAD_REQUEST', message: 'The body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'BAD_REQUEST', message: 'The body is empty; send a JSON object.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'BAD_REQUEST', message: 'The Content-Length does not match the body.' },
  FST_ERR_BAD_URL: { code: 'BAD_REQUEST', message: 'The address is not a valid URL.' },
  FST_ERR_MAX_PARAM_LENGTH: { code: 'BAD_REQUEST', message: 'A part of the address is too long.' },
};

const DATABASE_CODES: ReadonlySet<ErrorCode> = new Set(Object.values(DATABASE_REFUSAL_CODES));

/**
 * The expected 5xx refusals by route: a warning when a route starts refusing with a code (or with
 * another code), none for the same refusal again, and the state forgotten at the route's next success.
 */
function refusalStates() {
  const refusing = new Map<string, string>();
  const routeOf = (request: FastifyRequest) => `${request.method} ${request.routeOptions.url ?? 'unmatched'}`;
  return {
    refused(request: FastifyRequest, code: ErrorCode, message: string) {
      const route = routeOf(request);
      if (refusing.get(route) === code) return;
      refusing.set(route, code);
      request.log.warn({ route, code }, `refusing requests: ${message}`);
    },
    answered(request: FastifyRequest) {
      if (refusing.size && refusing.delete(routeOf(request))) request.log.info({ route: routeOf(request) }, 'answering again');
    },
  };
}

function classify(error: FastifyError | HttpError): {
  code: ErrorCode;
  message: string;
  headers?: Record<string, string>;
  extra?: Readonly<Record<string, unknown>>;
  fault?: DatabaseFault;
} {
  if (error instanceof HttpError) return { code: error.code, message: error.message, headers: { ...error.headers }, extra: error.extra };
  const refusal = databaseRefusal(error);
  if (refusal) return refusal;
  // The message was written by formatSchemaError (schema-error.ts).
  if ((error as FastifyError).validation) return { code: 'BAD_REQUEST', message: error.message };
  const known = (error as FastifyError).code ? FRAMEWORK_REFUSALS[(error as FastifyError).code] : undefined;
  if (known) return known;
  // JSON.parse's SyntaxError reaches us with a 400 from the body parser.
  const status = (error as FastifyError).statusCode ?? 500;
  if (status === 404) return { code: 'NOT_FOUND', message: 'There is nothing at this address.' };
  if (status >= 400 && status < 500) return { code: 'BAD_REQUEST', message: 'The request could not be read.' };
  return { code: 'INTERNAL_ERROR', message: INTERNAL_ERROR_MESSAGE };
}

/**
 * The one error handler: every refusal and failure becomes `{error: true, response, code}` with the
 * code's status (error-codes.ts). A code the route's endpoint does not declare is still sent, and
 * logged as a contract fault (the route fuzz test fails on it).
 */
export function registerErrorHandler(app: FastifyInstance, options: { writeRefused?: (reason: DatabaseFault) => void } = {}): void {
  const refusals = refusalStates();
  app.addHook('onResponse', (request, reply, done) => {
    if (reply.statusCode < 400) refusals.answered(request);
    done();
  });
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const { code, message, headers, extra, fault } = classify(error);
    const status = statusOf(code);
    reply.errorCode = code;
    // A refusal the site means to give (an upstream not configured) is a state, said once when it starts; only
    // what it did not mean is an error with its stack. Database faults are logged once per state (database-health.ts).
    if (fault) {
      if (changesState({ method: request.method as Method, changesState: request.routeOptions.config.endpoint?.changesState }))
        options.writeRefused?.(fault);
    } else if (error instanceof HttpError) {
      if (status >= 500 && !DATABASE_CODES.has(code)) refusals.refused(request, code, message);
    } else if (status >= 500) request.log.error({ err: error }, 'request failed');
    const endpoint = request.routeOptions.config.endpoint;
    if (endpoint && !errorsOf(endpoint).includes(code)) {
      request.log.error(
        { code, endpoint: `${endpoint.method} ${endpoint.path}` },
        'reply with an error code the endpoint does not declare',
      );
    }
    if (headers) void reply.headers(headers);
    return reply.code(status).send({ ...extra, ...fail(message, code) });
  });
}

/**
 * Fastify's clientErrorHandler: a request Node could not even parse (a stray body on a GET, a
 * broken header, a timeout) is answered on the socket in the same envelope, then the connection closed.
 */
export function answerClientError(
  this: { log: { trace(obj: object, msg: string): void } },
  error: NodeJS.ErrnoException,
  socket: Socket,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [code, message]: [ErrorCode, string] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? ['REQUEST_TIMEOUT', 'The request did not arrive in time.']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? ['HEADERS_TOO_LARGE', 'The request headers are too large.']
        : ['BAD_REQUEST', 'The request could not be read.'];
  this.log.trace({ err: error }, 'client error');
  const status = statusOf(code);
  const body = JSON.stringify(fail(message, code));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** Fastify's frameworkErrors: refusals before any route runs (an undecodable URL, an overlong parameter), in the envelope. */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const { code, message } = classify(error);
  return reply.code(statusOf(code)).send(fail(message, code));
}

export function noSuchRoute(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply.code(404).send(fail(`No such route: ${request.method} ${request.url.split('?')[0]}`, 'NOT_FOUND'));
}
