import type { SiteLinks } from '../shared/api/site-links';
import { ConfigError, readEnv, type Env } from './env-schema';
import { parseTrustProxy, type TrustProxy } from './http/trust-proxy';
import { parsePublicUrl } from './public-url';

export { ConfigError };

/** A bad value throws a ConfigError naming the variable, so the server never starts half-configured. */
export interface ServerConfig {
  port: number;
  host: string;
  database: { kind: 'sqlite'; file: string } | PostgresConfig;
  operator: { username: string; key: string } | null;
  riotApiKey: string | null;
  /** `{route}` is replaced by the platform or regional routing value. */
  riotApiBaseUrl: string;
  /** Regional cluster asked for accounts: the one nearest the server. */
  riotAccountCluster: 'americas' | 'asia' | 'europe';
  /** Stored players are refreshed in the background once their last refresh is this old, on this share of each Riot limit window. */
  wastedTimeRefresh: { intervalMs: number; share: number };
  /** The blog's Contentful space; null serves the local posts of content/blog. */
  contentful: { spaceId: string; accessToken: string; environment: string; host: string } | null;
  tweetApiBaseUrl: string;
  /** Live skin sources; null syncs from the bundled snapshot (works offline). */
  skinSync: { cdragonUrl: string; wikiUrl: string } | null;
  /** The skin art host (CommunityDragon; a patch folder and the asset path are added); null never fetches (SKIN_IMAGES_URL=off). */
  skinImagesUrl: string | null;
  /** Outbound links and addresses shown to visitors (LINK_*, decision 0025); an unset one is null and not shown. */
  siteLinks: SiteLinks;
  logLevel: string;
  /** Fastify's trustProxy (http/trust-proxy.ts): false, true, a hop count, or proxy addresses. */
  trustProxy: TrustProxy;
  /** After SIGTERM: how long the instance keeps serving (reporting not-ready) before it closes its listener. */
  shutdownGraceSeconds: number;
  /** PAGE_CACHE_MB: what the rendered pages kept in memory may weigh, in bytes. */
  pageCacheBytes: number;
  /** SHARE_IMAGE_CACHE_MB: what the share images kept in memory may weigh, in bytes (the disk keeps more). */
  shareImageCacheBytes: number;
  /** Lets callers other than this machine read /metrics with `Authorization: Bearer <token>`; null: loopback only. */
  metricsToken: string | null;
  /** PUBLIC_URL: the site's public origin for absolute URLs (public-url.ts); null: each request's origin. */
  publicUrl: string | null;
}

/**
 * PostgreSQL: pool connections per instance (instances x poolSize must stay under the server's max_connections),
 * and TLS: off, require (encrypted, certificate not checked) or verify (checked against tlsCa or the system CAs).
 */
export interface PostgresConfig {
  kind: 'postgres';
  url: string;
  poolSize: number;
  tls: 'off' | 'require' | 'verify';
  tlsCa: string | null;
}

/** Two variables that only mean something together: both or neither. */
function together<T>(env: Env, a: keyof Env, b: keyof Env, make: (a: string, b: string) => T): T | null {
  const [first, second] = [env[a], env[b]] as (string | undefined)[];
  if (!first && !second) return null;
  if (!first || !second) throw new ConfigError(first ? b : a, `must be set together with ${first ? a : b}`);
  return make(first, second);
}

/** Paths are appended to a base URL, so its trailing slash goes. */
const base = (url: string) => url.replace(/\/+$/, '');

// Names reserved for examples and documentation (RFC 2606, RFC 6761): never a real destination.
const PLACEHOLDER_HOST = /(^|\.)(example\.(com|net|org)|example|invalid)$/i;

function notPlaceholder(name: keyof Env, value: string | undefined, host = (v: string) => new URL(v).hostname): string | null {
  if (value === undefined) return null;
  const hostname = host(value);
  if (PLACEHOLDER_HOST.test(hostname))
    throw new ConfigError(name, `${hostname} is a placeholder (a name reserved for examples): set the real address or leave it unset`);
  return value;
}

function siteLinks(env: Env): SiteLinks {
  const link = (name: keyof Env & `LINK_${string}`) => notPlaceholder(name, env[name] as string | undefined);
  return {
    supportUrl: link('LINK_SUPPORT_URL'),
    chatUrl: link('LINK_CHAT_URL'),
    partnerEmail: notPlaceholder('LINK_PARTNER_EMAIL', env.LINK_PARTNER_EMAIL, (email) => email.slice(email.indexOf('@') + 1)),
    pingTestUrl: link('LINK_PING_TEST_URL'),
    mmrCheckerUrl: link('LINK_MMR_CHECKER_URL'),
    boosting: together(env, 'LINK_BOOSTING_URL', 'LINK_BOOSTING_CODE', (url, discountCode) => ({
      url: link('LINK_BOOSTING_URL')!,
      discountCode,
    })),
    social: {
      twitter: link('LINK_X_URL'),
      facebook: link('LINK_FACEBOOK_URL'),
      tiktok: link('LINK_TIKTOK_URL'),
      youtube: link('LINK_YOUTUBE_URL'),
    },
  };
}

function database(env: Env): ServerConfig['database'] {
  const url = env.DATABASE_URL;
  if (url.startsWith('file:')) return { kind: 'sqlite', file: url.slice('file:'.length) };
  if (env.DATABASE_TLS_CA && env.DATABASE_TLS !== 'verify')
    throw new ConfigError('DATABASE_TLS_CA', 'is only used with DATABASE_TLS=verify');
  return { kind: 'postgres', url, poolSize: env.DATABASE_POOL_SIZE, tls: env.DATABASE_TLS, tlsCa: env.DATABASE_TLS_CA ?? null };
}

function trustProxy(raw: string): TrustProxy {
  const trust = parseTrustProxy(raw);
  if (trust === null)
    throw new ConfigError(
      'TRUST_PROXY',
      `expected true, false, a number of proxies, or proxy addresses (such as 10.0.0.1,10.1.0.0/16), got "${raw}"`,
    );
  return trust;
}

export function readConfig(input: Record<string, string | undefined>): ServerConfig {
  const env = readEnv(input);
  return {
    port: env.PORT,
    host: env.HOST,
    database: database(env),
    operator: together(env, 'OPERATOR_USERNAME', 'OPERATOR_KEY', (username, key) => ({ username, key })),
    riotApiKey: env.RIOT_API_KEY ?? null,
    riotApiBaseUrl: base(env.RIOT_API_BASE_URL),
    riotAccountCluster: env.RIOT_ACCOUNT_REGION,
    wastedTimeRefresh: { intervalMs: env.WASTED_TIME_REFRESH_INTERVAL * 1000, share: env.WASTED_TIME_REFRESH_SHARE },
    contentful: together(env, 'CONTENTFUL_SPACE_ID', 'CONTENTFUL_ACCESS_TOKEN', (spaceId, accessToken) => ({
      spaceId,
      accessToken,
      environment: env.CONTENTFUL_ENVIRONMENT,
      host: base(env.CONTENTFUL_HOST),
    })),
    tweetApiBaseUrl: base(env.TWEET_API_BASE_URL),
    skinSync: together(env, 'SKINS_SYNC_CDRAGON_URL', 'SKINS_SYNC_WIKI_URL', (cdragonUrl, wikiUrl) => ({ cdragonUrl, wikiUrl })),
    skinImagesUrl: env.SKIN_IMAGES_URL === 'off' ? null : base(env.SKIN_IMAGES_URL),
    siteLinks: siteLinks(env),
    logLevel: env.LOG_LEVEL,
    trustProxy: trustProxy(env.TRUST_PROXY),
    shutdownGraceSeconds: env.SHUTDOWN_GRACE_SECONDS,
    pageCacheBytes: env.PAGE_CACHE_MB * 1024 * 1024,
    shareImageCacheBytes: env.SHARE_IMAGE_CACHE_MB * 1024 * 1024,
    metricsToken: env.METRICS_TOKEN ?? null,
    publicUrl: parsePublicUrl(env.PUBLIC_URL ?? null),
  };
}
