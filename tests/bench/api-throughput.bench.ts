import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import type { BenchRow, BenchSuite } from './harness';
import { machineLoad } from './machine-load';
import { startBuiltServer } from './ui-built-server';

const CONNECTIONS = 50;
const SECONDS = 10;
// What browsers send: the read cache answers with its pre-compressed brotli body.
const HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

/** Starts bare-fastify-server.ts in its own process; resolves with its base URL. */
async function startBareServer(bytes: number): Promise<{ url: string; stop: () => void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/bench/bare-fastify-server.ts'], {
    env: { ...process.env, BARE_REPLY_BYTES: String(bytes) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = () => child.kill('SIGTERM');
  process.once('exit', stop);
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  return { url, stop };
}

const load = (url: string) => autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers: HEADERS });

/**
 * GET /api/calculator on the built server against a bare Fastify route, each in its own
 * process, one after the other in the same bench run, 50 connections over loopback.
 */
const suite: BenchSuite = {
  title: `API throughput: GET /api/calculator vs a bare Fastify route (autocannon, ${CONNECTIONS} connections, ${SECONDS} s each)`,
  async run() {
    const server = await startBuiltServer();
    const sample = await fetch(`${server.baseUrl}/api/calculator`);
    const bytes = (await sample.arrayBuffer()).byteLength;
    const bare = await startBareServer(bytes);
    try {
      const api = await load(`${server.baseUrl}/api/calculator`);
      const yardstick = await load(`${bare.url}/bare`);
      const note = `${machineLoad()}; errors ${api.errors + api.non2xx}/${yardstick.errors + yardstick.non2xx}`;
      const rows: BenchRow[] = [
        { name: 'GET /api/calculator', value: api.requests.average, unit: 'req/s', note },
        { name: 'bare Fastify route (same reply size)', value: yardstick.requests.average, unit: 'req/s' },
        { name: 'ratio /api/calculator : bare', value: api.requests.average / yardstick.requests.average, unit: 'x', atLeast: 0.6 },
        { name: 'GET /api/calculator p99 latency', value: api.latency.p99, unit: 'ms', budget: 20 },
        { name: 'bare Fastify route p99 latency', value: yardstick.latency.p99, unit: 'ms' },
      ];
      return rows;
    } finally {
      bare.stop();
      await server.stop();
    }
  },
};
export default suite;
