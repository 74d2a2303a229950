import { describe, expect, it, vi } from 'vitest';
import { createPageCache } from '../../../src/server/site/page-cache';
import { matchesIfNoneMatch } from '../../../src/server/read-cache/encoded-reply';

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

  it('answers the request with a fast copy, then holds the best one, which revalidates the fast copy', async () => {
    const pages = createPageCache(() => 0, { maxBytes: 10_000_000 });
    const html = page(7, 60);
    const fast = await pages.set('/', 200, html, noTopics);
    expect(fast.encoded.effort).toBe('fast');
    await vi.waitFor(() => expect(pages.get('/')?.encoded.effort).toBe('best'), { timeout: 10_000, interval: 20 });
    const best = pages.get('/')!;
    expect(best.encoded.bodies.identity.toString('utf8')).toBe(html);
    expect(best.encoded.bodies.br.length).toBeLessThanOrEqual(fast.encoded.bodies.br.length);
    expect(best.encoded.etags.br).not.toBe(fast.encoded.etags.br);
    // A browser holding the fast copy asks with its ETag: the same content, so 304.
    expect(matchesIfNoneMatch(fast.encoded.etags.br, best.encoded)).toBe(true);
    expect(matchesIfNoneMatch('"another-br"', best.encoded)).toBe(false);
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
