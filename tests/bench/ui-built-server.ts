// Starts the built site on 127.0.0.1 (free port, temporary database) for the browser benchmarks and tests,
// building it first when stale. The server is stopped by `stop()`, or when this process exits.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_FLAGS, findChromium } from '../helpers/chromium';
import { ensureBuilt, startInstance, type StartOptions } from '../helpers/server-process';
import { CONFIGURED_LINKS_ENV } from '../helpers/site-links';

export interface BuiltServer {
  baseUrl: string;
  stop: () => Promise<void>;
}

/**
 * `env` adds to or overrides the server's environment (e.g. a Riot key and the fake Riot's base URL).
 * Every outbound link is configured, so pages are measured as a live site serves them (promo, banners, footer).
 */
export async function startBuiltServer(env: Record<string, string> = {}, options: StartOptions = {}): Promise<BuiltServer> {
  ensureBuilt();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'av-bench-'));
  const server = await startInstance(
    'built',
    { DATABASE_URL: `file:${path.join(dir, 'bench.db')}`, ...CONFIGURED_LINKS_ENV, ...env },
    'built',
    options,
  );
  return {
    baseUrl: server.url,
    stop: async () => {
      await server.kill();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const launchBenchBrowser = (): Promise<Browser> =>
  chromium.launch({
    executablePath: findChromium(),
    headless: true,
    args: [...CHROMIUM_FLAGS],
  });
