// `npm start`: build the site when the build is missing or older than its sources, then serve it.
import { spawnSync } from 'node:child_process';
import { isBuildStale } from './build-freshness.mjs';

if (isBuildStale()) {
  console.log('Building the site (first start or sources changed)...');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', shell: process.platform === 'win32' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await import('../dist/server/server.js');
