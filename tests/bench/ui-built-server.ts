// Starts the built site on 127.0.0.1 (free port, temporary database) for the browser benchmarks,
// building it first when stale. The server is stopped by `stop()`, or when this process exits.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_FLAGS, findChromium } from '../helpers/chromium';
// @ts-expect-error plain ESM script without types
import { isBuildStale } from '../../scripts/build-freshness.mjs';
import { freePort } from '../helpers/free-port';

export interface BuiltServer {
  baseUrl: string;
  stop: () => Promise<void>;
}

/** `env` adds to or overrides the server's environment (e.g. a Riot key and the fake Riot's base URL). */
export async function startBuiltServer(env: Record<string, string> = {}): Promise<BuiltServer> {
  if (isBuildStale()) {
    const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build failed');
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'av-bench-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['dist/server/server.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `file:${path.join(dir, 'bench.db')}`,
      LOG_LEVEL: 'warn',
      RIOT_API_KEY: '',
      CONTENTFUL_SPACE_ID: '',
      CONTENTFUL_ACCESS_TOKEN: '',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const killOnExit = () => child.kill('SIGTERM');
  process.once('exit', killOnExit);
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}`);
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error('The server did not answer /api/health within 30 s');
    }
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseUrl,
    stop: async () => {
      process.off('exit', killOnExit);
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
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
