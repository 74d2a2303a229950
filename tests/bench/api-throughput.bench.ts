import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import type { BenchRow, BenchSuite } from './harness';
import { median } from './harness';
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

const ROUNDS = 3;
const load = (url: string) => autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers: HEADERS });

/**
 * GET /api/calculator on the built server against a bare Fastify route, each in its own
 * process, 50 connections over loopback, in alternating rounds (so a burst of load elsewhere on
 * the machine hits both); medians of the rounds.
 */
const suite: BenchSuite = {
  title: `API throughput: GET /api/calculator vs a bare Fastify route (autocannon, ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${SECONDS} s, medians)`,
  async run() {
    const server = await startBuiltServer();
    const sample = await fetch(`${server.baseUrl}/api/calculator`, { headers: HEADERS });
    const bytes = (await sample.arrayBuffer()).byteLength;
    const bare = await startBareServer(bytes);
    try {
      const api: autocannon.Result[] = [];
      const yardstick: autocannon.Result[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        api.push(await load(`${server.baseUrl}/api/calculator`));
        yardstick.push(await load(`${bare.url}/bare`));
      }
      const rps = (runs: autocannon.Result[]) => median(runs.map((r) => r.requests.average));
      const p99 = (runs: autocannon.Result[]) => median(runs.map((r) => r.latency.p99));
      const failures = (runs: autocannon.Result[]) => runs.reduce((n, r) => n + r.errors + r.non2xx, 0);
      const ratios = api.map((r, i) => r.requests.average / yardstick[i]!.requests.average);
      const note = `${machineLoad()}; errors ${failures(api)}/${failures(yardstick)}; ratios per round ${ratios.map((r) => r.toFixed(2)).join(', ')}`;
      const rows: BenchRow[] = [
        { name: 'GET /api/calculator', value: rps(api), unit: 'req/s', note },
        { name: 'bare Fastify route (same reply size)', value: rps(yardstick), unit: 'req/s' },
        { name: 'ratio /api/calculator : bare (median of rounds)', value: median(ratios), unit: 'x', atLeast: 0.6 },
        { name: 'GET /api/calculator p99 latency', value: p99(api), unit: 'ms', budget: 20 },
        { name: 'bare Fastify route p99 latency', value: p99(yardstick), unit: 'ms' },
      ];
      return rows;
    } finally {
      bare.stop();
      await server.stop();
    }
  },
};
export default suite;
