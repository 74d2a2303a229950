import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));
const OUTPUTS = ['dist/client/index.html', 'dist/ssr/entry-server.js', 'dist/server/server.js'];
const SOURCES = [
  'src',
  'schemas',
  'content',
  'public',
  'index.html',
  'package-lock.json',
  'vite.config.ts',
  'vite.ssr.config.ts',
  'vite.server.config.ts',
];

function newestMtime(target) {
  const full = path.join(root, target);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(full, { recursive: true })) {
    newest = Math.max(newest, fs.statSync(path.join(full, String(entry))).mtimeMs);
  }
  return newest;
}

/** True when an output is missing or any source is newer than the oldest output. */
export function isBuildStale() {
  const outputs = OUTPUTS.map((file) => path.join(root, file));
  if (!outputs.every((file) => fs.existsSync(file))) return true;
  const builtAt = Math.min(...outputs.map((file) => fs.statSync(file).mtimeMs));
  return SOURCES.some((source) => newestMtime(source) > builtAt);
}
