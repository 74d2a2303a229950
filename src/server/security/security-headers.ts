import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import { contentSecurityPolicy, inlineScriptHashes, type PagePolicy } from './content-security-policy';

declare module 'fastify' {
  interface FastifyReply {
    /**
     * The inline-script hashes of an HTML body sent already encoded (a kept server-rendered page, whose
     * hashes were taken once when it was rendered); null reads them from a string body.
     */
    inlineScriptHashes: readonly string[] | null;
  }
}

export interface SecurityHeaderOptions {
  /** Page paths Contentful's live preview may frame (the blog); every other page refuses framing. */
  previewFramePaths: readonly string[];
  /**
   * Operator page paths whose scripts need eval (see PagePolicy.allowEval); the public pages never get it.
   * The login page is one: it moves to the dashboard inside the same document, which keeps the policy it loaded with.
   */
  evalPaths: readonly string[];
}

const HSTS = 'max-age=31536000; includeSubDomains';

const under = (pathname: string, prefixes: readonly string[]) =>
  prefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

/**
 * helmet's headers for our options (nosniff, referrer policy, cross-origin isolation of our resources),
 * taken once at start: without nonces they depend on nothing in the request. Running its middleware per
 * request (as @fastify/helmet does, rebuilding it each time) cost 40% of the API's throughput.
 */
function helmetHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name] = String(value)),
    removeHeader: (name: string) => void delete headers[name],
  };
  const middleware = helmet({
    contentSecurityPolicy: false,
    strictTransportSecurity: false,
    xFrameOptions: false,
    crossOriginEmbedderPolicy: false,
    // YouTube's player refuses embeds that send no referrer; the origin alone tells it enough.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  middleware({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

/** What a reply is, for its headers: a page, an API reply (JSON, errors, redirects) or a file (scripts, styles, images, /metrics). */
export type ReplyKind = 'document' | 'api' | 'asset';

export function replyKind(contentType: string): ReplyKind {
  if (contentType.startsWith('text/html')) return 'document';
  if (contentType === '' || contentType.startsWith('application/json')) return 'api';
  return 'asset';
}

/** A JSON reply is never a document: it may load nothing and be framed by nobody (the REST recommendation). */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * Security headers by kind of reply (decision 0030). HSTS on HTTPS: behind a proxy with
 * TRUST_PROXY=true the forwarded protocol counts. API replies and static files get only the headers
 * that apply to them: the rest of a document's set means nothing to a script or a JSON body, and cost
 * every API reply and every script of a page about 1 kB.
 */
export function registerSecurityHeaders(app: FastifyInstance, { previewFramePaths, evalPaths }: SecurityHeaderOptions): void {
  const always = helmetHeaders();
  // Policies repeat (one per kind of page and its scripts): each string is built once.
  const policies = new Map<string, string>();
  const policyFor = (policy: PagePolicy) => {
    const key = `${policy.framedByPreview ? 1 : 0}${policy.allowEval ? 1 : 0}${policy.scriptHashes.join(' ')}`;
    let value = policies.get(key);
    if (value === undefined) {
      if (policies.size > 1000) policies.clear();
      value = contentSecurityPolicy(policy);
      policies.set(key, value);
    }
    return value;
  };
  const document = (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    void reply.headers(always);
    const pathname = request.url.split('?')[0] ?? '/';
    const framed = under(pathname, previewFramePaths);
    const scriptHashes = reply.inlineScriptHashes ?? (typeof payload === 'string' ? inlineScriptHashes(payload) : []);
    void reply.header(
      'Content-Security-Policy',
      policyFor({ scriptHashes, framedByPreview: framed, allowEval: under(pathname, evalPaths) }),
    );
    if (!framed) void reply.header('X-Frame-Options', 'DENY');
    if (request.protocol === 'https') void reply.header('Strict-Transport-Security', HSTS);
  };

  app.decorateReply('inlineScriptHashes', null);
  app.addHook('onSend', (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: null, payload: unknown) => void) => {
    // A 304 revalidates a stored reply, whose stored headers stand: a page's policy names that page's inline
    // scripts, and one built from the empty body (or an API policy) would block its hydration and leave it without React.
    if (reply.statusCode === 304) return done(null, payload);
    const kind = replyKind(String(reply.getHeader('content-type') ?? ''));
    if (kind === 'document') document(request, reply, payload);
    else {
      void reply.header('X-Content-Type-Options', 'nosniff');
      if (kind === 'api') {
        void reply.header('Content-Security-Policy', API_POLICY);
        if (!reply.hasHeader('cache-control')) void reply.header('Cache-Control', 'no-store');
      } else void reply.header('Cross-Origin-Resource-Policy', 'same-origin');
    }
    done(null, payload);
  });
}
