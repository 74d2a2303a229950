import path from 'node:path';
import type { BenchRow, BenchSuite } from './harness';
import { median } from './harness';
import { loadLocalPosts } from '../../src/server/blog/local-posts';
import { SITE_NAME, shareImagePath } from '../../src/shared/share-image';
import { warmShareCards } from '../../src/server/seo/share-card';
import { createTestApp } from '../helpers/test-app';

async function timed(url: string): Promise<{ ms: number; cache: string | null; status: number }> {
  const start = performance.now();
  const res = await fetch(url);
  await res.arrayBuffer();
  return { ms: performance.now() - start, cache: res.headers.get('x-share-cache'), status: res.status };
}

/**
 * Share images (decisions 0034 and 0044) over HTTP: the first render after the warm-up a started
 * server runs (fonts read in slices, one card of each kind), a render of a new result (a cache miss:
 * satori layout + sharp PNG), and a repeat request served from the cache.
 */
const suite: BenchSuite = {
  title: 'Share images: render time and cache-hit time',
  async run() {
    const localPosts = loadLocalPosts(path.resolve('content/blog'), path.resolve('public'));
    const t = await createTestApp({ settings: { blog: { localPosts } } });
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const warmStart = performance.now();
      await warmShareCards(SITE_NAME);
      const warmUp = performance.now() - warmStart;
      const first = await timed(`${base}${shareImagePath('/')}`);
      const misses: number[] = [];
      const urls: string[] = [];
      for (let level = 1; level <= 20; level++) {
        const url = `${base}${shareImagePath('/', `?level=${level * 7}&blueEssence=${level * 1000}&skins.epic=${level}`)}`;
        urls.push(url);
        const r = await timed(url);
        if (r.cache === 'miss') misses.push(r.ms);
      }
      const hits: number[] = [];
      for (let i = 0; i < 100; i++) {
        const r = await timed(urls[i % urls.length]!);
        if (r.cache === 'hit') hits.push(r.ms);
      }
      const skin = await timed(`${base}${shareImagePath('/lol-skins/skin/1001')}`);
      return [
        { name: 'share image warm-up (fonts in slices, one card of each kind)', value: warmUp, unit: 'ms' },
        { name: 'first share image after the warm-up', value: first.ms, unit: 'ms' },
        { name: 'first share image : a later new one', value: first.ms / median(misses), unit: 'x', budget: 5 },
        {
          name: 'share image render (cache miss, a new result)',
          value: median(misses),
          unit: 'ms',
          note: `median of ${misses.length}`,
          budget: 250,
        },
        { name: 'skin share image render (cache miss)', value: skin.ms, unit: 'ms' },
        { name: 'share image from the cache (hit)', value: median(hits), unit: 'ms', note: `median of ${hits.length}`, budget: 10 },
      ] satisfies BenchRow[];
    } finally {
      await t.close();
    }
  },
};

export default suite;
