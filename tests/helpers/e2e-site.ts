import { inject } from 'vitest';

/** The base URL of the site this test file's worker owns (one per worker: e2e-workers.ts). */
export function siteUrl(): string {
  const urls = inject('baseUrls');
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  return urls[(worker - 1) % urls.length]!;
}
