import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { BenchRow, BenchSuite } from './harness';
import { median } from './harness';
import { machineLoad } from './machine-load';
import { startBuiltServer } from './ui-built-server';

const CONNECTIONS = 50;
const SECONDS = 10;
// What browsers send: the read cache answers with its pre-compressed brotli body.
const HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

/** Starts a yardstick script of this folder in its own process; resolves with its base URL. */
async function startYardstick(script: string, env: Record<string, string>): Promise<{ url: string; stop: () => void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', `tests/bench/${script}`], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = () => child.kill('SIGTERM');
  process.once('exit', stop);
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  return { url, stop };
}

/**
 * What our server sent for `url` (as a browser asks for it, compressed), kept in a file for the bare
 * Node server to send again: read over node:http, since fetch would decode the body.
 */
function captured(url: string, dir: string, prefix: string): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: HEADERS }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const file = path.join(dir, prefix.toLowerCase());
          fs.writeFileSync(file, Buffer.concat(chunks));
          resolve({
            [`${prefix}_FILE`]: file,
            [`${prefix}_TYPE`]: String(res.headers['content-type'] ?? 'application/octet-stream'),
            [`${prefix}_ENCODING`]: String(res.headers['content-encoding'] ?? 'identity'),
          });
        });
      })
      .on('error', reject);
  });
}

const ROUNDS = 3;
const load = (url: string) => autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers: HEADERS });
/** A page rendered afresh by every request: each asks for another share link, which the page cache has not seen. */
const coldLoad = (url: string) => {
  let n = 0;
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: HEADERS,
    requests: [{ setupRequest: (request) => ({ ...request, path: `${new URL(url).pathname}?level=${++n}` }) }],
  });
};

const rps = (runs: autocannon.Result[]) => median(runs.map((r) => r.requests.average));
const p99 = (runs: autocannon.Result[]) => median(runs.map((r) => r.latency.p99));
const failures = (runs: autocannon.Result[]) => runs.reduce((n, r) => n + r.errors + r.non2xx, 0);
const bodyBytes = async (url: string) => (await (await fetch(url, { headers: HEADERS })).arrayBuffer()).byteLength;

/**
 * One of our routes against a bare route answering as many bytes, in alternating rounds. `goal` is the
 * least ratio wanted; none for a route whose work the bare route does not do (a database round trip).
 * `p99Budget` is in ms, or 'near-bare' for a body large enough that the bytes set the latency (a 130 kB
 * script over 50 connections waits ~150 ms on any server): then within 1.5x the bare server's p99.
 */
async function compare(
  label: string,
  ours: string,
  bare: string,
  bareLabel: string,
  goal: number | null = 0.6,
  p99Budget: number | 'near-bare' = 20,
): Promise<BenchRow[]> {
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
    {
      name: `${label} p99 latency`,
      value: p99(api),
      unit: 'ms',
      budget: p99Budget === 'near-bare' ? Math.max(20, 1.5 * p99(yardstick)) : p99Budget,
    },
    { name: `${bareLabel} p99 latency`, value: p99(yardstick), unit: 'ms' },
  ];
}

/** A rendered page missing the page cache on every request: server rendering's own cost, no yardstick. */
async function coldRender(url: string): Promise<BenchRow[]> {
  const runs: autocannon.Result[] = [];
  for (let round = 0; round < ROUNDS; round++) runs.push(await coldLoad(url));
  const note = `${machineLoad()}; errors ${failures(runs)}`;
  return [
    { name: `GET ${new URL(url).pathname}?level=<new> (rendered each time)`, value: rps(runs), unit: 'req/s', note },
    { name: 'rendered page p99 latency', value: p99(runs), unit: 'ms' },
  ];
}

/**
 * Our routes on the built server, at the default LOG_LEVEL (info: one access-log line per request),
 * each against a yardstick answering as many bytes in its own process, 50 connections over loopback,
 * in alternating rounds (so a burst of load elsewhere on the machine hits both); medians of the rounds.
 * - GET /api/calculator (a ~1 kB JSON reply from the read cache) against a bare Fastify route of the same
 *   size, and against the bare hello route (the goal of decision 0037: at least 0.6x, p99 at most 10 ms);
 * - GET /api/health/live (a tiny reply, no database): the fixed cost every request pays (hooks, headers,
 *   request id, access log, metrics); GET /api/health adds one database round trip, printed without a goal;
 * - GET / from the page cache, and a hashed script, against a bare node:http server sending the same
 *   compressed bytes from memory; and a page rendered afresh on every request, with no yardstick.
 */
const suite: BenchSuite = {
  title: `API and page throughput: our routes vs bare servers sending the same bytes (autocannon, ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${SECONDS} s, medians, LOG_LEVEL=info)`,
  async run() {
    const server = await startBuiltServer({ LOG_LEVEL: 'info' }, { discardOutput: true });
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'av-bench-bytes-'));
    const page = `${server.baseUrl}/`;
    const html = await (await fetch(page)).text();
    const script = /"(\/assets\/[^"]+\.js)"/.exec(html)?.[1]; // the entry, in the after-paint loader (decision 0023)
    if (!script) throw new Error('the page names no script');
    const bareFastify = await startYardstick('bare-fastify-server.ts', {
      BARE_REPLY_BYTES: String(await bodyBytes(`${server.baseUrl}/api/calculator`)),
      BARE_HELLO_BYTES: String(await bodyBytes(`${server.baseUrl}/api/health/live`)),
    });
    const bareNode = await startYardstick('bare-node-server.ts', {
      ...(await captured(page, dir, 'BARE_PAGE')),
      ...(await captured(`${server.baseUrl}${script}`, dir, 'BARE_ASSET')),
    });
    try {
      return [
        ...(await compare(
          'GET /api/calculator',
          `${server.baseUrl}/api/calculator`,
          `${bareFastify.url}/hello`,
          'bare Fastify hello route',
          0.6,
          10,
        )),
        ...(await compare(
          'GET /api/calculator',
          `${server.baseUrl}/api/calculator`,
          `${bareFastify.url}/bare`,
          'bare Fastify route (1 kB JSON)',
        )),
        ...(await compare(
          'GET /api/health/live',
          `${server.baseUrl}/api/health/live`,
          `${bareFastify.url}/hello`,
          'bare Fastify hello route',
        )),
        ...(await compare('GET /api/health', `${server.baseUrl}/api/health`, `${bareFastify.url}/hello`, 'bare Fastify hello route', null)),
        ...(await compare('GET / (page cache)', page, `${bareNode.url}/page`, 'bare Node server, same bytes', 0.7)),
        ...(await compare(
          `GET ${script}`,
          `${server.baseUrl}${script}`,
          `${bareNode.url}/asset`,
          'bare Node server, same file',
          0.7,
          'near-bare',
        )),
        ...(await coldRender(`${server.baseUrl}/valorant-account-value`)),
      ];
    } finally {
      bareFastify.stop();
      bareNode.stop();
      fs.rmSync(dir, { recursive: true, force: true });
      await server.stop();
    }
  },
};
export default suite;
