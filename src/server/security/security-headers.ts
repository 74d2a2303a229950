import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyHelmet from '@fastify/helmet';
import { contentSecurityPolicy, inlineScriptHashes } from './content-security-policy';

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
 * Security headers on every reply: helmet's defaults (nosniff, referrer policy, cross-origin isolation
 * of our resources), a Content-Security-Policy naming exactly the hosts we load from with the page's
 * own inline scripts by hash, frame refusal (except blog pages for Contentful's preview), and HSTS
 * only on HTTPS (behind a proxy with TRUST_PROXY=true the forwarded protocol counts).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  { previewFramePaths, evalPaths }: SecurityHeaderOptions,
): Promise<void> {
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: false,
    hsts: false,
    frameguard: false,
    crossOriginEmbedderPolicy: false,
    // YouTube's player refuses embeds that send no referrer; the origin alone tells it enough.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.decorateReply('inlineScriptHashes', null);
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const framed = under(pathname, previewFramePaths);
    const isHtml = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
    const policy = {
      scriptHashes: !isHtml ? [] : (reply.inlineScriptHashes ?? (typeof payload === 'string' ? inlineScriptHashes(payload) : [])),
      framedByPreview: framed,
      allowEval: under(pathname, evalPaths),
    };
    // A 304 revalidates a stored page, whose stored policy names that page's inline scripts; one built
    // from the empty body would replace it, block the hydration data and leave the page without React.
    if (reply.statusCode !== 304) reply.header('Content-Security-Policy', contentSecurityPolicy(policy));
    if (!framed) reply.header('X-Frame-Options', 'DENY');
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
    return payload;
  });
}
