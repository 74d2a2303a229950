import type { ApiReply } from '../../shared/api/envelope';
import { href, type CallArgs, type Route, type ReplyOf } from '../../shared/api/endpoint';
import type { ErrorCode } from '../../shared/api/error-codes';
import type { ApiTransport } from '../../shared/ssr';
import { API_BASE } from './env';

/** A refused or failed API call; `message` is what the visitor is shown, `code` what a program branches on. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: ErrorCode,
    /** The failure reply's fields besides the envelope's (a 412's `current` and `changes`). */
    readonly details: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** What a failure says to the visitor: an error's message (an ApiError's is the server's sentence), else the thrown value as text. */
export const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/*
 * How a call reaches the API. In the browser that is `fetch` to API_BASE; while the server
 * renders a page, it installs one per request (straight into the Fastify app, no network hop
 * and no origin to know), so route loaders run unchanged on both sides.
 */
let currentTransport: () => ApiTransport | undefined = () => undefined;

/** Called once by the server's rendering setup: `resolve` returns the transport of the request being rendered. */
export function setApiTransportResolver(resolve: () => ApiTransport | undefined): void {
  currentTransport = resolve;
}

const browserTransport: ApiTransport = (path, init) => fetch(`${API_BASE}${path}`, { ...init, credentials: 'include' });

/** Request headers a call may add, e.g. If-Match on an operator's save (decision 0032). */
export interface CallHeaders {
  headers?: Record<string, string>;
}

/** Optional arguments only when the endpoint has none that are required. */
type ArgsTuple<E extends Route> = object extends CallArgs<E> ? [args?: CallArgs<E> & CallHeaders] : [args: CallArgs<E> & CallHeaders];

/**
 * The `{error, response}` envelope is unwrapped: an `error: true` reply, an HTTP failure or a network
 * failure all become an ApiError with the message to show.
 */
export async function callApi<E extends Route>(endpoint: E, ...[args]: ArgsTuple<E>): Promise<ReplyOf<E>> {
  const call = (args ?? {}) as { params?: object; query?: object; body?: unknown } & CallHeaders;
  const body = endpoint.method === 'GET' ? undefined : JSON.stringify(call.body ?? {});
  let res: Response;
  try {
    res = await (currentTransport() ?? browserTransport)(href(endpoint, call), {
      method: endpoint.method,
      headers: { Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...call.headers },
      ...(body === undefined ? {} : { body }),
    });
  } catch {
    throw new ApiError('Could not reach the server. Check your connection and try again.', 0);
  }
  const reply = (await res.json().catch(() => null)) as ApiReply<ReplyOf<E>> | null;
  if (reply && typeof reply === 'object' && 'error' in reply) {
    if (reply.error) {
      const { error: _error, response, code, ...details } = reply;
      throw new ApiError(response, res.status, code, details);
    }
    if (res.ok) return reply.response;
  }
  throw new ApiError(`The server answered ${res.status} ${res.statusText}`.trim(), res.status);
}
