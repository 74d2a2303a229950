import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, RouteOptions } from 'fastify';
import type { TSchema } from 'typebox';
import { ok } from '../../shared/api/envelope';
import { FailureReply, successReply } from '../../shared/api/envelope.schemas';
import { errorsOf, type BodyOf, type Endpoint, type ParamsOf, type QueryOf, type ReplyOf } from '../../shared/api/endpoint';
import { statusOf } from '../../shared/api/error-codes';
import { PriceJumpReply, StaleRevisionReply } from '../../shared/api/revisions.schemas';
import type { CachedRoute, ReadCache } from '../read-cache/read-cache';
import { scopeOf } from './api-scope';
import { httpError } from './http-error';
import { describeRequestErrors } from './schema-error';

export interface HandlerInput<E extends Endpoint> {
  params: ParamsOf<E>;
  query: QueryOf<E>;
  body: BodyOf<E>;
  request: FastifyRequest;
}

/** Returns the `response` of the success envelope (mount wraps it), or throws httpError(...). */
export type Handler<E extends Endpoint> = (input: HandlerInput<E> & { reply: FastifyReply }) => Promise<ReplyOf<E>> | ReplyOf<E>;

export interface CacheOptions<E extends Endpoint> {
  cache: Pick<ReadCache, 'handler'>;
  topic: string;
  key?: (input: HandlerInput<E>) => string;
  maxAgeMs?: CachedRoute<unknown>['maxAgeMs'];
  /** For a revisioned resource: its revision, which then leads the reply's ETags (If-Match takes them back). */
  revisionOf?: (reply: ReplyOf<E>) => number;
}

const inputOf = <E extends Endpoint>(request: FastifyRequest): HandlerInput<E> => ({
  params: (request.params ?? {}) as ParamsOf<E>,
  query: request.query as QueryOf<E>,
  body: request.body as BodyOf<E>,
  request,
});

function routeSchema(e: Endpoint): FastifySchema {
  const response: Record<string, unknown> = { 200: successReply(e.reply) };
  const byStatus = new Map<number, string[]>();
  for (const code of errorsOf(e)) byStatus.set(statusOf(code), [...(byStatus.get(statusOf(code)) ?? []), code]);
  for (const [status, codes] of byStatus) {
    // A 412 carries the stored value and the other save's changes besides the sentence (decision 0032),
    // a 409 PRICE_JUMP the numbers that move (decision 0047).
    const shape = codes.includes('STALE_REVISION') ? StaleRevisionReply : codes.includes('PRICE_JUMP') ? PriceJumpReply : FailureReply;
    response[status] = { ...shape, description: codes.join(', ') };
  }
  return {
    summary: e.summary,
    ...(e.params ? { params: e.params } : {}),
    ...(e.query ? { querystring: e.query } : {}),
    ...(e.body ? { body: e.body } : {}),
    ...(e.headers ? { headers: e.headers } : {}),
    response,
  };
}

/** Names the field from the endpoint's own schema, as the operator's form does; a body may have a code of its own. */
function refusalOf(e: Endpoint): NonNullable<RouteOptions['schemaErrorFormatter']> {
  const parts: Record<string, TSchema | undefined> = { body: e.body, querystring: e.query, params: e.params };
  return (errors, dataVar) =>
    httpError(
      dataVar === 'body' ? (e.bodyRefusal ?? 'BAD_REQUEST') : 'BAD_REQUEST',
      describeRequestErrors(errors, dataVar, parts[dataVar]),
    );
}

function check(app: FastifyInstance, e: Endpoint): void {
  const scope = scopeOf(app);
  if (scope !== e.scope) throw new Error(`${e.method} ${e.path} is a ${e.scope} endpoint, mounted in the ${scope ?? 'site'} scope`);
  // One rule for what a POST takes: a body schema, EmptyBody when it takes nothing.
  if (e.method === 'POST' && !e.body) throw new Error(`POST ${e.path} declares no body schema (use EmptyBody)`);
}

const routeOf = (e: Endpoint) => ({
  method: e.method,
  url: e.path,
  schema: routeSchema(e),
  schemaErrorFormatter: refusalOf(e),
  config: { endpoint: e },
});

/** Schemas, reply declarations and the OpenAPI entry all come from `e`; the handler returns the reply's `response`. */
export function mount<E extends Endpoint>(app: FastifyInstance, e: E, handler: Handler<E>): void {
  check(app, e);
  app.route({
    ...routeOf(e),
    handler: (request, reply) => {
      const response = handler({ ...inputOf<E>(request), reply });
      // A handler that answers at once (a probe, a check) is answered with no promise on its way.
      if (!(response instanceof Promise)) return reply.sent ? undefined : ok(response);
      return response.then((value) => (reply.sent ? reply : ok(value)));
    },
  });
}

/**
 * A public GET served from the read cache: `load` runs once per change (not per request) and its
 * reply is kept pre-compressed with an ETag. A throw (httpError) is answered and never kept.
 */
export function mountCached<E extends Endpoint>(
  app: FastifyInstance,
  e: E,
  { cache, topic, key, maxAgeMs, revisionOf }: CacheOptions<E>,
  load: (input: HandlerInput<E>) => Promise<ReplyOf<E>> | ReplyOf<E>,
): void {
  check(app, e);
  if (e.method !== 'GET') throw new Error(`${e.method} ${e.path}: only GETs are cached`);
  app.route({
    ...routeOf(e),
    // Its replies are compressed once, when kept; a GET has no body to decompress. Neither hook need run.
    compress: false,
    decompress: false,
    handler: cache.handler({
      topic,
      maxAgeMs,
      ...(revisionOf ? { revisionOf: revisionOf as (response: unknown) => number } : {}),
      ...(key ? { key: (request: FastifyRequest) => key(inputOf<E>(request)) } : {}),
      load: async (request) => load(inputOf<E>(request)),
    }),
  });
}
