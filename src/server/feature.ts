import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { GameRegistry } from '../engine/game-registry';
import type { Db } from './db/database';
import type { Seeder } from './db/seed';
import type { ServerConfig } from './env';
import type { JobDefinition } from './jobs/job-types';
import type { Lifecycle } from './operations/lifecycle';
import type { FeatureMetrics } from './operations/site-metrics';
import type { ReadCache } from './read-cache/read-cache';
import type { Upstreams } from './upstream/upstreams';
import type { BlogSettings } from './blog/create-blog';

/** Settings tests shorten or replace; a running server leaves them all to their defaults. */
export interface FeatureSettings {
  blog?: BlogSettings;
  /** Player lookups allowed per address and window. */
  lookupLimit?: { count: number; windowMs: number };
  /** How long a refreshed player is answered from storage without a new lookup (5 minutes). */
  lookupFreshMs?: number;
  /** Skin image timings: the art host's timeouts, and how long an image that failed is answered 404 without asking again. */
  skinImages?: { visitorTimeoutMs?: number; backgroundTimeoutMs?: number; backoffMs?: number; failureMemoryMs?: number };
  /** First wait before a failed background refresh of a stored player is tried again (10 minutes). */
  refreshRetryBaseMs?: number;
  /** Where the author page's check reads game files and About articles (schemas/games, content/about). */
  gameFiles?: { gamesDir?: string; aboutDir?: string };
}

/** What every feature is built from: created once by buildApp. */
export interface FeatureContext {
  config: ServerConfig;
  db: Db;
  games: GameRegistry;
  /** The read cache of public GET replies; a save invalidates its topic here and on every instance. */
  cache: ReadCache;
  /** Writes through the logger of the request or job run it is called in, so each line carries its reqId or jobId. */
  log: FastifyBaseLogger;
  upstream: Upstreams;
  /** The feature's own counters in GET /metrics. */
  metrics: FeatureMetrics;
  /** Draining after SIGTERM (readiness answers 503). */
  lifecycle: Pick<Lifecycle, 'draining'>;
  version: string;
  settings: FeatureSettings;
  /** What the features contribute to the operator dashboard's reply; complete once every feature is built. */
  dashboardParts(): readonly DashboardPart[];
}

/** A feature's share of GET /api/auth/dashboard: keys of DashboardData. */
export type DashboardPart = (request: FastifyRequest) => Promise<Record<string, unknown>>;

/** A plugin body registering a feature's routes with mount()/mountCached(); its hooks stay inside it. */
export type RoutePlugin = (scope: FastifyInstance) => Promise<void> | void;

/**
 * A feature describes itself (decision 0024); buildApp registers the list in src/server/features.ts.
 * Adding a feature means its folder, its migration (db/migrations) and one line in that list.
 */
export interface Feature {
  name: string;
  /** Public routes, under the API base, in a plugin of their own. */
  routes?: RoutePlugin;
  /** Operator routes, under OPERATOR_SCOPE, behind the session guard and the same-site rule. */
  operatorRoutes?: RoutePlugin;
  /**
   * Routes at the site's root that are not API endpoints (no JSON replies, no OpenAPI entry): files a
   * feature serves itself, such as the skin images under /assets/skins/. In a plugin of their own,
   * registered before the site's pages so they win over its catch-all route.
   */
  siteRoutes?: RoutePlugin;
  /** Idempotent; run by buildApp, under the startup lock, before any route is registered. */
  seeders?: readonly Seeder[];
  /** Runs after the seeders, before any route is registered (loading what the routes serve from). */
  ready?: () => Promise<void>;
  /** Background jobs; the runner (server.ts) runs them, buildApp never does. */
  jobs?: readonly JobDefinition<never, never>[];
  /** Read-cache topics the feature serves and invalidates. */
  topics?: readonly string[];
  dashboard?: DashboardPart;
  /** Runs when the app closes. */
  close?: () => void | Promise<void>;
}

export type FeatureFactory = (context: FeatureContext) => Feature | Promise<Feature>;
