import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { findPage, type PageMeta } from '../../shared/pages';
import { notFoundPage } from '../../shared/site-pages';
import { renderPageHtml } from './html';

export interface SpaOptions {
  clientDir: string;
  pages: readonly PageMeta[];
}

const HASHED_ASSET = /[\\/]assets[\\/]/;

/**
 * Serves the built client: hashed assets cached for a year, everything else revalidated,
 * and every other GET answered with index.html (history fallback) carrying the page's
 * title and description; unknown paths get the same shell with status 404.
 */
export async function registerSpa(app: FastifyInstance, { clientDir, pages }: SpaOptions): Promise<void> {
  const template = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8');

  await app.register(fastifyStatic, {
    root: clientDir,
    index: false,
    wildcard: false,
    setHeaders(reply, filePath) {
      reply.header('Cache-Control', HASHED_ASSET.test(filePath) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });

  const notFound = (method: string, pathname: string) => ({ error: true, response: `No such route: ${method} ${pathname}` });

  // A real wildcard route (not the not-found handler) so compression and hooks apply;
  // the per-file routes of @fastify/static win over it.
  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      if (pathname === '/api' || pathname.startsWith('/api/')) return reply.code(404).send(notFound(request.method, pathname));
      const page = findPage(pages, pathname);
      const url = `${request.protocol}://${request.host}${pathname}`;
      return reply
        .code(page ? 200 : 404)
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(renderPageHtml(template, page ?? notFoundPage, url));
    },
  });
  app.setNotFoundHandler((request, reply) => reply.code(404).send(notFound(request.method, request.url.split('?')[0] ?? '/')));
}
