import type { BlogSettings } from '../../../src/server/blog/create-blog';
import { createTestApp } from '../../helpers/test-app';
import type { FakeContentful } from '../../fakes/contentful/fake-contentful';

type LogLine = { level: number; msg: string } & Record<string, unknown>;

/** Log lines of a test app, parsed from pino's JSON output. */
export function logCollector() {
  const lines: LogLine[] = [];
  return { lines, logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line) as LogLine) } } };
}

/** Environment for a test app reading the fake Contentful (and, optionally, the fake syndication endpoint). */
export function contentfulEnv(fake: FakeContentful, tweetBase = 'http://127.0.0.1:9'): Record<string, string> {
  return {
    CONTENTFUL_SPACE_ID: fake.space,
    CONTENTFUL_ACCESS_TOKEN: fake.token,
    CONTENTFUL_ENVIRONMENT: fake.environment,
    CONTENTFUL_HOST: fake.url,
    TWEET_API_BASE_URL: tweetBase,
  };
}

/**
 * Short timings, so slow and failing upstreams show within a test; every request reaches the blog
 * service (no kept replies), whose cache these tests are about.
 */
export const FAST: BlogSettings = { timeoutMs: 400, retryLimit: 0, slowMs: 150, replyMaxAgeMs: 0 };

export function blogApp(env: Record<string, string>, blog: BlogSettings = FAST, logger?: object) {
  return createTestApp({ settings: { blog }, ...(logger ? { logger } : {}) }, env);
}
