import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { RenderResult, SsrEntry } from '../../shared/ssr';
import type { PageFormState } from '../../shared/page-form';
import { recordTopicsRead, type ReadCache } from '../read-cache/read-cache';
import { chooseEncoding } from '../read-cache/encoded-reply';
import { sendEncoded } from '../read-cache/send-encoded';
import { noSuchRoute } from '../http/error-handler';
import { paths } from '../../shared/paths';
import { publicOrigin } from '../public-url';
import { looksLikeFile, smallNotFound } from '../seo/small-not-found';
import { injectScope, renderScopes } from './api-transport';
import { createPageCache, type CachedPage } from './page-cache';
import { documentScriptHashes, pageDocument, pageScriptHashes, renderedPageTemplate, shellDocument } from './html-document';
import { registerPageForms, type PageForm, type RenderRefused } from './page-forms';
import { renderTurns } from './render-turns';
import { createFragmentStore } from './kept-fragments';
import { API_PREFIX } from '../../shared/api/endpoint';

export interface SiteOptions {
  clientDir: string;
  /** The client's rendering entry (dist/ssr/entry-server.js); null serves the bare shell everywhere. */
  ssr: SsrEntry | null;
  /** The API's read cache: a rendered page is kept until a topic it read changes. */
  cache: Pick<ReadCache, 'generation'>;
  onPageLookup?: (hit: boolean) => void;
  /** What kept pages may weigh (PAGE_CACHE_MB), and where their weight and evictions are counted. */
  pageCache: { maxBytes: number; onEvict?: () => void; watch?: (bytes: () => number) => void };
  /** Pages' forms that post without scripts (the login), answered here at the page's own path. */
  pageForms?: readonly PageForm[];
  /** PUBLIC_URL: pages (canonical links, share image URLs) are rendered on this origin; null: the request's. */
  publicUrl?: string | null;
}

const HASHED_ASSET = /[\\/]assets[\\/]/;
/** Pages whose last segment is a value from data (a skinline, a post slug), which may contain a dot. */
const RENDERED_PREFIXES = [`${paths.skins}/`, `${paths.blog}/`];
/** ...but never one of these endings: no name or slug has them, and a missing image or script gets the small 404. */
const ASSET_ENDING = /\.(?:jpe?g|png|webp|gif|svg|ico|js|css)$/i;
const STATIC_FILES_ROUTE = '/<static file>';
/** What the kept page parts may weigh: a header per menu state, the footer, an article per game, the catalogue's sections are well under a megabyte. */
const FRAGMENT_BYTES = 4 * 1024 * 1024;

const pageUrl = (request: FastifyRequest, publicUrl: string | null) => `${publicOrigin(publicUrl, request)}${request.url}`;

/** A page that cannot be rendered on the server gets the bare shell, which the browser renders on its own. */
export async function registerSite(
  app: FastifyInstance,
  { clientDir, ssr, cache, onPageLookup, pageCache, pageForms = [], publicUrl = null }: SiteOptions,
): Promise<void> {
  const template = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const shell = shellDocument(template);
  const shellHashes = documentScriptHashes(shell);
  const pageTemplate = renderedPageTemplate(template);
  const renderer = ssr && pageTemplate ? ssr : null;
  const rendered = (page: Extract<RenderResult, { kind: 'page' }>) => {
    if (!pageTemplate) throw new Error('a page was rendered without a template to put it in');
    return { document: pageDocument(pageTemplate, page), scriptHashes: pageScriptHashes(pageTemplate, page) };
  };
  const pages = createPageCache(cache.generation, pageCache);
  pageCache.watch?.(pages.bytes);
  renderer?.setApiTransportResolver(() => renderScopes.getStore()?.transport);
  const inTurn = renderTurns();
  const fragmentStore = createFragmentStore(FRAGMENT_BYTES);
  /** Renders a page with the kept parts, then keeps the parts it had to render. */
  const renderWithFragments = async (entry: SsrEntry, url: string, pageForm?: PageFormState) => {
    const { fragments, keepFrom } = fragmentStore.forRender();
    const result = await entry.renderPage(new Request(url), { pageForm, fragments });
    if (result.kind === 'page') keepFrom(result.body);
    return result;
  };

  await app.register(async (files) => {
    // One route per file, so one route label would be a series per file (and per build) in /metrics.
    files.addHook('onRoute', (route) => void (route.config = { ...route.config, metricsRoute: STATIC_FILES_ROUTE }));
    await files.register(fastifyStatic, {
      root: clientDir,
      index: false,
      wildcard: false,
      // The build writes .br and .gz copies of each asset (build/vite/precompress.ts): sent as they are, never routes of their own.
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders(reply, filePath) {
        reply.header('Cache-Control', HASHED_ASSET.test(filePath) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  });

  const sendKept = (request: FastifyRequest, reply: FastifyReply, page: CachedPage) => {
    reply.inlineScriptHashes = page.scriptHashes;
    return sendEncoded(request, reply.code(page.status), page.encoded, 'text/html; charset=utf-8');
  };
  const html = (reply: FastifyReply, status: number, document: string, scriptHashes: readonly string[]) => {
    reply.inlineScriptHashes = scriptHashes;
    return reply.code(status).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(document);
  };

  // A refused form post: its page rendered again with what to say, never kept (it is one visitor's).
  const renderRefused: RenderRefused = async (request, reply, status, state) => {
    if (!renderer) return html(reply, status, shell, shellHashes);
    const url = `${request.protocol}://${request.host}${request.url.split('?')[0] ?? '/'}`;
    const result = await inTurn(() => renderScopes.run(injectScope(app, request), () => renderWithFragments(renderer, url, state)));
    if (result.kind !== 'page') return html(reply, status, shell, shellHashes);
    const { document, scriptHashes } = rendered(result);
    return html(reply, status, document, scriptHashes);
  };
  await registerPageForms(app, pageForms, renderRefused);

  // A real wildcard route (not the not-found handler) so compression and hooks apply;
  // the per-file routes of @fastify/static win over it.
  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      if (pathname === API_PREFIX || pathname.startsWith(`${API_PREFIX}/`)) return noSuchRoute(request, reply);
      // A file that is not there (/wp-login.php, /nope.png): a few bytes, not the rendered 404 page.
      // Skin and blog addresses may end in a dotted name ('Dr. Mundo' is not one), so they are rendered.
      if (looksLikeFile(pathname) && (ASSET_ENDING.test(pathname) || !RENDERED_PREFIXES.some((prefix) => pathname.startsWith(prefix))))
        return smallNotFound(reply);
      if (!renderer) return html(reply, 200, shell, shellHashes);
      const url = pageUrl(request, publicUrl);
      const kept = pages.get(url);
      onPageLookup?.(kept !== undefined);
      if (kept) return sendKept(request, reply, kept);
      try {
        const scope = injectScope(app, request);
        const { result, topics, renderMs } = await inTurn(async () => {
          const started = performance.now();
          const read = await recordTopicsRead(() => renderScopes.run(scope, () => renderWithFragments(renderer, url)));
          return { ...read, renderMs: performance.now() - started };
        });
        // What the render cost, apart from its wait in turn (W3C Server Timing): the bench reads it per page kind.
        reply.header('Server-Timing', `render;dur=${renderMs.toFixed(1)}`);
        if (result.kind === 'redirect') return reply.redirect(result.location, result.status);
        if (result.kind === 'client-only') return html(reply, 200, shell, shellHashes);
        const { document, scriptHashes } = rendered(result);
        if (!scope.onlyCachedData) return html(reply, result.status, document, scriptHashes);
        return sendKept(
          request,
          reply,
          await pages.set(url, result.status, document, topics, chooseEncoding(request.headers['accept-encoding']), scriptHashes),
        );
      } catch (error) {
        request.log.error({ err: error }, 'server rendering failed; serving the bare shell');
        return html(reply, 200, shell, shellHashes);
      }
    },
  });
  app.setNotFoundHandler(noSuchRoute);
}

/** Imports the built rendering entry by path (the server never imports src/client); null when it is not built. */
export async function loadSsrEntry(file: string): Promise<SsrEntry | null> {
  if (!fs.existsSync(file)) return null;
  return (await import(/* @vite-ignore */ pathToFileURL(file).href)) as SsrEntry;
}
