import { createClient } from 'contentful';

export interface ContentfulSettings {
  spaceId: string;
  accessToken: string;
  environment: string;
  /** `cdn.contentful.com` in production; `http://127.0.0.1:<port>` for the tests' fake. */
  host: string;
  /** Per attempt. The SDK's default is 30 s, with 5 retries backing off from ~2 s: a visitor would wait minutes. */
  timeoutMs?: number;
  /** Retries of 429, 5xx and connection errors (the SDK waits ~2 s, then ~2.5 s before them). */
  retryLimit?: number;
}

export const CONTENTFUL_DEFAULTS = { timeoutMs: 3000, retryLimit: 1 } as const;

interface Logger {
  warn: (obj: object, message: string) => void;
}

/** Splits `http://127.0.0.1:4000` into what the SDK wants: host:port and whether to use plain HTTP. */
export function sdkHost(host: string): { host: string; insecure: boolean } {
  const match = /^(https?):\/\/([^/]+)\/?$/.exec(host);
  return match ? { host: match[2]!, insecure: match[1] === 'http' } : { host, insecure: false };
}

/**
 * The Content Delivery API client. Links in the reply are resolved by the SDK from `includes`;
 * links it cannot resolve are dropped rather than left as bare references.
 */
export function createContentfulClient(settings: ContentfulSettings, log: Logger) {
  const { host, insecure } = sdkHost(settings.host);
  const retryLimit = settings.retryLimit ?? CONTENTFUL_DEFAULTS.retryLimit;
  return createClient({
    space: settings.spaceId,
    accessToken: settings.accessToken,
    environment: settings.environment,
    host,
    insecure,
    timeout: settings.timeoutMs ?? CONTENTFUL_DEFAULTS.timeoutMs,
    retryLimit,
    retryOnError: retryLimit > 0,
    // The SDK prints to the console by default; route it through the server's log instead.
    logHandler: (level, data) => {
      if (level === 'error' || level === 'warning')
        log.warn({ contentful: typeof data === 'string' ? data : data?.message }, 'Contentful SDK');
    },
  }).withoutUnresolvableLinks;
}

export type ContentfulClient = ReturnType<typeof createContentfulClient>;
