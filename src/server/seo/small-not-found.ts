import type { FastifyReply } from 'fastify';

/** The last path segment looks like a file name (`wp-login.php`, `nope.png`): a letter after the dot, so 'Dr. Mundo' does not count. */
export const looksLikeFile = (pathname: string): boolean => /\.[a-z][a-z0-9]{0,7}$/i.test(pathname.split('/').at(-1) ?? '');

/** A missing file: a few bytes of text, not the rendered 404 page (issue 31: scanners ask for thousands). */
export const smallNotFound = (reply: FastifyReply) =>
  reply.code(404).header('Cache-Control', 'public, max-age=300').type('text/plain; charset=utf-8').send('Not found\n');
