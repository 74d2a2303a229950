/** Where tweet cards are fetched from unless TWEET_API_BASE_URL says otherwise. */
const SYNDICATION_BASE_URL = 'https://cdn.syndication.twimg.com';

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
  logLevel: string;
  trustProxy: boolean;
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

export function readConfig(env: Env): ServerConfig {
  const logLevel = optional(env, 'LOG_LEVEL') ?? 'info';
  if (!LOG_LEVELS.includes(logLevel)) throw new ConfigError('LOG_LEVEL', `expected one of ${LOG_LEVELS.join(', ')}`);
  const trust = optional(env, 'TRUST_PROXY') ?? 'false';
  if (trust !== 'true' && trust !== 'false') throw new ConfigError('TRUST_PROXY', 'expected true or false');
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
    logLevel,
    trustProxy: trust === 'true',
  };
}
