import { describe, expect, it } from 'vitest';
import zlib from 'node:zlib';
import { bodyIn, weightOf } from '../../../src/server/read-cache/encoded-reply';
import { createPageCache } from '../../../src/server/site/page-cache';

/** A page of about `kb` kilobytes that compresses poorly (random words), so its weight is mostly its HTML. */
const page = (seed: number, kb: number) => {
  let x = seed;
  const words = Array.from({ length: kb * 100 }, () => ((x = (x * 48271) % 2147483647), x.toString(36)));
  return `<!doctype html><html><body><p>${words.join(' ')}</p></body></html>`;
};
const noTopics = new Map<string, number>();

describe('the page cache', () => {
  it('is bounded by bytes, least recently used out first, and counts what it pushed out', async () => {
    let evictions = 0;
    const pages = createPageCache(() => 0, { maxBytes: 400_000, onEvict: () => evictions++ });
    for (let i = 0; i < 20; i++) {
      await pages.set(`/skin/${i}`, 200, page(i + 1, 60), noTopics, 'br');
      pages.get('/skin/0'); // read again and again: the most recently used stays
    }
    expect(pages.bytes()).toBeLessThanOrEqual(400_000);
    expect(pages.bytes()).toBeGreaterThan(200_000);
    expect(evictions).toBeGreaterThan(0);
    expect(pages.get('/skin/0')).toBeDefined();
    expect(pages.get('/skin/1')).toBeUndefined();
    expect(pages.get('/skin/19')).toBeDefined();
  });

  it('keeps one copy of a page, compressed as its first request asked; other encodings are derived from it', async () => {
    const pages = createPageCache(() => 0, { maxBytes: 10_000_000 });
    const html = page(5, 30);
    const kept = await pages.set('/lol-skins', 200, html, noTopics, 'br');
    expect(Object.keys(kept.encoded.bodies)).toEqual(['br']);
    expect(pages.bytes()).toBe(kept.encoded.bodies.br!.length);
    expect(pages.bytes()).toBeLessThan(Buffer.byteLength(html));
    expect(bodyIn(kept.encoded, 'identity').toString()).toBe(html);
    expect(zlib.gunzipSync(bodyIn(kept.encoded, 'gzip')).toString()).toBe(html);
    expect(bodyIn(kept.encoded, 'gzip')).toBe(bodyIn(kept.encoded, 'gzip'));
    expect(Object.keys(kept.encoded.bodies).sort(), 'derived once, then kept').toEqual(['br', 'gzip', 'identity']);
    pages.get('/lol-skins');
    expect(pages.bytes(), 'and counted at the next read').toBe(weightOf(kept.encoded));
  });

  it('drops a page whose topic changed since it was rendered', async () => {
    let generation = 0;
    const pages = createPageCache(() => generation, { maxBytes: 10_000_000 });
    await pages.set('/valorant-account-value', 200, page(3, 5), new Map([['prices:valorant', 0]]), 'br');
    expect(pages.get('/valorant-account-value')).toBeDefined();
    generation = 1;
    expect(pages.get('/valorant-account-value')).toBeUndefined();
  });
});
