import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { findChromium } from './chromium';
import { startFakeSyndication } from '../fakes/syndication/fake-syndication';
import { ensureBuilt, startInstance } from './server-process';
import { CONFIGURED_LINKS_ENV } from './site-links';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    operator: { username: string; key: string };
  }
}

/**
 * Builds the site when stale, starts the real server on a free port with a temporary
 * database and a known operator, and hands the URL to the tests.
 */
export default async function setup(project: TestProject) {
  findChromium(); // fail first, with the install hint, when no browser is there
  ensureBuilt();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'av-e2e-'));
  // The blog's tweet cards are fed from a fake syndication endpoint: browser tests touch only 127.0.0.1.
  const syndication = await startFakeSyndication();
  const operator = { username: 'e2e-operator', key: crypto.randomBytes(12).toString('hex') };
  const server = await startInstance(
    'e2e',
    {
      DATABASE_URL: `file:${path.join(dir, 'e2e.db')}`,
      OPERATOR_USERNAME: operator.username,
      OPERATOR_KEY: operator.key,
      TWEET_API_BASE_URL: syndication.url,
      // Every outbound link configured, as on a live site (tests of unconfigured links render without them).
      ...CONFIGURED_LINKS_ENV,
    },
    'built',
  );
  const baseUrl = server.url;
  project.provide('baseUrl', baseUrl);
  project.provide('operator', operator);

  return async () => {
    await server.kill();
    await syndication.close();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
