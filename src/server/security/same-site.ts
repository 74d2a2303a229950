import type { FastifyRequest } from 'fastify';

/**
 * The one rule for state-changing operator requests (decision 0024): the Origin, or the Referer when
 * a browser leaves Origin out (a same-origin GET), must have the scheme and host the request arrived
 * on; a browser that says the request is cross-site (Sec-Fetch-Site) is believed. A request with
 * neither is refused: browsers send one with every fetch of our pages (our referrer policy keeps
 * same-origin Referers whole), so only scripts omit both, and the operator API is not for them.
 */
export function isFromThisSite(request: FastifyRequest): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return false;
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
