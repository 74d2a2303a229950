import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import type { ServerConfig } from './env';
import type { Db } from './db/database';
import { healthRoutes } from './health/routes';
import { registerSite } from './site/site-routes';
import type { SsrEntry } from '../shared/ssr';
import type { GameRegistry } from '../engine/game-registry';
import { OPERATOR_SCOPE, authPaths } from '../shared/api/auth';
import { bannerPaths } from '../shared/api/banners';
import { dashboardPaths } from '../shared/api/dashboard';
import { calculatorOperatorRoutes, calculatorRoutes } from './calculators/routes';
import { createCalculatorService } from './calculators/calculator-service';
import { authOperatorRoutes, authRoutes } from './auth/routes';
import { operatorGuard } from './auth/operator-guard';
import { bannerOperatorRoutes, bannerRoutes } from './banners/routes';
import { findWasteBanner, listSideBanners } from './banners/repository';
import { dashboardRoutes } from './dashboard/routes';
import { wastedTimeRoutes } from './wasted-time/routes';
import { acceptEmptyJsonBodies } from './http/empty-json-body';
import { createReadCache } from './read-cache/read-cache';
import { skinRoutes } from './skins/routes';
import { createSkinCatalogue } from './skins/skin-catalogue';
import { recordRouteTable } from './http/route-table';
import { registerOpenApi } from './http/openapi';
import { registerSecurityHeaders } from './security/security-headers';
import { paths } from '../shared/paths';
import { SESSION_COOKIE } from '../shared/api/auth';
import { blogOperatorRoutes, blogRoutes } from './blog/routes';
import { createBlog, type BlogSettings } from './blog/create-blog';
import { skinOperatorRoutes } from './skins/operator-routes';
import { catalogueFreshness } from './skins/catalogue-freshness';
import { syncSourceLabel } from './skins/sync/source-from-config';

export interface AppDeps {
  config: ServerConfig;
  db: Db;
  /** The built client (dist/client); null to serve the API only (dev, API tests). */
  clientDir: string | null;
  version: string;
  logger?: FastifyServerOptions['logger'];
  /** The client's rendering entry (dist/ssr/entry-server.js, see loadSsrEntry); without it pages are rendered in the browser only. */
  ssr?: SsrEntry | null;
  /** The games (schemas/games), loaded and checked by loadGameRegistry (data-files.ts). */
  games: GameRegistry;
  /** Local posts and Contentful/cache tuning for the blog (tests shorten the timings). */
  blog?: BlogSettings;
}

const LOG_REDACT = ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', 'req.body.key'];

/**
 * Builds the whole site from injected dependencies, as a plugin tree:
 * framework plugins, then the API under /api, then the client with its history fallback.
 * Nothing here reads the environment or listens; server.ts does that.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? { level: deps.config.logLevel, redact: LOG_REDACT },
    trustProxy: deps.config.trustProxy,
    bodyLimit: 256 * 1024,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, allErrors: false } },
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      return reply.code(400).send({
        error: true,
        response: `Invalid ${error.validationContext ?? 'request'}: ${error.message.replace(/^\w+\/?/, '').trim() || error.message}`,
        code: 'BAD_REQUEST',
      });
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(status).send({ error: true, response: 'Something went wrong on our side. Please try again in a moment.' });
    }
    return reply.code(status).send({ error: true, response: error.message });
  });

  acceptEmptyJsonBodies(app);
  recordRouteTable(app);
  // Before compression, so the policy sees the page's inline scripts uncompressed.
  registerSecurityHeaders(app, { previewFramePaths: [paths.blog], evalPaths: [paths.login, paths.dashboard] });
  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(fastifyCookie);
  await registerOpenApi(app, { version: deps.version, sessionCookie: SESSION_COOKIE });

  // Each service is created once here and handed to the plugins that need it: features never import each other.
  const { db, games } = deps;
  const calculators = createCalculatorService(db, games);
  // One read cache for every public GET; saves invalidate it here and, via the database, on other instances.
  const cache = createReadCache({ db, log: app.log });
  await cache.start();
  const dashboardSources = {
    sideBanners: () => listSideBanners(db),
    wasteBanner: () => findWasteBanner(db),
    gameConfig: (gameId: string) => calculators.getConfig(gameId),
  };
  const blog = createBlog(deps.config, db, app.log, deps.blog);
  const skinCatalogue = await createSkinCatalogue(db);
  const reservedOperatorPaths = [dashboardPaths.operator.dashboard, ...Object.values(bannerPaths.operator), authPaths.logout];

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { db, databaseKind: deps.config.database.kind, version: deps.version });
      await api.register(calculatorRoutes, { games, service: calculators, cache });
      await api.register(authRoutes, { db });
      await api.register(bannerRoutes, { db, cache });
      // The sync job and other instances change the catalogue tables; each request may pick that up.
      api.addHook('onRequest', catalogueFreshness(db, skinCatalogue, cache.changes));
      await api.register(skinRoutes, { catalogue: skinCatalogue, cache });
      await api.register(wastedTimeRoutes, { db, cache, lookupsEnabled: deps.config.riotApiKey !== null });
      await api.register(blogRoutes, { blog: blog.blog, getTweet: blog.getTweet, cache, replyMaxAgeMs: deps.blog?.replyMaxAgeMs });

      // The operator scope: one guard (401 without a session, 403 from another origin) before every route in it.
      await api.register(
        async (operator) => {
          operator.decorateRequest('operator', null);
          operator.addHook('onRequest', operatorGuard(db));
          await operator.register(authOperatorRoutes, { db });
          await operator.register(bannerOperatorRoutes, { db, cache });
          await operator.register(calculatorOperatorRoutes, { games, service: calculators, cache, reservedOperatorPaths });
          await operator.register(dashboardRoutes, { db, games, sources: dashboardSources });
          await operator.register(blogOperatorRoutes, { blog: blog.blog, cache });
          await operator.register(skinOperatorRoutes, {
            db,
            cache,
            catalogue: skinCatalogue,
            syncSourceLabel: syncSourceLabel(deps.config),
          });
        },
        { prefix: OPERATOR_SCOPE },
      );
    },
    { prefix: '/api' },
  );

  const clientDir = deps.clientDir;
  if (clientDir && fs.existsSync(path.join(clientDir, 'index.html'))) {
    await registerSite(app, { clientDir, ssr: deps.ssr ?? null, cache });
  } else {
    app.setNotFoundHandler((request, reply) =>
      reply.code(404).send({ error: true, response: `No such route: ${request.method} ${request.url.split('?')[0]}` }),
    );
  }

  app.addHook('onClose', async () => {
    cache.stop();
    await deps.db.destroy();
  });
  return app;
}
