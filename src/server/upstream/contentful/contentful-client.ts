import { createClient } from 'contentful';
import type { UpstreamOutcome } from '../../operations/site-metrics';
import { attemptOutcome } from '../http/http-client';

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
 * How a failed SDK call ended: the SDK puts an HTTP failure's status in its message (JSON); a timeout or
 * a refused connection arrives as axios' own error, with its code.
 */
export function contentfulOutcome(error: unknown): UpstreamOutcome {
  const { message, code } = error as { message?: string; code?: string };
  try {
    const status = (JSON.parse(message ?? '') as { status?: unknown }).status;
    if (typeof status === 'number') return attemptOutcome(status);
  } catch {
    /* not the SDK's HTTP error */
  }
  return code === 'ECONNABORTED' || code === 'ETIMEDOUT' || /timeout/i.test(message ?? '') ? 'timeout' : 'network';
}

/**
 * Links the SDK cannot resolve from `includes` are dropped rather than left as bare references.
 * `onFetch` is told how each call ended (after the SDK's own retries).
 */
export function createContentfulClient(settings: ContentfulSettings, log: Logger, onFetch?: (outcome: UpstreamOutcome) => void) {
  const { host, insecure } = sdkHost(settings.host);
  const retryLimit = settings.retryLimit ?? CONTENTFUL_DEFAULTS.retryLimit;
  const client = createClient({
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
  if (!onFetch) return client;
  const getEntries = client.getEntries.bind(client);
  const counted = (async (...args: Parameters<typeof getEntries>) => {
    try {
      const reply = await getEntries(...args);
      onFetch('ok');
      return reply;
    } catch (error) {
      onFetch(contentfulOutcome(error));
      throw error;
    }
  }) as typeof getEntries;
  return Object.assign(Object.create(client) as typeof client, { getEntries: counted });
}

export type ContentfulClient = ReturnType<typeof createContentfulClient>;
