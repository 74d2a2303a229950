import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './test-app';
import type { SsrEntry } from '../../src/shared/ssr';

/** The client's rendering entry from source, as the built server renders with its build. */
export const ssrEntry = (await import('../../src/client/entry-server')) as SsrEntry;

/** An app that renders pages as the site does (the client's entry, the fixture client build, the real site routes). */
export const createSsrApp = (env: Record<string, string> = {}): Promise<TestApp> =>
  createTestApp({ clientDir: path.resolve('tests/fixtures/client'), ssr: ssrEntry }, env);

/** One such app per test file: made before the file's tests, closed after them. */
export function useSsrApp(): () => TestApp {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createSsrApp();
  }, 60_000);
  afterAll(async () => t?.close());
  return () => t!;
}
