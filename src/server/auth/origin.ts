import type { FastifyRequest } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * True when a state-changing request comes from this site's own pages: its Origin (or, when a
 * browser leaves Origin out, its Referer) must have the scheme and host the request arrived on.
 * A request with neither is refused too: browsers send Origin with every fetch POST, so only
 * scripts omit both, and the operator API is not meant for them.
 */
export function isSameOrigin(request: FastifyRequest): boolean {
  if (SAFE_METHODS.has(request.method)) return true;
  const source = header(request, 'origin') ?? header(request, 'referer');
  if (!source || source === 'null') return false;
  let url: URL;
  try {
    url = new URL(source);
  } catch {
    return false;
  }
  // request.protocol and request.host honour X-Forwarded-* only when trustProxy is on.
  return url.origin === ownOrigin(request);
}

function ownOrigin(request: FastifyRequest): string | null {
  try {
    // Through URL so default ports and letter case compare equal ("Host: Site.com:443").
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return null;
  }
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}
