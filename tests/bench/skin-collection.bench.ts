import http from 'node:http';
import autocannon from 'autocannon';
import type { BenchRow, BenchSuite } from './harness';
import { median } from './harness';
import { machineLoad } from './machine-load';
import { startBuiltServer } from './ui-built-server';
import type { Skin } from '../../src/shared/api/skins';

const IDS = 1500;
const CONNECTIONS = 10;
const SECONDS = 10;
const ROUNDS = 3;
// What browsers send: the reply is compressed as it would be for a visitor.
const ENCODING = { 'accept-encoding': 'gzip, deflate, br' };

/** Bytes of a reply as they cross the wire with `encoding`, counted undecoded (fetch would decode them). */
function wireBytes(url: string, init: { method?: string; body?: string }, encoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { 'accept-encoding': encoding };
    if (init.body) headers['content-type'] = 'application/json';
    const req = http.request(url, { method: init.method ?? 'GET', headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve(bytes));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

/**
 * The collection endpoint with 1,500 ids on the built server (its own process) under autocannon,
 * and the bytes of the collection page's first screen (its HTML and the first summary-and-cards
 * reply) against the full list of skins. Decision 0028.
 */
const suite: BenchSuite = {
  title: `Skin collection: POST /api/skins/collection with ${IDS} ids (autocannon, ${CONNECTIONS} connections, ${SECONDS} s) and first-screen bytes`,
  async run() {
    const server = await startBuiltServer();
    try {
      const base = server.baseUrl;
      const skins = ((await (await fetch(`${base}/api/skins`)).json()) as { response: Skin[] }).response;
      const body = JSON.stringify({ ids: skins.slice(0, IDS).map((s) => s.riot_id) });
      const post = { method: 'POST', body };
      const url = `${base}/api/skins/collection`;
      const check = await fetch(url, { ...post, headers: { 'content-type': 'application/json' } });
      if (!check.ok) throw new Error(`POST /api/skins/collection answered ${check.status}`);

      const rows: BenchRow[] = [];
      for (const encoding of ['identity', 'br']) {
        const page = await wireBytes(`${base}/lol-skins/collection`, {}, encoding);
        const reply = await wireBytes(url, post, encoding);
        const full = await wireBytes(`${base}/api/skins`, {}, encoding);
        rows.push({
          name: `first screen / full list (${encoding})`,
          value: (page + reply) / full,
          unit: 'ratio',
          budget: 1 / 20,
          note: `page ${(page / 1024).toFixed(1)} KiB + reply ${(reply / 1024).toFixed(1)} KiB of ${(full / 1024).toFixed(0)} KiB; request body ${(body.length / 1024).toFixed(1)} KiB`,
        });
      }

      // Alternating rounds with a read-cache GET of the catalogue as a yardstick: a loaded machine slows both.
      const runs: autocannon.Result[] = [];
      const yardstick: autocannon.Result[] = [];
      const load = (options: autocannon.Options) => autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options });
      for (let round = 0; round < ROUNDS; round++) {
        runs.push(await load({ url, method: 'POST', headers: { 'content-type': 'application/json', ...ENCODING }, body }));
        yardstick.push(await load({ url: `${base}/api/skins/search?category=rarity&value=Epic`, headers: ENCODING }));
      }
      const failures = [...runs, ...yardstick].reduce((n, r) => n + r.errors + r.non2xx, 0);
      const p99 = (results: autocannon.Result[]) => median(results.map((r) => r.latency.p99));
      const note = `median of ${ROUNDS} rounds; ${machineLoad()}; errors ${failures}`;
      rows.push({ name: `collection of ${IDS} ids: p99 latency`, value: p99(runs), unit: 'ms', budget: 20, note });
      rows.push({ name: `collection of ${IDS} ids: median latency`, value: median(runs.map((r) => r.latency.p50)), unit: 'ms' });
      rows.push({ name: `collection of ${IDS} ids: requests/s (mean)`, value: median(runs.map((r) => r.requests.average)), unit: 'req/s' });
      rows.push({
        name: 'yardstick: cached GET /api/skins/search p99',
        value: p99(yardstick),
        unit: 'ms',
        note: 'same rounds, same connections',
      });
      // One request at a time: the reply's own latency, without waiting behind the other connections.
      const alone = await load({ url, method: 'POST', headers: { 'content-type': 'application/json', ...ENCODING }, body, connections: 1 });
      rows.push({ name: `collection of ${IDS} ids, 1 connection: p99 latency`, value: alone.latency.p99, unit: 'ms', note: machineLoad() });
      rows.push({ name: `collection of ${IDS} ids, 1 connection: median latency`, value: alone.latency.p50, unit: 'ms' });
      return rows;
    } finally {
      await server.stop();
    }
  },
};
export default suite;
