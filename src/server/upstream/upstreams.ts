import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import type { ServerConfig } from '../env';
import type { SiteMetrics } from '../operations/site-metrics';
import { createContentfulClient, type ContentfulClient } from './contentful/contentful-client';
import { createDbBucketStore } from './http/db-bucket-store';
import { createRiotClient, type RiotClient } from './riot/riot-client';
import { createSkinImageClient, type SkinImageClient } from './skin-images/skin-image-client';
import { createSkinSourceClient, type SkinSourceClient } from './skin-sources/skin-source-client';
import { createSyndicationClient, type FetchTweet } from './tweets/syndication-client';

/** Every upstream vendor's client, built once from the configuration; null where it is not configured. */
export interface Upstreams {
  /** Null without RIOT_API_KEY; its rate limits are shared by every instance through the database. */
  riot: RiotClient | null;
  /** Null without CONTENTFUL_SPACE_ID and CONTENTFUL_ACCESS_TOKEN. */
  contentful: ContentfulClient | null;
  tweets: FetchTweet;
  /** Null without SKINS_SYNC_CDRAGON_URL and SKINS_SYNC_WIKI_URL (the sync reads the bundled snapshot). */
  skinSources: SkinSourceClient | null;
  /** Null with SKIN_IMAGES_URL=off: skin images are served from the store only. */
  skinImages: SkinImageClient | null;
}

/** Timings tests shorten. */
export interface UpstreamTuning {
  riot?: { backoffMs?: number };
  contentful?: { timeoutMs?: number; retryLimit?: number };
  skinImages?: { visitorTimeoutMs?: number; backgroundTimeoutMs?: number; backoffMs?: number };
}

/** What the clients report to /metrics: Riot requests and budget, Contentful and tweet fetches. */
export type UpstreamMetrics = Pick<SiteMetrics, 'riotAttempt' | 'riotBudget' | 'upstreamFetch'>;

/** The one place upstream clients are built from configuration (features receive them, never build them). */
export function upstreamsFromConfig(
  config: ServerConfig,
  db: Db,
  log: FastifyBaseLogger,
  tuning: UpstreamTuning = {},
  metrics?: UpstreamMetrics,
): Upstreams {
  return {
    riot: config.riotApiKey
      ? createRiotClient({
          apiKey: config.riotApiKey,
          baseUrl: config.riotApiBaseUrl,
          accountCluster: config.riotAccountCluster,
          buckets: createDbBucketStore(db),
          onRequest: metrics?.riotAttempt,
          onBudget: metrics?.riotBudget,
          ...tuning.riot,
        })
      : null,
    contentful: config.contentful
      ? createContentfulClient({ ...config.contentful, ...tuning.contentful }, log, (outcome) =>
          metrics?.upstreamFetch('contentful', outcome),
        )
      : null,
    tweets: createSyndicationClient(config.tweetApiBaseUrl, undefined, (outcome) => metrics?.upstreamFetch('tweets', outcome)),
    skinSources: config.skinSync ? createSkinSourceClient(config.skinSync) : null,
    skinImages: config.skinImagesUrl ? createSkinImageClient({ baseUrl: config.skinImagesUrl, ...tuning.skinImages }) : null,
  };
}
