import autocannon from 'autocannon';
import type { BenchRow } from './harness';
import { loadMix } from './load-mix';

export const CONNECTIONS = 200;
export const DURATION_S = Number(process.env.LOAD_SECONDS ?? 20);

/** Drives the mix at `urls` (connections spread over them) and returns requests/s, p50, p99 and errors. */
export async function driveLoad(label: string, urls: string[]): Promise<BenchRow[]> {
  const mix = await loadMix(urls[0]!);
  // autocannon spreads connections round-robin over several URLs (a load balancer's view); its types name only one.
  const url = urls as unknown as string;
  // Warm-up: caches, JIT, pool connections; not measured.
  await autocannon({ url, connections: 20, duration: 3, requests: mix.requests });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, requests: mix.requests });
  const errors = result.errors + result.timeouts + result.non2xx;
  const note = `${CONNECTIONS} connections, ${DURATION_S} s, ${mix.paths.length} paths${mix.skipped.length ? `; absent here: ${mix.skipped.join(' ')}` : ''}`;
  return [
    { name: `${label}: requests/s`, value: result.requests.average, unit: 'req/s', note },
    { name: `${label}: latency p50`, value: result.latency.p50, unit: 'ms' },
    { name: `${label}: latency p99`, value: result.latency.p99, unit: 'ms', budget: 50 },
    {
      name: `${label}: errors (errors, timeouts, non-2xx)`,
      value: errors,
      unit: '',
      budget: 0,
      note: `of ${result.requests.total} requests: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx`,
    },
  ];
}
