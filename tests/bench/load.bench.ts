import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import type { BenchSuite } from './harness';
import { driveLoad } from './load-run';
import { startCluster, createDatabase } from '../pg/cluster';
import { startInstance, startInstances } from '../helpers/server-process';
// @ts-expect-error plain ESM script without types
import { isBuildStale } from '../../scripts/build-freshness.mjs';

export function ensureBuilt(): void {
  if (!isBuildStale()) return;
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('npm run build failed');
}

const OPERATOR = { OPERATOR_USERNAME: 'bench', OPERATOR_KEY: 'bench operator key' };

const suite: BenchSuite = {
  title: 'Load: a realistic mix of pages and reads (autocannon)',
  async run() {
    ensureBuilt();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'av-load-'));
    const rows = [];
    try {
      const single = await startInstance('sqlite', { DATABASE_URL: `file:${path.join(dir, 'load.db')}`, ...OPERATOR }, 'built');
      try {
        rows.push(...(await driveLoad('1 instance, SQLite', [single.url])));
      } finally {
        await single.kill();
      }
      const cluster = await startCluster();
      try {
        const database = await createDatabase(cluster.adminUrl, 'load');
        const pair = await startInstances(['A', 'B'], { DATABASE_URL: database.url, DATABASE_POOL_SIZE: '10', ...OPERATOR }, 'built');
        try {
          rows.push(
            ...(await driveLoad(
              '2 instances, PostgreSQL',
              pair.map((i) => i.url),
            )),
          );
        } finally {
          await Promise.all(pair.map((i) => i.kill()));
        }
      } finally {
        await cluster.stop();
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    return rows;
  },
};
export default suite;
