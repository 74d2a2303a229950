import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { GameRegistry } from '../engine/game-registry';
import type { Db } from './db/database';
import type { Seeder } from './db/seed';
import type { DatabaseHealth } from './db/database-health';
import type { ServerConfig } from './env';
import type { JobDefinition } from './jobs/job-types';
import type { Lifecycle } from './operations/lifecycle';
import type { FeatureMetrics } from './operations/site-metrics';
import type { ReadCache } from './read-cache/read-cache';
import type { Upstreams } from './upstream/upstreams';
import type { BlogSettings } from './blog/create-blog';
import type { PageForm } from './site/page-forms';
import type { ServedConfig } from '../shared/api/calculators';

/** Settings tests shorten or replace; a running server leaves them all to their defaults. */
export interface FeatureSettings {
  blog?: BlogSettings;
  /** Player lookups allowed per address and window. */
  lookupLimit?: { count: number; windowMs: number };
  /** How long a refreshed player is answered from storage without a new lookup (5 minutes). */
  lookupFreshMs?: number;
  /** Skin image timings: the art host's timeouts, and how long an image that failed is answered 404 without asking again. */
  skinImages?: { visitorTimeoutMs?: number; backgroundTimeoutMs?: number; backoffMs?: number; failureMemoryMs?: number };
  /** First wait before a Riot request that failed with 5xx or a timeout is sent again (500 ms, doubled per retry). */
  riotBackoffMs?: number;
  /** Between two probes of PostgreSQL's availability (500 ms). */
  databaseProbeMs?: number;
  /** First wait before a failed background refresh of a stored player is tried again (10 minutes). */
  refreshRetryBaseMs?: number;
  /** Where the author page's check reads game files and About articles (schemas/games, content/about). */
  gameFiles?: { gamesDir?: string; aboutDir?: string };
}

export interface FeatureContext {
  config: ServerConfig;
  db: Db;
  games: GameRegistry;
  cache: ReadCache;
  log: FastifyBaseLogger;
  upstream: Upstreams;
  metrics: FeatureMetrics;
  /** Started once the database answered and was migrated and seeded; draining after SIGTERM (readiness answers 503 unless started and not draining). */
  lifecycle: Pick<Lifecycle, 'started' | 'draining'>;
  /** Whether the database answers, and why not (decision 0035). */
  database: Pick<DatabaseHealth, 'kind' | 'state' | 'since' | 'cause'>;
  version: string;
  settings: FeatureSettings;
  /** What the features contribute to the operator dashboard's reply; complete once every feature is built. */
  dashboardParts(): readonly DashboardPart[];
  /**
   * A game's prices as stored, for a feature that values something with the calculator's engine (a
   * shared collection's image); app.ts answers it from the calculators feature, which no feature imports.
   */
  storedPrices(gameId: string): Promise<ServedConfig>;
}

/** A feature's share of GET /api/auth/dashboard: keys of DashboardData. */
export type DashboardPart = (request: FastifyRequest) => Promise<Record<string, unknown>>;

/** One public page for the sitemaps (seo/): its path, its last change when known (YYYY-MM-DD or ISO time), its title. */
export interface SitemapEntry {
  path: string;
  lastmod: string | null;
  title: string;
}

/** A feature's pages in one child sitemap (`/sitemaps/<name>.xml`); read on each request, so new skins and posts appear at once. */
export interface SitemapSection {
  name: string;
  entries(): Promise<readonly SitemapEntry[]>;
}

/** What a share image shows (seo/share-image): a small line above, the title, a big value, a few lines, art when we hold it. */
export interface ShareCard {
  kicker: string;
  title: string;
  value?: string;
  lines?: readonly string[];
  /** PNG/JPEG/WebP bytes of art to show beside the text (a skin's tile). */
  art?: Buffer | null;
}

/** A feature's share image for one of its pages (path and query as linked), or null when the path is not its page. */
export type ShareCardSource = (path: string, query: URLSearchParams) => Promise<ShareCard | null>;

/** A plugin body registering a feature's routes with mount()/mountCached(); its hooks stay inside it. */
export type RoutePlugin = (scope: FastifyInstance) => Promise<void> | void;

/**
 * A feature describes itself (decision 0024); buildApp registers the list in src/server/features.ts.
 * Adding a feature means its folder, its migration (db/migrations) and one line in that list.
 */
export interface Feature {
  routes?: RoutePlugin;
  /** Operator routes, under OPERATOR_SCOPE, behind the session guard and the same-site rule. */
  operatorRoutes?: RoutePlugin;
  /**
   * Routes at the site's root that are not API endpoints (the skin images under /assets/skins/),
   * registered before the site's pages so they win over its catch-all route.
   */
  siteRoutes?: RoutePlugin;
  /** Forms of its pages that post without scripts (decision 0040), answered at the page's own path. */
  pageForms?: readonly PageForm[];
  /** Idempotent; run by buildApp, under the startup lock, before any route is registered. */
  seeders?: readonly Seeder[];
  /** Runs after the seeders, before any route is registered (loading what the routes serve from). */
  ready?: () => Promise<void>;
  /** Background jobs; the runner (server.ts) runs them, buildApp never does. */
  jobs?: readonly JobDefinition<never, never>[];
  dashboard?: DashboardPart;
  sitemap?: readonly SitemapSection[];
  /** The share image of a page of the feature's (a result, a skin, a post); other pages get the title card. */
  shareCard?: ShareCardSource;
}

export type FeatureFactory = (context: FeatureContext) => Feature | Promise<Feature>;
