import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { findChromium } from './chromium';
import { startFakeSyndication } from '../fakes/syndication/fake-syndication';
// @ts-expect-error plain ESM script without types
import { isBuildStale } from '../../scripts/build-freshness.mjs';
import { freePort } from './free-port';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    operator: { username: string; key: string };
  }
}

async function waitForHealth(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}:\n${log()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The server did not answer /api/health within 30 s:\n${log()}`);
}

/**
 * Builds the site when stale, starts the real server on a free port with a temporary
 * database and a known operator, and hands the URL to the tests.
 */
export default async function setup(project: TestProject) {
  findChromium(); // fail first, with the install hint, when no browser is there
  if (isBuildStale()) {
    const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build failed');
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'av-e2e-'));
  const port = await freePort();
  // The blog's tweet cards are fed from a fake syndication endpoint: browser tests touch only 127.0.0.1.
  const syndication = await startFakeSyndication();
  const operator = { username: 'e2e-operator', key: crypto.randomBytes(12).toString('hex') };
  let output = '';
  const child = spawn(process.execPath, ['dist/server/server.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `file:${path.join(dir, 'e2e.db')}`,
      OPERATOR_USERNAME: operator.username,
      OPERATOR_KEY: operator.key,
      LOG_LEVEL: 'warn',
      RIOT_API_KEY: '',
      CONTENTFUL_SPACE_ID: '',
      CONTENTFUL_ACCESS_TOKEN: '',
      TWEET_API_BASE_URL: syndication.url,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => {
    output += d.toString();
  });
  child.stderr?.on('data', (d: Buffer) => {
    output += d.toString();
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, child, () => output);
  project.provide('baseUrl', baseUrl);
  project.provide('operator', operator);

  return async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    await syndication.close();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
