import type { FastifyRequest } from 'fastify';
import type { CookieSerializeOptions } from '@fastify/cookie';
import { SESSION_MAX_MS } from './sessions';

export function sessionCookieOptions(request: FastifyRequest): CookieSerializeOptions {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    maxAge: Math.floor(SESSION_MAX_MS / 1000),
  };
}
