import type { ApiReply } from '../../shared/api/envelope';
import type { ApiTransport } from '../../shared/ssr';
import { API_BASE } from './env';

/** A refused or failed API call; `message` is what the visitor is shown. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

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

/**
 * The one way the client calls the API: JSON, cookies sent, and the `{error, response}`
 * envelope unwrapped. An `error: true` reply, an HTTP failure or a network failure all
 * become an ApiError carrying the message to show.
 */
export async function apiRequest<T>(path: string, init: RequestInit = {}): Promise<T> {
  let res: Response;
  try {
    res = await (currentTransport() ?? browserTransport)(path, {
      ...init,
      headers: { Accept: 'application/json', ...(init.body ? { 'Content-Type': 'application/json' } : {}), ...init.headers },
    });
  } catch {
    throw new ApiError('Could not reach the server. Check your connection and try again.', 0);
  }
  const body = (await res.json().catch(() => null)) as ApiReply<T> | null;
  if (body && typeof body === 'object' && 'error' in body) {
    if (body.error) throw new ApiError(body.response, res.status, body.code);
    if (res.ok) return body.response;
  }
  throw new ApiError(`The server answered ${res.status} ${res.statusText}`.trim(), res.status);
}

/** SWR's fetcher: the key is the API path. */
export const swrFetcher = <T>(path: string): Promise<T> => apiRequest<T>(path);

/** POSTs a JSON body and returns the unwrapped response. */
export const apiPost = <T>(path: string, body?: unknown): Promise<T> =>
  apiRequest<T>(path, { method: 'POST', body: JSON.stringify(body ?? {}) });
