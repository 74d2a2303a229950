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
async function startBareServer(bytes: number, helloBytes: number): Promise<{ url: string; stop: () => void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/bench/bare-fastify-server.ts'], {
    env: { ...process.env, BARE_REPLY_BYTES: String(bytes), BARE_HELLO_BYTES: String(helloBytes) },
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

const rps = (runs: autocannon.Result[]) => median(runs.map((r) => r.requests.average));
const p99 = (runs: autocannon.Result[]) => median(runs.map((r) => r.latency.p99));
const failures = (runs: autocannon.Result[]) => runs.reduce((n, r) => n + r.errors + r.non2xx, 0);
const bodyBytes = async (url: string) => (await (await fetch(url, { headers: HEADERS })).arrayBuffer()).byteLength;

/**
 * One of our routes against a bare route answering as many bytes, in alternating rounds. `goal` is the
 * least ratio wanted; none for a route whose work the bare route does not do (a database round trip).
 */
async function compare(label: string, ours: string, bare: string, bareLabel: string, goal: number | null = 0.6): Promise<BenchRow[]> {
  const api: autocannon.Result[] = [];
  const yardstick: autocannon.Result[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    api.push(await load(ours));
    yardstick.push(await load(bare));
  }
  const ratios = api.map((r, i) => r.requests.average / yardstick[i]!.requests.average);
  const note = `${machineLoad()}; errors ${failures(api)}/${failures(yardstick)}; ratios per round ${ratios.map((r) => r.toFixed(2)).join(', ')}`;
  return [
    { name: label, value: rps(api), unit: 'req/s', note },
    { name: bareLabel, value: rps(yardstick), unit: 'req/s' },
    { name: `ratio ${label.replace(/^GET /, '')} : bare (median of rounds)`, value: median(ratios), unit: 'x', atLeast: goal ?? undefined },
    { name: `${label} p99 latency`, value: p99(api), unit: 'ms', budget: 20 },
    { name: `${bareLabel} p99 latency`, value: p99(yardstick), unit: 'ms' },
  ];
}

/**
 * Two of our routes on the built server, each against a bare Fastify route answering as many bytes,
 * each in its own process, 50 connections over loopback, in alternating rounds (so a burst of load
 * elsewhere on the machine hits both); medians of the rounds. GET /api/calculator (a ~1 kB JSON
 * reply from the read cache) shows what a typical API reply costs; GET /api/health/live (a tiny reply,
 * no database) shows the fixed cost every request pays (hooks, headers, request id, logging, metrics);
 * GET /api/health adds one database round trip to that, which the hello route does not make, so its
 * ratio is printed without a goal.
 */
const suite: BenchSuite = {
  title: `API throughput: our routes vs bare Fastify routes of the same reply size (autocannon, ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${SECONDS} s, medians)`,
  async run() {
    const server = await startBuiltServer();
    const bare = await startBareServer(
      await bodyBytes(`${server.baseUrl}/api/calculator`),
      await bodyBytes(`${server.baseUrl}/api/health/live`),
    );
    try {
      return [
        ...(await compare('GET /api/calculator', `${server.baseUrl}/api/calculator`, `${bare.url}/bare`, 'bare Fastify route (1 kB JSON)')),
        ...(await compare('GET /api/health/live', `${server.baseUrl}/api/health/live`, `${bare.url}/hello`, 'bare Fastify hello route')),
        ...(await compare('GET /api/health', `${server.baseUrl}/api/health`, `${bare.url}/hello`, 'bare Fastify hello route', null)),
      ];
    } finally {
      bare.stop();
      await server.stop();
    }
  },
};
export default suite;
