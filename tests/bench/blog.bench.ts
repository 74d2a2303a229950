import os from 'node:os';
import autocannon from 'autocannon';
import type { BenchSuite } from './harness';
import { createTestApp } from '../helpers/test-app';
import { startFakeContentful } from '../fakes/contentful/fake-contentful';

const DURATION_S = 5;
const CONNECTIONS = 10;

/**
 * GET /api/contentful/999 under autocannon on a listening server that reads a fake Contentful on
 * 127.0.0.1: the first request fills the cache, every measured one is served from it.
 */
const suite: BenchSuite = {
  title: `Blog listing from the cache (autocannon, ${CONNECTIONS} connections, ${DURATION_S} s)`,
  async run() {
    const fake = await startFakeContentful();
    const t = await createTestApp(
      {},
      {
        CONTENTFUL_SPACE_ID: fake.space,
        CONTENTFUL_ACCESS_TOKEN: fake.token,
        CONTENTFUL_ENVIRONMENT: fake.environment,
        CONTENTFUL_HOST: fake.url,
      },
    );
    try {
      const url = `${await t.app.listen({ port: 0, host: '127.0.0.1' })}/api/contentful/999`;
      const warm = await fetch(url);
      if (!warm.ok) throw new Error(`warm-up answered ${warm.status}`);
      const before = fake.state.requests.length;
      const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
      const upstream = fake.state.requests.length - before;
      const note = `${result.requests.total} requests, ${result.non2xx} non-2xx, ${upstream} reached Contentful; load ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} CPUs`;
      return [
        { name: 'GET /api/contentful/999 latency p50', value: result.latency.p50, unit: 'ms', note },
        { name: 'GET /api/contentful/999 latency p99', value: result.latency.p99, unit: 'ms', budget: 20 },
        { name: 'GET /api/contentful/999 throughput (mean)', value: result.requests.average, unit: 'req/s' },
      ];
    } finally {
      await t.close();
      await fake.close();
    }
  },
};
export default suite;
