import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 addresses. */
export const isLoopback = (ip: string): boolean => /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(ip) || ip === '::1';

const digest = (value: string) => crypto.createHash('sha256').update(value).digest();

/**
 * Who may read /metrics: a caller on this machine always; another only with `Authorization: Bearer <token>`
 * when a token is configured. request.ip is the forwarded client behind a trusted proxy (TRUST_PROXY=true),
 * so a proxy on this machine does not make every visitor a local caller.
 */
export function metricsAccess(token: string | null): (request: FastifyRequest) => boolean {
  const expected = token === null ? null : digest(token);
  return (request) => {
    if (isLoopback(request.ip)) return true;
    if (!expected) return false;
    const match = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '');
    // Digests have one length, so the comparison takes the same time however much of the token was right.
    return match !== null && crypto.timingSafeEqual(digest(match[1]!), expected);
  };
}
