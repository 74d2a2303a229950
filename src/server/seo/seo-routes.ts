import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ShareCard, ShareCardSource, SitemapEntry, SitemapSection } from '../feature';
import { pageOfShareImage } from '../../shared/share-image';
import { publicOrigin } from '../public-url';
import { robotsTxt } from './robots';
import { childrenOf, indexXml, newest, SITEMAP_CHILD_PREFIX, SITEMAP_INDEX_PATH, urlsetXml } from './sitemap-xml';
import { ICON_FILES, siteIcons } from './site-icons';
import { cacheKey, createShareCache } from './share-cache';
import { renderShareCard, warmShareCards } from './share-card';
import { createRenderBudget, DEFAULT_RENDER_BUDGET, type RenderBudgetOptions } from './render-budget';
import { smallNotFound } from './small-not-found';

export interface SeoOptions {
  publicUrl: string | null;
  siteName: string;
  sections: readonly SitemapSection[];
  shareCards: readonly ShareCardSource[];
  /** Where rendered share images are kept across restarts; null: memory only. */
  shareCacheDir: string | null;
  /** What the share images kept in memory may weigh (SHARE_IMAGE_CACHE_MB). */
  shareCacheBytes: number;
  /** Render time allowed per address and in the queue (cache hits are free); render-budget.ts's defaults otherwise. */
  renderBudget?: RenderBudgetOptions;
  warmUp?: boolean;
  /** Told each render's time in ms (the bench and /metrics read it). */
  onRender?: (ms: number) => void;
  now?: () => number;
  render?: (card: ShareCard, siteName: string) => Promise<Buffer>;
}

/** A sitemap: kept ten minutes by browsers and proxies. */
const sendXml = (reply: FastifyReply, body: string) =>
  reply.header('Cache-Control', 'public, max-age=600').type('application/xml; charset=utf-8').send(body);

const decodedPath = (path: string): string | null => {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
};

/** Every section's entries, read now: a new skin or post is in the next sitemap without a restart. */
async function allChildren(sections: readonly SitemapSection[]) {
  const out: { path: string; entries: readonly SitemapEntry[] }[] = [];
  for (const section of sections) out.push(...childrenOf(section.name, await section.entries()));
  return out;
}

/** The crawler- and link-preview-facing files (decision 0034), built from the features' own lists of pages. */
export function registerSeo(app: FastifyInstance, options: SeoOptions): void {
  const origin = (request: FastifyRequest) => publicOrigin(options.publicUrl, request);
  const icons = siteIcons(options.siteName, options.siteName);
  const cache = createShareCache(options.shareCacheDir, options.shareCacheBytes);
  const now = options.now ?? (() => performance.now());
  const draw = options.render ?? renderShareCard;
  const budget = createRenderBudget(options.renderBudget ?? DEFAULT_RENDER_BUDGET, now);
  // One render at a time: a burst of new links queues instead of taking both cores.
  let rendering: Promise<unknown> = Promise.resolve();

  if (options.warmUp) {
    // Not awaited: the server answers while the fonts are read, between the warm-up's slices, and each
    // slice waits until requests leave a gap (a load test on a fresh start is not slowed by it).
    const pause = app.hasDecorator('operations') ? () => app.operations.quiet.whenQuiet() : undefined;
    app.addHook('onListen', (done) => {
      const started = performance.now();
      warmShareCards(options.siteName, pause).then(
        () => app.log.info({ ms: Math.round(performance.now() - started) }, 'share images ready'),
        (error: unknown) => app.log.warn({ err: error }, 'share image warm-up failed'),
      );
      done();
    });
  }

  app.get('/robots.txt', async (request, reply) =>
    reply
      .header('Cache-Control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(origin(request))),
  );

  app.get(SITEMAP_INDEX_PATH, async (request, reply) => {
    const children = (await allChildren(options.sections)).map((c) => ({ path: c.path, lastmod: newest(c.entries) }));
    return sendXml(reply, indexXml(origin(request), children));
  });

  app.get(`${SITEMAP_CHILD_PREFIX}:file`, async (request, reply) => {
    const child = (await allChildren(options.sections)).find((c) => c.path === request.url.split('?')[0]);
    if (!child) return smallNotFound(reply);
    return sendXml(reply, urlsetXml(origin(request), child.entries));
  });

  for (const file of Object.values(ICON_FILES)) {
    app.get(file, async (_request, reply) => {
      const icon = (await icons()).get(file)!;
      return reply.header('Cache-Control', 'public, max-age=86400').type(icon.type).send(icon.body);
    });
  }

  const cardOf = async (page: string, query: URLSearchParams): Promise<ShareCard | null> => {
    for (const source of options.shareCards) {
      const card = await source(page, query);
      if (card) return card;
    }
    // Any other listed page: its title card.
    for (const section of options.sections) {
      const entry = (await section.entries()).find((e) => e.path === page || decodedPath(e.path) === page);
      if (entry) return { kicker: options.siteName, title: entry.title };
    }
    return null;
  };

  app.get(`/og/*`, async (request, reply: FastifyReply) => {
    const [pathname = '', search = ''] = request.url.split('?');
    let page: string | null = null;
    try {
      page = pageOfShareImage(decodeURIComponent(pathname));
    } catch {
      // A malformed escape names no page.
    }
    const card = page ? await cardOf(page, new URLSearchParams(search)) : null;
    if (!card) return smallNotFound(reply);
    const key = cacheKey({ card: { ...card, art: card.art ? cacheKey(card.art.toString('base64')) : null }, v: 1 });
    const etag = `"${key}"`;
    reply.header('Cache-Control', 'public, max-age=86400').header('ETag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    const kept = cache.get(key);
    if (kept) return reply.header('X-Share-Cache', 'hit').type('image/png').send(kept);
    const admission = budget.admit(request.ip);
    if (!admission.ok) {
      const seconds = admission.retryAfterSeconds;
      // A refusal is for now only: no proxy may keep it as the image.
      reply.removeHeader('ETag');
      return reply
        .code(429)
        .header('Cache-Control', 'no-store')
        .header('Retry-After', String(seconds))
        .type('text/plain')
        .send(`Too many new images; try again in ${seconds} s.`);
    }
    const render = rendering.then(async () => {
      const started = now();
      try {
        return await draw(card, options.siteName);
      } finally {
        const ms = now() - started;
        admission.done(ms);
        options.onRender?.(ms);
      }
    });
    rendering = render.catch(() => undefined);
    const png = await render;
    cache.set(key, png);
    return reply.header('X-Share-Cache', 'miss').type('image/png').send(png);
  });
}
