import { describe, expect, it } from 'vitest';
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
      await pages.set(`/skin/${i}`, 200, page(i + 1, 20), noTopics);
      pages.get('/skin/0'); // read again and again: the most recently used stays
    }
    expect(pages.bytes()).toBeLessThanOrEqual(400_000);
    expect(pages.bytes()).toBeGreaterThan(200_000);
    expect(evictions).toBeGreaterThan(0);
    expect(pages.get('/skin/0')).toBeDefined();
    expect(pages.get('/skin/1')).toBeUndefined();
    expect(pages.get('/skin/19')).toBeDefined();
  });

  it('drops a page whose topic changed since it was rendered', async () => {
    let generation = 0;
    const pages = createPageCache(() => generation, { maxBytes: 10_000_000 });
    await pages.set('/valorant-account-value', 200, page(3, 5), new Map([['prices:valorant', 0]]));
    expect(pages.get('/valorant-account-value')).toBeDefined();
    generation = 1;
    expect(pages.get('/valorant-account-value')).toBeUndefined();
  });
});
