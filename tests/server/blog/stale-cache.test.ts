import { describe, expect, it } from 'vitest';
import { createStaleCache, UpstreamUnavailableError } from '../../../src/server/blog/stale-cache';
import type { BlogCacheStore } from '../../../src/server/blog/repository';

/** The cache's table, in memory. */
function memoryStore(): BlogCacheStore & { rows: Map<string, { value: string; fetchedAt: string }> } {
  const rows = new Map<string, { value: string; fetchedAt: string }>();
  return {
    rows,
    read: async (key) => rows.get(key) ?? null,
    write: async (key, value, fetchedAt) => void rows.set(key, { value, fetchedAt }),
    clear: async () => {
      const n = rows.size;
      rows.clear();
      return n;
    },
  };
}

const quiet = { warn: () => undefined };

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('the stale cache', () => {
  it('serves a fresh copy without asking again, and asks again once it is older than freshMs', async () => {
    let now = 0;
    let calls = 0;
    const cache = createStaleCache({ store: memoryStore(), freshMs: 1000, slowMs: 50, log: quiet, now: () => now });
    const load = async () => ++calls;
    expect(await cache.get('k', load)).toBe(1);
    now = 999;
    expect(await cache.get('k', load)).toBe(1);
    now = 1000;
    expect(await cache.get('k', load)).toBe(2);
  });

  it('does not store a refresh that was under way when the cache was cleared', async () => {
    const store = memoryStore();
    const cache = createStaleCache({ store, freshMs: 1000, slowMs: 50, log: quiet });
    const late = deferred<string>();
    let asked = false;
    const pending = cache.get('k', () => {
      asked = true;
      return late.promise;
    });
    while (!asked) await new Promise((r) => setImmediate(r));
    await cache.clear();
    late.resolve('older content');
    expect(await pending).toBe('older content');
    expect(store.rows.size).toBe(0);
  });

  it('wraps a failure with nothing cached, so the route can say the blog is unavailable', async () => {
    const cache = createStaleCache({ store: memoryStore(), freshMs: 1000, slowMs: 50, log: quiet });
    await expect(cache.get('k', () => Promise.reject(new Error('503')))).rejects.toBeInstanceOf(UpstreamUnavailableError);
  });

  it('reads a copy another instance wrote to the shared table', async () => {
    const store = memoryStore();
    const a = createStaleCache({ store, freshMs: 60_000, slowMs: 50, log: quiet });
    const b = createStaleCache({ store, freshMs: 60_000, slowMs: 50, log: quiet });
    await a.get('k', async () => ['from a']);
    expect(await b.get('k', async () => ['from b'])).toEqual(['from a']);
    await b.clear();
    expect(await a.get('k', async () => ['fresh'])).toEqual(['fresh']);
  });
});
