import type { SiteLinks } from '../shared/api/site-links';
import { parseTrustProxy, type TrustProxy } from './http/trust-proxy';
import { parsePublicUrl } from './public-url';

/** Where tweet cards are fetched from unless TWEET_API_BASE_URL says otherwise. */
const SYNDICATION_BASE_URL = 'https://cdn.syndication.twimg.com';
/** Where skin art is fetched from (once per image, then served from our store) unless SKIN_IMAGES_URL says otherwise. */
const SKIN_IMAGES_BASE_URL = 'https://raw.communitydragon.org';

/**
 * Server configuration, read once from the environment and validated.
 * A bad value throws a ConfigError naming the variable, so the server never starts half-configured.
 */
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
  /** The tweet syndication endpoint the blog's tweet cards are fed from. */
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

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(`${variable}: ${message}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function optional(env: Env, name: string): string | null {
  const value = env[name]?.trim();
  return value ? value : null;
}

function parsePort(raw: string | null): number {
  if (raw === null) return 3000;
  if (!/^\d+$/.test(raw)) throw new ConfigError('PORT', `expected a whole number from 0 to 65535, got "${raw}"`);
  const port = Number(raw);
  if (port > 65535) throw new ConfigError('PORT', `expected a whole number from 0 to 65535, got ${raw}`);
  return port;
}

const TLS_MODES = ['off', 'require', 'verify'] as const;

function parsePostgres(env: Env, url: string): PostgresConfig {
  const pool = optional(env, 'DATABASE_POOL_SIZE') ?? '10';
  if (!/^\d+$/.test(pool) || Number(pool) < 1 || Number(pool) > 100) {
    throw new ConfigError('DATABASE_POOL_SIZE', `expected a whole number from 1 to 100, got "${pool}"`);
  }
  const tls = optional(env, 'DATABASE_TLS') ?? 'off';
  if (!(TLS_MODES as readonly string[]).includes(tls)) throw new ConfigError('DATABASE_TLS', `expected one of ${TLS_MODES.join(', ')}`);
  const tlsCa = optional(env, 'DATABASE_TLS_CA');
  if (tlsCa && tls !== 'verify') throw new ConfigError('DATABASE_TLS_CA', 'is only used with DATABASE_TLS=verify');
  return { kind: 'postgres', url, poolSize: Number(pool), tls: tls as PostgresConfig['tls'], tlsCa };
}

function parseDatabase(env: Env): ServerConfig['database'] {
  const url = optional(env, 'DATABASE_URL') ?? 'file:var/app.db';
  if (url.startsWith('file:')) {
    const file = url.slice('file:'.length);
    if (!file) throw new ConfigError('DATABASE_URL', 'file: needs a path, e.g. file:var/app.db');
    return { kind: 'sqlite', file };
  }
  if (/^postgres(ql)?:\/\//.test(url)) return parsePostgres(env, url);
  throw new ConfigError('DATABASE_URL', `expected file:<path> or postgres://..., got "${url}"`);
}

function pair<K extends string>(env: Env, a: string, b: string, keys: [K, K]): Record<K, string> | null {
  const first = optional(env, a);
  const second = optional(env, b);
  if (!first && !second) return null;
  if (!first || !second) throw new ConfigError(first ? b : a, `must be set together with ${first ? a : b}`);
  return { [keys[0]]: first, [keys[1]]: second } as Record<K, string>;
}

function parseRiotBaseUrl(raw: string | null): string {
  const url = raw ?? 'https://{route}.api.riotgames.com';
  if (!/^https?:\/\/[^\s]+$/.test(url))
    throw new ConfigError('RIOT_API_BASE_URL', `expected an http(s) URL such as https://{route}.api.riotgames.com, got "${url}"`);
  return url;
}

function parseCluster(raw: string | null): ServerConfig['riotAccountCluster'] {
  const value = raw ?? 'europe';
  if (value !== 'americas' && value !== 'asia' && value !== 'europe')
    throw new ConfigError('RIOT_ACCOUNT_REGION', `expected americas, asia or europe, got "${value}"`);
  return value;
}

/** A year: a longer refresh interval is a typo, not a choice. */
const MAX_REFRESH_INTERVAL_S = 365 * 24 * 60 * 60;

function parseRefresh(env: Env): ServerConfig['wastedTimeRefresh'] {
  const interval = optional(env, 'WASTED_TIME_REFRESH_INTERVAL') ?? '86400';
  if (!/^\d+$/.test(interval) || Number(interval) < 1 || Number(interval) > MAX_REFRESH_INTERVAL_S)
    throw new ConfigError(
      'WASTED_TIME_REFRESH_INTERVAL',
      `expected a whole number of seconds from 1 to ${MAX_REFRESH_INTERVAL_S}, got "${interval}"`,
    );
  const share = optional(env, 'WASTED_TIME_REFRESH_SHARE') ?? '0.2';
  // At most 0.9: visitors always keep a tenth of every window, however the share is set.
  if (!/^(0(\.\d+)?|1(\.0+)?)$/.test(share) || Number(share) <= 0 || Number(share) > 0.9)
    throw new ConfigError('WASTED_TIME_REFRESH_SHARE', `expected a number greater than 0 and at most 0.9, such as 0.2, got "${share}"`);
  return { intervalMs: Number(interval) * 1000, share: Number(share) };
}

function parseBaseUrl(env: Env, name: string, fallback: string): string {
  const raw = optional(env, name) ?? fallback;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(name, `expected an http(s) URL such as ${fallback}, got "${raw}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new ConfigError(name, `expected an http(s) URL, got "${raw}"`);
  return url.origin;
}

function parseContentful(env: Env): ServerConfig['contentful'] {
  const keys = pair(env, 'CONTENTFUL_SPACE_ID', 'CONTENTFUL_ACCESS_TOKEN', ['spaceId', 'accessToken']);
  if (!keys) return null;
  const environment = optional(env, 'CONTENTFUL_ENVIRONMENT') ?? 'master';
  if (!/^[\w.-]{1,64}$/.test(environment))
    throw new ConfigError('CONTENTFUL_ENVIRONMENT', `expected an environment id such as master, got "${environment}"`);
  const host = optional(env, 'CONTENTFUL_HOST');
  // A bare host name (cdn.contentful.com, preview.contentful.com) or a full URL (the tests' fake).
  const checked =
    host === null
      ? 'cdn.contentful.com'
      : /^[\w.-]+(:\d+)?$/.test(host)
        ? host
        : parseBaseUrl(env, 'CONTENTFUL_HOST', 'https://cdn.contentful.com');
  return { ...keys, environment, host: checked };
}

function parseSkinSync(env: Env): ServerConfig['skinSync'] {
  const urls = pair(env, 'SKINS_SYNC_CDRAGON_URL', 'SKINS_SYNC_WIKI_URL', ['cdragonUrl', 'wikiUrl']);
  const checks = { SKINS_SYNC_CDRAGON_URL: urls?.cdragonUrl, SKINS_SYNC_WIKI_URL: urls?.wikiUrl };
  for (const [name, url] of Object.entries(checks)) {
    if (url !== undefined && !/^https?:\/\/[^\s]+$/.test(url)) throw new ConfigError(name, `expected an http(s) URL, got "${url}"`);
  }
  return urls;
}

function parseSkinImagesUrl(env: Env): string | null {
  const raw = optional(env, 'SKIN_IMAGES_URL') ?? SKIN_IMAGES_BASE_URL;
  if (raw === 'off') return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError('SKIN_IMAGES_URL', `expected an http(s) URL such as ${SKIN_IMAGES_BASE_URL}, or off, got "${raw}"`);
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.search || url.hash)
    throw new ConfigError('SKIN_IMAGES_URL', `expected an http(s) URL without query, such as ${SKIN_IMAGES_BASE_URL}, got "${raw}"`);
  // A mirror may live under a path; the patch folder goes after it.
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

// Names reserved for examples and documentation (RFC 2606, RFC 6761): never a real destination.
const PLACEHOLDER_HOST = /(^|\.)(example\.(com|net|org)|example|invalid)$/i;

function linkUrl(env: Env, name: string): string | null {
  const raw = optional(env, name);
  if (raw === null) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(name, `expected an http(s) address such as https://discord.gg/your-server, got "${raw}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new ConfigError(name, `expected an http(s) address such as https://discord.gg/your-server, got "${raw}"`);
  if (PLACEHOLDER_HOST.test(url.hostname))
    throw new ConfigError(name, `${url.hostname} is a placeholder (a name reserved for examples): set the real address or leave it unset`);
  return url.href;
}

function partnerEmail(env: Env): string | null {
  const raw = optional(env, 'LINK_PARTNER_EMAIL');
  if (raw === null) return null;
  const domain = /^[^\s@<>"]+@([^\s@<>"]+\.[^\s@<>".]+)$/.exec(raw)?.[1];
  if (!domain) throw new ConfigError('LINK_PARTNER_EMAIL', `expected an e-mail address such as partners@your-site.com, got "${raw}"`);
  if (PLACEHOLDER_HOST.test(domain))
    throw new ConfigError(
      'LINK_PARTNER_EMAIL',
      `${domain} is a placeholder (a name reserved for examples): set the real address or leave it unset`,
    );
  return raw;
}

function boosting(env: Env): SiteLinks['boosting'] {
  const url = linkUrl(env, 'LINK_BOOSTING_URL');
  const discountCode = optional(env, 'LINK_BOOSTING_CODE');
  if (!url && !discountCode) return null;
  if (!url || !discountCode) throw new ConfigError(url ? 'LINK_BOOSTING_CODE' : 'LINK_BOOSTING_URL', 'must be set together with the other');
  if (!/^[\w-]{1,40}$/.test(discountCode))
    throw new ConfigError('LINK_BOOSTING_CODE', `expected 1 to 40 letters, digits, '-' or '_', got "${discountCode}"`);
  return { url, discountCode };
}

/** LINK_*: each optional, each checked (an address, not a placeholder); unset ones are not shown. */
function parseSiteLinks(env: Env): SiteLinks {
  return {
    supportUrl: linkUrl(env, 'LINK_SUPPORT_URL'),
    chatUrl: linkUrl(env, 'LINK_CHAT_URL'),
    partnerEmail: partnerEmail(env),
    pingTestUrl: linkUrl(env, 'LINK_PING_TEST_URL'),
    mmrCheckerUrl: linkUrl(env, 'LINK_MMR_CHECKER_URL'),
    boosting: boosting(env),
    social: {
      twitter: linkUrl(env, 'LINK_X_URL'),
      facebook: linkUrl(env, 'LINK_FACEBOOK_URL'),
      tiktok: linkUrl(env, 'LINK_TIKTOK_URL'),
      youtube: linkUrl(env, 'LINK_YOUTUBE_URL'),
    },
  };
}

function parseGrace(raw: string | null): number {
  if (raw === null) return 10;
  if (!/^\d+$/.test(raw) || Number(raw) > 300)
    throw new ConfigError('SHUTDOWN_GRACE_SECONDS', `expected a whole number of seconds from 0 to 300, got "${raw}"`);
  return Number(raw);
}

function parseMetricsToken(raw: string | null): string | null {
  if (raw === null) return null;
  // A bearer token travels in a header: printable characters without spaces, long enough not to be guessed.
  if (!/^[\x21-\x7e]{16,256}$/.test(raw)) throw new ConfigError('METRICS_TOKEN', 'expected 16 to 256 printable characters without spaces');
  return raw;
}

export function readConfig(env: Env): ServerConfig {
  const logLevel = optional(env, 'LOG_LEVEL') ?? 'info';
  if (!LOG_LEVELS.includes(logLevel)) throw new ConfigError('LOG_LEVEL', `expected one of ${LOG_LEVELS.join(', ')}`);
  const trust = parseTrustProxy(optional(env, 'TRUST_PROXY') ?? 'false');
  if (trust === null)
    throw new ConfigError('TRUST_PROXY', 'expected true, false, a number of proxies, or proxy addresses (such as 10.0.0.1,10.1.0.0/16)');
  const operatorKey = optional(env, 'OPERATOR_KEY');
  if (operatorKey !== null && operatorKey.length < 8) throw new ConfigError('OPERATOR_KEY', 'must be at least 8 characters');
  return {
    port: parsePort(optional(env, 'PORT')),
    host: optional(env, 'HOST') ?? '0.0.0.0',
    database: parseDatabase(env),
    operator: pair(env, 'OPERATOR_USERNAME', 'OPERATOR_KEY', ['username', 'key']),
    riotApiKey: optional(env, 'RIOT_API_KEY'),
    riotApiBaseUrl: parseRiotBaseUrl(optional(env, 'RIOT_API_BASE_URL')),
    riotAccountCluster: parseCluster(optional(env, 'RIOT_ACCOUNT_REGION')),
    wastedTimeRefresh: parseRefresh(env),
    contentful: parseContentful(env),
    tweetApiBaseUrl: parseBaseUrl(env, 'TWEET_API_BASE_URL', SYNDICATION_BASE_URL),
    skinSync: parseSkinSync(env),
    skinImagesUrl: parseSkinImagesUrl(env),
    siteLinks: parseSiteLinks(env),
    logLevel,
    trustProxy: trust,
    shutdownGraceSeconds: parseGrace(optional(env, 'SHUTDOWN_GRACE_SECONDS')),
    metricsToken: parseMetricsToken(optional(env, 'METRICS_TOKEN')),
    publicUrl: parsePublicUrl(optional(env, 'PUBLIC_URL')),
  };
}
