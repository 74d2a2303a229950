import type { FastifyRequest } from 'fastify';
import { ConfigError } from './env-schema';

/**
 * PUBLIC_URL (issue 31): the origin of the absolute URLs of sitemaps, robots.txt, canonical links and
 * share images; unset, the request's (behind a proxy, with TRUST_PROXY=true). Only an origin: a path,
 * query or credentials would make every absolute URL wrong.
 */
export function parsePublicUrl(raw: string | null): string | null {
  if (raw === null) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError('PUBLIC_URL', `expected the site's origin such as https://example.com, got "${raw}"`);
  }
  if (!/^https?:$/.test(url.protocol) || url.username || url.password || url.search || url.hash || url.pathname !== '/')
    throw new ConfigError('PUBLIC_URL', `expected an http(s) origin without path, query or credentials, got "${raw}"`);
  return url.origin;
}

export const publicOrigin = (publicUrl: string | null, request: Pick<FastifyRequest, 'protocol' | 'host'>): string =>
  publicUrl ?? `${request.protocol}://${request.host}`;
