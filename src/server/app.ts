import fs from 'node:fs';
import { fastifyTrustProxy } from './http/trust-proxy';
import path from 'node:path';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import type { ServerConfig } from './env';
import type { Db } from './db/database';
import { runSeeders } from './db/seed';
import { withStartupLock } from './db/startup-lock';
import type { SsrEntry } from '../shared/ssr';
import type { GameRegistry } from '../engine/game-registry';
import { SESSION_COOKIE } from '../shared/api/auth';
import { API_PREFIX, OPERATOR_SCOPE } from '../shared/api/endpoint';
import { paths } from '../shared/paths';
import { registerSite } from './site/site-routes';
import { acceptEmptyJsonBodies } from './http/empty-json-body';
import { openScope } from './http/api-scope';
import { answerClientError, answerFrameworkError, noSuchRoute, registerErrorHandler } from './http/error-handler';
import { registerOpenApi } from './http/openapi';
import { recordRouteTable } from './http/route-table';
import { formatSchemaError } from './http/schema-error';
import { validatorCompiler } from './http/validator';
import { serializerCompiler } from './http/serializer';
import { createReadCache } from './read-cache/read-cache';
import { contextLog } from './operations/log-context';
import { registerOperations, type Operations } from './operations/operations';
import { requestIdOptions } from './operations/request-id';
import { operatorGuard } from './security/operator-guard';
import { registerSecurityHeaders } from './security/security-headers';
import { upstreamsFromConfig } from './upstream/upstreams';
import type { JobDefinition } from './jobs/job-types';
import type { DashboardPart, Feature, FeatureContext, FeatureFactory, FeatureSettings } from './feature';
import { createCalculatorService } from './calculators/calculator-service';
import { FEATURES } from './features';
import { registerFeatureSeo } from './seo/register';
import type { ConverterRegistry } from '../engine/converter-registry';

export interface AppDeps {
  config: ServerConfig;
  db: Db;
  /** The built client (dist/client); null to serve the API only (dev, API tests). */
  clientDir: string | null;
  version: string;
  logger?: FastifyServerOptions['logger'];
  /** Where log lines go when `logger` is not given: server.ts hands a buffered asynchronous destination (standard output otherwise). */
  logDestination?: DestinationStream;
  /** The client's rendering entry (dist/ssr/entry-server.js, see loadSsrEntry); without it pages are rendered in the browser only. */
  ssr?: SsrEntry | null;
  /** The games (schemas/games), read and checked by checkGames (game-files/check-games.ts). */
  games: GameRegistry;
  /** Settings tests shorten (blog timings, lookup limits); the server leaves them to their defaults. */
  settings?: FeatureSettings;
  /** The features to build; the site's list (features.ts) unless a test narrows it. */
  features?: readonly FeatureFactory[];
  /** The converters (schemas/converters), for the sitemap; without them their pages are not listed. */
  converters?: ConverterRegistry;
  /** Ready the share images (fonts, one card of each kind) in the background once listening; server.ts sets it, tests leave it off. */
  warmShareImages?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every feature's background jobs: server.ts hands them to the job runner (buildApp never starts it). */
    jobs: readonly JobDefinition<never, never>[];
    /**
     * Starts what needs the migrated database: the read cache's poll, the seeds and `bootstrap` (under
     * the start-up lock), what features hold in memory; then every route answers (before, the health
     * checks only). Throws a database fault while the database is away; safe to call again.
     */
    startWithDatabase(bootstrap?: (db: Db) => Promise<unknown>): Promise<void>;
  }
}

const LOG_REDACT = ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', 'req.body.key'];

/** The site on a migrated database, started: what tests and tools build. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = await registerApp(deps);
  try {
    await app.startWithDatabase();
  } catch (error) {
    // No poll or probe left running; the database goes with the app, as on any close.
    await app.close();
    throw error;
  }
  return app;
}

/**
 * The whole site from injected dependencies, without asking the database anything (server.ts listens
 * before it answers: decision 0035). Nothing here reads the environment or listens; server.ts does that.
 */
export async function registerApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? {
      level: deps.config.logLevel,
      redact: LOG_REDACT,
      ...(deps.logDestination ? { stream: deps.logDestination } : {}),
    },
    // One access-log line per request (operations/access-log.ts) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: fastifyTrustProxy(deps.config.trustProxy),
    bodyLimit: 256 * 1024,
    schemaErrorFormatter: formatSchemaError,
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
    ...requestIdOptions,
    // A request that reached us as the listener closes is served, not refused: draining (operations/shutdown.ts)
    // already sent keep-alive clients elsewhere, so only requests already on their way arrive then.
    return503OnClosing: false,
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const { metrics, lifecycle, database } = registerOperations(app, { ...deps, probeMs: deps.settings?.databaseProbeMs });
  registerErrorHandler(app, { writeRefused: metrics.writeRefused });
  acceptEmptyJsonBodies(app);
  recordRouteTable(app);
  // Before compression, so the policy sees the page's inline scripts uncompressed.
  registerSecurityHeaders(app, { previewFramePaths: [paths.blog], evalPaths: [paths.login, paths.dashboard] });
  // Replies up to 64 KiB are compressed in one synchronous call (~0.1 ms for 24 KiB): the plugin's
  // default on two cores (8 KiB) sent larger uncached replies, such as a skin collection's, through a
  // fresh brotli stream each, about 1 ms apiece (decision 0028).
  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'], threshold: 1024, syncThreshold: 64 * 1024 });
  await app.register(fastifyCookie);
  await registerOpenApi(app, { version: deps.version, sessionCookie: SESSION_COOKIE });

  const log = contextLog(app.log);
  const cache = createReadCache({ db: deps.db, log, onLookup: metrics.cacheLookup, onDrop: metrics.topicBump });
  const features = await buildFeatures(app, deps, { cache, log, metrics, lifecycle, database });
  app.decorate('startWithDatabase', async (bootstrap?: (db: Db) => Promise<unknown>) => {
    await cache.start();
    await withStartupLock(deps.db, async (locked) => {
      await runSeeders(
        locked,
        features.flatMap((feature) => feature.seeders ?? []),
      );
      await bootstrap?.(locked);
    });
    for (const feature of features) await feature.ready?.();
    lifecycle.start();
  });
  app.addHook('onClose', async () => {
    cache.stop();
    await deps.db.destroy();
  });
  return app;
}

async function buildFeatures(
  app: FastifyInstance,
  deps: AppDeps,
  { cache, log, metrics, lifecycle, database }: Pick<FeatureContext, 'cache' | 'log'> & Omit<Operations, 'quiet'>,
): Promise<Feature[]> {
  const { db, config } = deps;
  const dashboardParts: DashboardPart[] = [];
  const prices = createCalculatorService(db, deps.games);
  const context: FeatureContext = {
    config,
    db,
    games: deps.games,
    cache,
    log,
    upstream: upstreamsFromConfig(
      config,
      db,
      log,
      { contentful: deps.settings?.blog, skinImages: deps.settings?.skinImages, riot: { backoffMs: deps.settings?.riotBackoffMs } },
      metrics,
    ),
    metrics: metrics.features,
    lifecycle,
    database: database.health,
    version: deps.version,
    settings: deps.settings ?? {},
    dashboardParts: () => dashboardParts,
    storedPrices: (gameId) => prices.getConfig(gameId),
  };
  const features: Feature[] = [];
  for (const factory of deps.features ?? FEATURES) features.push(await factory(context));
  for (const feature of features) if (feature.dashboard) dashboardParts.push(feature.dashboard);
  app.decorate(
    'jobs',
    features.flatMap((feature) => feature.jobs ?? []),
  );

  // Each feature's routes in a plugin of its own, so a hook it adds covers its routes only.
  await app.register(
    async (api) => {
      openScope(api, 'public');
      for (const feature of features) if (feature.routes) await api.register(async (scope) => feature.routes!(scope));
    },
    { prefix: API_PREFIX },
  );
  await app.register(
    async (operator) => {
      openScope(operator, 'operator');
      operator.decorateRequest('operator', null);
      operator.addHook('onRequest', operatorGuard(db));
      for (const feature of features) if (feature.operatorRoutes) await operator.register(async (scope) => feature.operatorRoutes!(scope));
      // Unknown operator paths pass the guard too, so they say "Please log in" before "No such route".
      operator.all('/*', { schema: { hide: true } }, noSuchRoute);
    },
    { prefix: `${API_PREFIX}${OPERATOR_SCOPE}` },
  );

  // Files features serve themselves (skin images), then the SEO routes: before the site's catch-all page route.
  for (const feature of features) if (feature.siteRoutes) await app.register(async (scope) => feature.siteRoutes!(scope));

  registerFeatureSeo(app, { config, features, converters: deps.converters, warmUp: deps.warmShareImages ?? false });

  const clientDir = deps.clientDir;
  if (clientDir && fs.existsSync(path.join(clientDir, 'index.html'))) {
    await registerSite(app, {
      clientDir,
      ssr: deps.ssr ?? null,
      cache,
      onPageLookup: metrics.pageCacheLookup,
      pageCache: { maxBytes: config.pageCacheBytes, onEvict: metrics.pageCacheEvicted, watch: metrics.watchPageCache },
      pageForms: features.flatMap((feature) => feature.pageForms ?? []),
      publicUrl: config.publicUrl,
    });
  } else {
    app.setNotFoundHandler(noSuchRoute);
  }
  return features;
}
