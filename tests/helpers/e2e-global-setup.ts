import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { findChromium } from './chromium';
import { startFakeSyndication } from '../fakes/syndication/fake-syndication';
import { E2E_ART } from '../fakes/skin-images/e2e-art';
import { startFakeImageHost } from '../fakes/skin-images/fake-image-host';
import { E2E_WORKERS } from './e2e-workers';
import { ensureBuilt, startInstance } from './server-process';
import { CONFIGURED_LINKS_ENV } from './site-links';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One site per worker (see e2e-site.ts). */
    baseUrls: string[];
    operator: { username: string; key: string };
  }
}

/**
 * Builds the site when stale, starts the real server on free ports, once per worker, each with a
 * temporary database and a known operator, and hands the URLs to the tests.
 */
export default async function setup(project: TestProject) {
  findChromium(); // fail first, with the install hint, when no browser is there
  ensureBuilt();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'av-e2e-'));
  // The blog's tweet cards are fed from a fake syndication endpoint: browser tests touch only 127.0.0.1.
  const syndication = await startFakeSyndication();
  // Skin art comes from a fake CommunityDragon holding Annie's images only: her pages show real images
  // served by our origin, every other skin its placeholder (as when the host has no file).
  const artHost = await startFakeImageHost((asset) => (E2E_ART.test(asset) ? 'image' : { status: 404 }));
  const operator = { username: 'e2e-operator', key: crypto.randomBytes(12).toString('hex') };
  // One site per worker, each on its own database: files running side by side never see each other's
  // edits. A server that fails to start takes the others down with the process (server-process.ts).
  const servers = await Promise.all(
    Array.from({ length: E2E_WORKERS }, (_, i) =>
      startInstance(
        `e2e-${i + 1}`,
        {
          DATABASE_URL: `file:${path.join(dir, `e2e-${i + 1}.db`)}`,
          OPERATOR_USERNAME: operator.username,
          OPERATOR_KEY: operator.key,
          TWEET_API_BASE_URL: syndication.url,
          SKIN_IMAGES_URL: artHost.url,
          // Every outbound link configured, as on a live site (tests of unconfigured links render without them).
          ...CONFIGURED_LINKS_ENV,
        },
        'built',
      ),
    ),
  );
  project.provide(
    'baseUrls',
    servers.map((server) => server.url),
  );
  project.provide('operator', operator);

  return async () => {
    await Promise.all(servers.map((server) => server.kill()));
    await syndication.close();
    await artHost.close();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
