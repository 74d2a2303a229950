/**
 * Every environment variable the server reads, as one TypeBox schema checked by env-schema (decision
 * 0041). `description` is the sentence a bad value gets (`NAME: <description>, got "<value>"`);
 * `writeOnly` marks a secret, whose value is never repeated in an error.
 */
import envSchema from 'env-schema';
import type { Ajv, ErrorObject } from 'ajv';
import { Type, type Static } from 'typebox';

/** One URL rule for every address the server is given: an absolute http(s) URL with a host. */
function httpUrl(text: string): URL | null {
  const url = URL.canParse(text) ? new URL(text) : null;
  return url && (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname ? url : null;
}

/** The formats the schema names; an upstream's base URL also carries no query or fragment (paths are added to it). */
const URL_FORMATS = {
  'http-url': (text: string) => httpUrl(text) !== null,
  'base-url': (text: string) => !!httpUrl(text) && !/[?#]/.test(text),
};

const whole = (minimum: number, maximum: number, fallback: number, unit = '') =>
  Type.Integer({ minimum, maximum, default: fallback, description: `expected a whole number${unit} from ${minimum} to ${maximum}` });
const oneOf = <T extends string>(values: readonly T[], fallback: T, description = `expected one of ${values.join(', ')}`) =>
  Type.Union(
    values.map((value) => Type.Literal(value)),
    { default: fallback, description },
  );
const baseUrl = (example: string) =>
  Type.String({ format: 'base-url', default: example, description: `expected an http(s) URL without query, such as ${example}` });
const link = () =>
  Type.Optional(Type.String({ format: 'http-url', description: 'expected an http(s) address such as https://discord.gg/your-server' }));
const text = (description = '', pattern = '', writeOnly = false) =>
  Type.Optional(Type.String({ ...(description && { description, pattern }), ...(writeOnly && { writeOnly }) }));
const secret = (description?: string, pattern?: string) => text(description, pattern, true);

/** A year: a longer refresh interval is a typo, not a choice. */
const MAX_REFRESH_INTERVAL_S = 365 * 24 * 60 * 60;

const EnvSchema = Type.Object({
  PORT: whole(0, 65535, 3000),
  HOST: Type.String({ default: '0.0.0.0' }),
  LOG_LEVEL: oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], 'info'),
  // Read by its own rule in env.ts (http/trust-proxy.ts): true, false, a hop count or proxy addresses.
  TRUST_PROXY: Type.String({ default: 'false' }),
  SHUTDOWN_GRACE_SECONDS: whole(0, 300, 10, ' of seconds'),
  PAGE_CACHE_MB: whole(1, 4096, 64, ' of megabytes'),
  SHARE_IMAGE_CACHE_MB: whole(1, 4096, 32, ' of megabytes'),
  // Its own rule (public-url.ts): an origin only, since every absolute URL of the site is built on it.
  PUBLIC_URL: text(),
  // A bearer token travels in a header: printable characters without spaces, long enough not to be guessed.
  METRICS_TOKEN: secret('expected 16 to 256 printable characters without spaces', '^[\\x21-\\x7e]{16,256}$'),
  DATABASE_URL: Type.String({
    pattern: '^(file:.+|postgres(ql)?://.*)$',
    default: 'file:var/app.db',
    writeOnly: true,
    description: 'expected file:<path> (such as file:var/app.db) or postgres://...',
  }),
  DATABASE_POOL_SIZE: whole(1, 100, 10),
  DATABASE_TLS: oneOf(['off', 'require', 'verify'], 'off'),
  DATABASE_TLS_CA: text(),
  OPERATOR_USERNAME: text(),
  OPERATOR_KEY: secret('must be at least 8 characters', '^.{8,}$'),
  RIOT_API_KEY: secret(),
  RIOT_API_BASE_URL: baseUrl('https://{route}.api.riotgames.com'),
  RIOT_ACCOUNT_REGION: oneOf(['americas', 'asia', 'europe'], 'europe', 'expected americas, asia or europe'),
  WASTED_TIME_REFRESH_INTERVAL: whole(1, MAX_REFRESH_INTERVAL_S, 86400, ' of seconds'),
  // At most 0.9: visitors always keep a tenth of every window, however the share is set.
  WASTED_TIME_REFRESH_SHARE: Type.Number({
    exclusiveMinimum: 0,
    maximum: 0.9,
    default: 0.2,
    description: 'expected a number greater than 0 and at most 0.9, such as 0.2',
  }),
  CONTENTFUL_SPACE_ID: text(),
  CONTENTFUL_ACCESS_TOKEN: secret(),
  CONTENTFUL_ENVIRONMENT: Type.String({
    pattern: '^[\\w.-]{1,64}$',
    default: 'master',
    description: 'expected an environment id such as master',
  }),
  // A bare host name (cdn.contentful.com, preview.contentful.com) or a full URL (the tests' fake).
  CONTENTFUL_HOST: Type.Union([Type.String({ pattern: '^[\\w.-]+(:\\d+)?$' }), Type.String({ format: 'base-url' })], {
    default: 'cdn.contentful.com',
    description: 'expected a host name such as cdn.contentful.com or an http(s) URL',
  }),
  TWEET_API_BASE_URL: baseUrl('https://cdn.syndication.twimg.com'),
  SKINS_SYNC_CDRAGON_URL: Type.Optional(Type.String({ format: 'base-url', description: 'expected an http(s) URL' })),
  SKINS_SYNC_WIKI_URL: Type.Optional(Type.String({ format: 'http-url', description: 'expected an http(s) URL' })),
  // Skin art is fetched once per image, then served from our store; off never fetches.
  SKIN_IMAGES_URL: Type.Union([Type.Literal('off'), Type.String({ format: 'base-url' })], {
    default: 'https://raw.communitydragon.org',
    description: 'expected an http(s) URL without query, such as https://raw.communitydragon.org, or off',
  }),
  LINK_SUPPORT_URL: link(),
  LINK_CHAT_URL: link(),
  LINK_PARTNER_EMAIL: text('expected an e-mail address such as partners@your-site.com', '^[^\\s@<>"]+@[^\\s@<>"]+\\.[^\\s@<>".]+$'),
  LINK_PING_TEST_URL: link(),
  LINK_MMR_CHECKER_URL: link(),
  LINK_BOOSTING_URL: link(),
  LINK_BOOSTING_CODE: text("expected 1 to 40 letters, digits, '-' or '_'", '^[\\w-]{1,40}$'),
  LINK_X_URL: link(),
  LINK_FACEBOOK_URL: link(),
  LINK_TIKTOK_URL: link(),
  LINK_YOUTUBE_URL: link(),
});
export type Env = Static<typeof EnvSchema>;

/** A variable with a bad value: its name comes first, so the operator knows what to fix. */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(`${variable}: ${message}`);
    this.name = 'ConfigError';
  }
}

/** The variables of the schema, trimmed; an empty one counts as unset, so its default applies. */
function given(input: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.keys(EnvSchema.properties).flatMap((name) => (input[name]?.trim() ? [[name, input[name].trim()]] : [])));
}

/** env-schema's Ajv with our URL formats, made on the first read and kept: building one costs more than the check. */
let envAjv: Ajv | undefined;
const withUrlFormats = (ajv: Ajv): Ajv =>
  (envAjv = Object.entries(URL_FORMATS).reduce((all, [name, test]) => all.addFormat(name, test), ajv));

/** env-schema checks and converts (numbers, booleans, defaults); the first refusal becomes the variable's sentence. */
export function readEnv(input: Record<string, string | undefined>): Env {
  const data = given(input);
  try {
    return envSchema<Env>({
      schema: { ...EnvSchema },
      data,
      env: false,
      ajv: envAjv ?? { customOptions: withUrlFormats },
    });
  } catch (error) {
    const first = (error as { errors?: ErrorObject[] }).errors?.[0];
    if (!first) throw error;
    const name = first.instancePath.slice(1) as keyof Env;
    const { description = first.message, writeOnly } = EnvSchema.properties[name] as { description?: string; writeOnly?: boolean };
    throw new ConfigError(name, writeOnly ? `${description}` : `${description}, got "${data[name]}"`);
  }
}
