import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { spawnSync } from 'node:child_process';
import type { BenchSuite } from './harness';
import type { Response } from 'playwright-core';
import { launchBenchBrowser, startBuiltServer } from './ui-built-server';

const clientDir = path.resolve('dist/client');
const gzipKb = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(clientDir, file)), { level: 9 }).length / 1024;

/** The JS a first visit to `/` downloads before anything renders: the entry script and its modulepreloads. */
function initialScripts(): string[] {
  const html = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  return [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
}

/**
 * Every script a first visit to `/` actually fetches in Chromium, until the calculator form is up
 * and the network is idle: the entry, the lazy route chunks and whatever they import; with what
 * they cost on the wire as the server sends them (its compression, and the response headers).
 */
async function scriptsLoadedByHome(): Promise<{ files: string[]; wireBytes: number; headerBytes: number }> {
  const server = await startBuiltServer();
  const browser = await launchBenchBrowser();
  try {
    const page = await browser.newPage();
    const scripts = new Map<string, Response>();
    page.on('response', (res) => {
      const url = new URL(res.url());
      if (url.pathname.endsWith('.js')) scripts.set(url.pathname.slice(1), res);
    });
    await page.goto(`${server.baseUrl}/`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Calculate Now' }).waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    let wireBytes = 0;
    let headerBytes = 0;
    for (const res of scripts.values()) {
      const sizes = await res.request().sizes();
      wireBytes += sizes.responseBodySize + sizes.responseHeadersSize;
      headerBytes += sizes.responseHeadersSize;
    }
    return { files: [...scripts.keys()], wireBytes, headerBytes };
  } finally {
    await browser.close();
    await server.stop();
  }
}

const suite: BenchSuite = {
  title: 'Bundle size (gzip -9 of the built client)',
  async run() {
    const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'error'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('vite build failed');
    const initial = initialScripts();
    const allJs = fs
      .readdirSync(path.join(clientDir, 'assets'))
      .filter((f) => f.endsWith('.js'))
      .map((f) => `assets/${f}`);
    const css = fs
      .readdirSync(path.join(clientDir, 'assets'))
      .filter((f) => f.endsWith('.css'))
      .map((f) => `assets/${f}`);
    const sum = (files: string[]) => files.reduce((total, f) => total + gzipKb(f), 0);
    const loaded = await scriptsLoadedByHome();
    return [
      { name: 'initial JS of / (entry + modulepreloads)', value: sum(initial), unit: 'kB', budget: 150, note: `${initial.length} files` },
      {
        name: 'all JS / loads in Chromium (form shown)',
        value: sum(loaded.files),
        unit: 'kB',
        budget: 300,
        note: `${loaded.files.length} files`,
      },
      {
        name: 'the same on the wire (as served, with headers)',
        value: loaded.wireBytes / 1024,
        unit: 'kB',
        budget: 300,
        note: `of which headers ${(loaded.headerBytes / 1024).toFixed(1)} kB`,
      },
      { name: 'all JS chunks of the site', value: sum(allJs), unit: 'kB', note: `${allJs.length} files` },
      { name: 'CSS', value: sum(css), unit: 'kB', note: `${css.length} files` },
    ];
  },
};
export default suite;
