/**
 * An endpoint is a value: method, path pattern, scope, the schemas of its params, query, body and
 * reply, and the error codes it may answer. The server mounts it (src/server/http/mount.ts: schema,
 * replies, prefix and OpenAPI come from the value); the client calls it (src/client/lib/api-client.ts:
 * the path, the reply type and the operator prefix come from the value too). Nothing else spells
 * an API path. Decision 0024.
 */
import type { Static, TSchema } from 'typebox';
import type { ErrorCode } from './error-codes';

/** Public routes live under the API base; operator routes under OPERATOR_SCOPE inside it, behind the session guard. */
export type Scope = 'public' | 'operator';
export type Method = 'GET' | 'POST';

/** Prefix of every operator route, under the API base. */
export const OPERATOR_SCOPE = '/auth';

export interface EndpointSpec {
  scope: Scope;
  method: Method;
  /** Relative to the scope, with `:name` parameters; a last `:name?` may be left out. */
  path: string;
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
  /** A GET that changes something (the spec starts a skin sync with one): guarded like a POST. */
  changesState?: boolean;
}

export type Endpoint<S extends EndpointSpec = EndpointSpec> = Readonly<S>;

/** Declares an endpoint; the literal types of the spec are kept, so paths and schemas type the calls. */
export const endpoint = <const S extends EndpointSpec>(spec: S): Endpoint<S> => Object.freeze(spec);

type Segments<P extends string> = P extends `${infer Head}/${infer Rest}` ? Head | Segments<Rest> : P;
type ParamName<S> = S extends `:${string}?` ? never : S extends `:${infer Name}` ? Name : never;
type OptionalParamName<S> = S extends `:${infer Name}?` ? Name : never;
type ParamValue = string | number;

/** The parameters of a path pattern: '/leaderboard/:page/:region?' → { page: …; region?: … }. */
export type PathParams<P extends string> = { [K in ParamName<Segments<P>>]: ParamValue } & {
  [K in OptionalParamName<Segments<P>>]?: ParamValue;
};

type HasKeys<T> = keyof T extends never ? false : true;
type Input<S, K extends 'query' | 'body'> = S extends { [key in K]: infer Schema extends TSchema } ? Static<Schema> : undefined;

/** What a call passes: `params` when the path has some, `query` and `body` when the endpoint takes them. */
export type CallArgs<E extends Endpoint> = (HasKeys<PathParams<E['path']>> extends true
  ? { params: PathParams<E['path']> }
  : { params?: undefined }) &
  (E extends { query: TSchema } ? { query?: Input<E, 'query'> } : { query?: undefined }) &
  (E extends { body: TSchema } ? { body: Input<E, 'body'> } : { body?: undefined });

/** The `response` of the endpoint's success envelope. */
export type ReplyOf<E extends Endpoint> = Static<E['reply']>;
export type BodyOf<E extends Endpoint> = Input<E, 'body'>;
export type QueryOf<E extends Endpoint> = Input<E, 'query'>;

/** The pattern as the server registers it, under the API base: '/auth/banners', '/lookups/:id'. */
export const patternOf = (e: Pick<Endpoint, 'scope' | 'path'>): string => (e.scope === 'operator' ? `${OPERATOR_SCOPE}${e.path}` : e.path);

/**
 * The path of one call under the API base, parameters encoded and the query appended
 * (entries that are undefined or empty left out, in the order given): what the client fetches
 * and what SWR keys its cache with.
 */
export function href<E extends Endpoint>(e: E, args: Partial<{ params: object; query: object }> = {}): string {
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
export function isCallOf(e: Pick<Endpoint, 'scope' | 'path'>, path: unknown): boolean {
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
  for (const code of DATABASE_REFUSALS) codes.add(code);
  codes.add('INTERNAL_ERROR');
  return [...codes];
}

const DATABASE_REFUSALS: readonly ErrorCode[] = ['DATABASE_UNAVAILABLE', 'STORAGE_FULL', 'DATABASE_BUSY'];

/** POSTs change state; a GET only when it says so. */
export const changesState = (e: Pick<Endpoint, 'method' | 'changesState'>): boolean => e.changesState ?? e.method !== 'GET';
