import autocannon from 'autocannon';
import type { BenchRow, BenchSuite } from './harness';
import { median } from './harness';
import type { Skin } from '../../src/shared/api/skins';
import { buildApp } from '../../src/server/app';
import { openDatabase } from '../../src/server/db/database';
import { startFakeImageHost } from '../fakes/skin-images/fake-image-host';
import { createTestApp, realGames } from '../helpers/test-app';

const SAMPLE = 15;

const percentile = (values: readonly number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;

async function timed(url: string): Promise<{ ms: number; bytes: number; status: number }> {
  const start = performance.now();
  const res = await fetch(url);
  const bytes = (await res.arrayBuffer()).byteLength;
  return { ms: performance.now() - start, bytes, status: res.status };
}

/**
 * The image route (decision 0026) over HTTP against a fake art host on 127.0.0.1 that answers at
 * once with art-like JPEG and PNG sources: a cold request (fetch, convert every width, store), a
 * warm one from the database (a second instance, empty memory) and from memory, the warm route
 * under load, and the store's size per kind, projected to the whole catalogue.
 */
const suite: BenchSuite = {
  title: 'Skin images from our origin: cold and warm latency, store size',
  async run() {
    const host = await startFakeImageHost();
    const t = await createTestApp({}, { SKIN_IMAGES_URL: host.url });
    const second = await buildApp({
      config: t.config,
      db: openDatabase(t.config.database),
      clientDir: null,
      version: 'bench',
      logger: false,
      games: realGames,
    });
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const otherBase = await second.listen({ port: 0, host: '127.0.0.1' });
    try {
      const skins = (await (await fetch(`${base}/api/skins`)).json()) as { response: Skin[] };
      const sample = skins.response
        .filter((s) => s.tile_path && s.splash_path && s.loading_image && s.chromas[0]?.chromaPath)
        .slice(0, SAMPLE);
      const kinds = {
        tile: sample.map((s) => s.tile_path!),
        splash: sample.map((s) => s.splash_path!),
        loading: sample.map((s) => s.loading_image!),
        chroma: sample.map((s) => s.chromas[0]!.chromaPath!),
      };
      const rows: BenchRow[] = [];
      for (const [kind, urls] of Object.entries(kinds)) {
        const cold: number[] = [];
        for (const url of urls) cold.push((await timed(`${base}${url}`)).ms);
        rows.push({
          name: `cold ${kind} (fetch, convert every width, store)`,
          value: median(cold),
          unit: 'ms',
          note: `median of ${urls.length}; p90 ${percentile(cold, 0.9).toFixed(0)} ms`,
        });
      }
      const fromDb: number[] = [];
      for (const url of kinds.tile) fromDb.push((await timed(`${otherBase}${url}`)).ms);
      rows.push({
        name: 'warm tile from the database (other instance)',
        value: median(fromDb),
        unit: 'ms',
        note: `median of ${fromDb.length}`,
      });
      const fromMemory: number[] = [];
      for (let i = 0; i < 50; i++) fromMemory.push((await timed(`${base}${kinds.tile[i % kinds.tile.length]}`)).ms);
      rows.push({ name: 'warm tile from memory', value: median(fromMemory), unit: 'ms', note: 'median of 50' });

      const load = await autocannon({ url: `${base}${kinds.tile[0]!.replace('.webp', '-192.webp')}`, connections: 10, duration: 5 });
      rows.push({ name: 'warm tile under autocannon: p99 latency', value: load.latency.p99, unit: 'ms', note: '10 connections, 5 s' });
      rows.push({ name: 'warm tile under autocannon: requests/s (mean)', value: load.requests.average, unit: 'req/s' });

      // What the store holds per image (every width), projected to every image of the catalogue.
      const sizes = await t.db.selectFrom('skin_images').select(['name', 'bytes']).execute();
      const perName = new Map<string, number>();
      for (const row of sizes) perName.set(row.name, (perName.get(row.name) ?? 0) + Buffer.from(row.bytes).length);
      const average = (prefix: string) => {
        const values = [...perName].filter(([name]) => name.startsWith(`${prefix}-`)).map(([, bytes]) => bytes);
        return values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
      };
      const counts = { tile: 0, splash: 0, loading: 0, chroma: 0 };
      for (const s of skins.response) {
        counts.tile += s.tile_path ? 1 : 0;
        counts.splash += s.splash_path ? 1 : 0;
        counts.loading += (s.loading_image ? 1 : 0) + (s.loading_image_vintage ? 1 : 0);
        counts.chroma += s.chromas.filter((c) => c.chromaPath).length;
      }
      let total = 0;
      for (const kind of ['tile', 'splash', 'loading', 'chroma'] as const) {
        rows.push({
          name: `stored ${kind}, every width`,
          value: average(kind) / 1024,
          unit: 'KiB',
          note: `${counts[kind]} in the catalogue`,
        });
        total += average(kind) * counts[kind];
      }
      rows.push({
        name: 'whole catalogue warmed (projected)',
        value: total / 1024 / 1024,
        unit: 'MiB',
        note: 'art-like fake sources; real art differs',
      });
      return rows;
    } finally {
      await second.close();
      await t.close();
      await host.close();
    }
  },
};
export default suite;
