import autocannon from 'autocannon';
import type { BenchRow, BenchSuite } from './harness';
import { median, timeRuns } from './harness';
import { createSkinsApp } from '../helpers/skins-app';

/** Bytes on the wire for a GET with the browser's encodings (the server compresses with br). */
async function wireBytes(base: string, path: string, encoding: string): Promise<number> {
  const res = await fetch(`${base}${path}`, { headers: { 'accept-encoding': encoding } });
  // fetch decodes the body; the content-length of a compressed reply is not sent, so read the raw stream size.
  const raw = await res.arrayBuffer();
  const header = res.headers.get('content-length');
  return header ? Number(header) : raw.byteLength;
}

const FIRST_SCREEN = ['/api/skins/search', '/api/skins/facets'];

const suite: BenchSuite = {
  title: 'Skin catalogue: first-screen bytes and search under load',
  async run() {
    const t = await createSkinsApp();
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const rows: BenchRow[] = [];
      // Uncompressed: what the pages parse. The loader of /lol-skins asks for these two replies.
      const plainFirst = (await Promise.all(FIRST_SCREEN.map((p) => wireBytes(base, p, 'identity')))).reduce((a, b) => a + b, 0);
      const plainFull = await wireBytes(base, '/api/skins', 'identity');
      rows.push({
        name: '/lol-skins first-screen data (identity)',
        value: plainFirst / 1024,
        unit: 'KiB',
        note: `full GET /api/skins ${(plainFull / 1024).toFixed(0)} KiB`,
      });
      rows.push({ name: 'first screen / full list (identity)', value: plainFirst / plainFull, unit: 'ratio', budget: 1 / 50 });
      const compressed = async (p: string) =>
        (await t.app.inject({ method: 'GET', url: p, headers: { 'accept-encoding': 'br' } })).rawPayload.byteLength;
      const brFirst = (await Promise.all(FIRST_SCREEN.map(compressed))).reduce((a, b) => a + b, 0);
      const brFull = await compressed('/api/skins');
      rows.push({
        name: 'first screen / full list (br on the wire)',
        value: brFirst / brFull,
        unit: 'ratio',
        budget: 1 / 50,
        note: `${(brFirst / 1024).toFixed(1)} of ${(brFull / 1024).toFixed(0)} KiB`,
      });

      const inProcess = await timeRuns(
        () => t.app.inject({ method: 'GET', url: '/api/skins/search?q=star&sort=price-desc&page=2' }),
        300,
        30,
      );
      rows.push({ name: 'GET /api/skins/search (inject)', value: median(inProcess), unit: 'ms', note: 'median of 300' });

      const result = await autocannon({
        url: `${base}/api/skins/search?q=a&sort=champion&category=rarity&value=Epic`,
        connections: 10,
        duration: 5,
      });
      rows.push({
        name: 'search under autocannon: p99 latency',
        value: result.latency.p99,
        unit: 'ms',
        budget: 20,
        note: '10 connections, 5 s',
      });
      rows.push({ name: 'search under autocannon: median latency', value: result.latency.p50, unit: 'ms' });
      rows.push({ name: 'search under autocannon: requests/s (mean)', value: result.requests.average, unit: 'req/s' });
      return rows;
    } finally {
      await t.close();
    }
  },
};
export default suite;
