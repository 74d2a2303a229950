import type { BenchSuite } from './harness';
import { median, timeRuns } from './harness';
import { createTestApp } from '../helpers/test-app';

const suite: BenchSuite = {
  title: 'API latency (Fastify inject, no network)',
  async run() {
    const t = await createTestApp();
    try {
      const times = await timeRuns(() => t.app.inject({ method: 'GET', url: '/api/health' }), 200, 20);
      return [{ name: 'GET /api/health', value: median(times), unit: 'ms', budget: 2, note: 'median of 200' }];
    } finally {
      await t.close();
    }
  },
};
export default suite;
