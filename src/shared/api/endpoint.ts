/**
 * An endpoint is written once, in its feature's schemas module (`<feature>.schemas.ts`): how to call
 * it (scope, method, path pattern), what it takes and answers, and the error codes it may give. The
 * server mounts that value as it is (src/server/http/mount.ts). The browser holds a route instead
 * (`<feature>.ts`): the same scope, method and path, typed by the endpoint through a type-only
 * import, so its bundle holds no schema and no TypeBox, and a route that differs from its endpoint
 * does not compile. Nothing else spells an API path. Decisions 0024, 0042 and 0052.
 */
import type { Static, TSchema } from 'typebox';
import { DATABASE_REFUSAL_CODES, type ErrorCode } from './error-codes';

/** Public routes live under the API base; operator routes under OPERATOR_SCOPE inside it, behind the session guard. */
export type Scope = 'public' | 'operator';
export type Method = 'GET' | 'POST';

/** Where the server mounts the API (the client may be told another base: VITE_API_BASE). */
export const API_PREFIX = '/api';
export const OPERATOR_SCOPE = '/auth';

/** How to call an endpoint: all the browser reads of it. */
export interface RouteIdentity {
  scope: Scope;
  method: Method;
  /** Relative to the scope, with `:name` parameters; a last `:name?` may be left out. */
  path: string;
  /** A GET that changes something (the spec starts a skin sync with one): guarded like a POST. */
  changesState?: boolean;
}

/** What an endpoint takes and answers: read by the server, and by both sides' types. */
export interface EndpointSchemas {
  /** One line for the OpenAPI document. */
  summary: string;
  params?: TSchema;
  query?: TSchema;
  body?: TSchema;
  /** Request headers the route reads (If-Match on revisioned writes); listed in OpenAPI as header parameters. */
  headers?: TSchema;
  /** The `response` of a success envelope. */
  reply: TSchema;
  /**
   * The codes this endpoint answers besides those every endpoint of its kind may (BAD_REQUEST
   * when it takes input, LOGIN_REQUIRED and FOREIGN_ORIGIN in the operator scope, the database's
   * refusals, INTERNAL_ERROR).
   */
  errors?: readonly ErrorCode[];
  /** The code of a body its schema refuses (one of `errors`); BAD_REQUEST unless said. */
  bodyRefusal?: ErrorCode;
}

/** What the server mounts and documents. */
export type Endpoint = Readonly<RouteIdentity & EndpointSchemas>;

/** The part of an endpoint the browser holds. */
export type IdentityOf<E extends Endpoint> = Pick<E, Extract<keyof E, keyof RouteIdentity>>;

/** Where a route keeps its endpoint: in its type, never in its value. */
declare const endpointOfRoute: unique symbol;

export type Route<E extends Endpoint = Endpoint> = Readonly<IdentityOf<E>> & { readonly [endpointOfRoute]?: E };

/** The endpoint a route is typed by (an endpoint is its own). */
export type SchemasOf<R> = R extends { readonly [endpointOfRoute]?: infer E extends Endpoint } ? E : R extends Endpoint ? R : Endpoint;

/** Declares an endpoint; the literal types of scope, method and path are kept, so they type the calls. */
export const endpoint = <const E extends Endpoint>(e: E): E => Object.freeze(e);

/**
 * The route of an endpoint (`typeof schemas.name`, a type-only import): its scope, method and path
 * must be the endpoint's, so the browser calls what the server mounts.
 */
export const route =
  <E extends Endpoint>() =>
  (identity: IdentityOf<E>): Route<E> =>
    Object.freeze(identity) as Route<E>;

/** True for a route or an endpoint value: what a walk of a contract module looks for. */
export const isRoute = (value: unknown): value is Route =>
  typeof value === 'object' && value !== null && 'scope' in value && 'method' in value && 'path' in value;

type Segments<P extends string> = P extends `${infer Head}/${infer Rest}` ? Head | Segments<Rest> : P;
type ParamName<S> = S extends `:${string}?` ? never : S extends `:${infer Name}` ? Name : never;
type OptionalParamName<S> = S extends `:${infer Name}?` ? Name : never;
type ParamValue = string | number;

/** The parameters of a path pattern: '/leaderboard/:page/:region?' → { page: …; region?: … }. */
export type PathParams<P extends string> = { [K in ParamName<Segments<P>>]: ParamValue } & {
  [K in OptionalParamName<Segments<P>>]?: ParamValue;
};

type HasKeys<T> = keyof T extends never ? false : true;
type Input<R, K extends 'params' | 'query' | 'body'> =
  SchemasOf<R> extends { [key in K]: infer Schema extends TSchema } ? Static<Schema> : undefined;

/** What a call passes: `params` when the path has some, `query` and `body` when the endpoint takes them. */
export type CallArgs<R extends Route> = (HasKeys<PathParams<R['path']>> extends true
  ? { params: PathParams<R['path']> }
  : { params?: undefined }) &
  (SchemasOf<R> extends { query: TSchema } ? { query?: Input<R, 'query'> } : { query?: undefined }) &
  (SchemasOf<R> extends { body: TSchema } ? { body: Input<R, 'body'> } : { body?: undefined });

/** The `response` of the endpoint's success envelope. */
export type ReplyOf<R extends Route> = Static<SchemasOf<R>['reply']>;
export type ParamsOf<R extends Route> = SchemasOf<R> extends { params: TSchema } ? Input<R, 'params'> : Record<string, never>;
export type BodyOf<R extends Route> = Input<R, 'body'>;
export type QueryOf<R extends Route> = Input<R, 'query'>;

/** The pattern as the server registers it, under the API base: '/auth/banners', '/lookups/:id'. */
export const patternOf = (e: Pick<Route, 'scope' | 'path'>): string => (e.scope === 'operator' ? `${OPERATOR_SCOPE}${e.path}` : e.path);

/**
 * The path of one call under the API base, parameters encoded and the query appended
 * (entries that are undefined or empty left out, in the order given): what the client fetches
 * and what SWR keys its cache with.
 */
export function href(e: Route, args: Partial<{ params: object; query: object }> = {}): string {
  const params = (args.params ?? {}) as Record<string, ParamValue | undefined>;
  const path = patternOf(e)
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const optional = segment.endsWith('?');
      const name = segment.slice(1, optional ? -1 : undefined);
      const value = params[name];
      if (value === undefined || value === '') {
        if (optional) return null;
        throw new Error(`${e.method} ${e.path}: parameter "${name}" is missing`);
      }
      return encodeURIComponent(String(value));
    })
    .filter((segment) => segment !== null)
    .join('/');
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries((args.query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null && value !== '') query.set(name, String(value));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** True when `path` (an href, query ignored) is a call of this endpoint: for SWR mutations of every page of a list. */
export function isCallOf(e: Pick<Route, 'scope' | 'path'>, path: unknown): boolean {
  if (typeof path !== 'string') return false;
  const pattern = patternOf(e)
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      return segment.endsWith('?') ? '(?:[^/]+)?' : '[^/]+';
    })
    .join('/')
    .replace(/\/\(\?:\[\^\/\]\+\)\?$/, '(?:/[^/]+)?');
  return new RegExp(`^${pattern}(?:\\?.*)?$`).test(path);
}

/**
 * Every code the endpoint may answer: its own list, plus BAD_REQUEST when it takes input, the body
 * parser's refusals when it takes a body, the operator guard's in the operator scope, the
 * database's 503s (any route may need it: DATABASE_UNAVAILABLE, STORAGE_FULL, DATABASE_BUSY) and
 * INTERNAL_ERROR. The OpenAPI document lists these and the route fuzz test holds replies to them.
 */
export function errorsOf(e: Endpoint): ErrorCode[] {
  const codes = new Set<ErrorCode>(e.errors ?? []);
  if (e.params || e.query || e.body || e.headers) codes.add('BAD_REQUEST');
  if (e.body) {
    codes.add('BODY_TOO_LARGE');
    codes.add('UNSUPPORTED_MEDIA_TYPE');
  }
  if (e.scope === 'operator') codes.add('LOGIN_REQUIRED');
  if (e.scope === 'operator' && changesState(e)) codes.add('FOREIGN_ORIGIN');
  for (const code of Object.values(DATABASE_REFUSAL_CODES)) codes.add(code);
  codes.add('INTERNAL_ERROR');
  return [...codes];
}

export const changesState = (e: Pick<Route, 'method' | 'changesState'>): boolean => e.changesState ?? e.method !== 'GET';
