import { vi } from 'vitest';
import { href } from '../../src/shared/api/endpoint';
import { NO_SITE_LINKS, siteLinks, type SiteLinks } from '../../src/shared/api/site-links';

/** One request the client made, as the stub saw it. */
export interface ApiCall {
  method: string;
  /** The path under the API base ("/banners"), without the query. */
  path: string;
  /** The JSON body, parsed; undefined without one. */
  body: unknown;
  /** What fetch was given, for tests of the API client itself. */
  url: string;
  init: RequestInit;
}

/** A reply: an envelope (or any JSON), or a string sent as it is (a proxy's HTML error page). */
export type StubReply = { status?: number; body: unknown };
export type StubHandler = (call: ApiCall) => StubReply | undefined | Promise<StubReply | undefined>;

const SITE_LINKS_PATH = href(siteLinks);

/**
 * The one way client tests fake the API: fetch is replaced by a small router over `handler`.
 * Every call is recorded (the returned array fills as the page runs). A path the handler does
 * not answer gets 404 with an error envelope; a handler that throws is a network failure.
 * The site frame's own read of the outbound links (decision 0025), made on every page, is
 * answered here as a server configured with `siteLinks` (none by default) and not recorded.
 * Tests end it with `vi.unstubAllGlobals()`.
 */
export function stubApi(handler: StubHandler, { siteLinks: links = NO_SITE_LINKS }: { siteLinks?: SiteLinks } = {}): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = String(input);
      if (url.replace(/^\/api/, '') === SITE_LINKS_PATH) return Response.json({ error: false, response: links });
      const call = {
        method: init.method ?? 'GET',
        path: url.replace(/^\/api/, '').split('?')[0] ?? '',
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      } as ApiCall;
      // Not enumerable, so tests compare calls as {method, path, body}.
      Object.defineProperties(call, { url: { value: url }, init: { value: init } });
      calls.push(call);
      const reply = (await handler(call)) ?? { status: 404, body: { error: true, response: `No such route: ${call.method} ${call.path}` } };
      const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
      return new Response(text, { status: reply.status ?? 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return calls;
}

/** A success envelope, for handlers. */
export const okReply = (response: unknown, status = 200): StubReply => ({ status, body: { error: false, response } });
