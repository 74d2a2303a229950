import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { spawnSync } from 'node:child_process';
import type { BenchSuite } from './harness';

const clientDir = path.resolve('dist/client');
const gzipKb = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(clientDir, file)), { level: 9 }).length / 1024;

/** The JS a first visit to `/` downloads before anything renders: the entry script and its modulepreloads. */
function initialScripts(): string[] {
  const html = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  return [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
}

const suite: BenchSuite = {
  title: 'Bundle size (gzip -9 of the built client)',
  async run() {
    const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'error'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('vite build failed');
    const initial = initialScripts();
    const allJs = fs.readdirSync(path.join(clientDir, 'assets')).filter((f) => f.endsWith('.js')).map((f) => `assets/${f}`);
    const css = fs.readdirSync(path.join(clientDir, 'assets')).filter((f) => f.endsWith('.css')).map((f) => `assets/${f}`);
    const sum = (files: string[]) => files.reduce((total, f) => total + gzipKb(f), 0);
    return [
      { name: 'initial JS of / (entry + modulepreloads)', value: sum(initial), unit: 'kB', budget: 150, note: `${initial.length} files` },
      { name: 'all JS chunks of the site', value: sum(allJs), unit: 'kB', note: `${allJs.length} files` },
      { name: 'CSS', value: sum(css), unit: 'kB', note: `${css.length} files` },
    ];
  },
};
export default suite;
