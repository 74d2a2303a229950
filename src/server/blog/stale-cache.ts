import type { BlogCacheStore } from './repository';

export interface StaleCacheOptions {
  store: BlogCacheStore;
  /** How long a copy is served without asking Contentful again. */
  freshMs: number;
  /** How long a visitor waits for a refresh before the stale copy is served instead. */
  slowMs: number;
  log: { warn: (obj: object, message: string) => void };
  now?: () => number;
}

export class UpstreamUnavailableError extends Error {
  constructor(override readonly cause: unknown) {
    super('Contentful did not answer and nothing is cached');
    this.name = 'UpstreamUnavailableError';
  }
}

const describe = (error: unknown) => (error instanceof Error ? error.message.split('\n')[0] : String(error));

/**
 * Kept in the database, so it survives a restart and is shared by every instance. An expired copy is
 * served, with a log line, when its refresh fails or takes longer than `slowMs` (the refresh then
 * completes in the background).
 */
export function createStaleCache({ store, freshMs, slowMs, log, now = Date.now }: StaleCacheOptions) {
  const inFlight = new Map<string, Promise<unknown>>();
  // Parsed copies, reused while the row's fetched_at is unchanged: the database stays the truth.
  const parsed = new Map<string, { fetchedAt: string; value: unknown }>();
  let generation = 0;

  function refresh<T>(key: string, load: () => Promise<T>): Promise<T> {
    const running = inFlight.get(key);
    if (running) return running as Promise<T>;
    const started = generation;
    const promise = load()
      .then(async (value) => {
        // A clear while this was on its way means the caller wanted newer content: do not store this.
        if (started === generation) {
          const fetchedAt = new Date(now()).toISOString();
          await store.write(key, JSON.stringify(value), fetchedAt);
          parsed.set(key, { fetchedAt, value });
        }
        return value;
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, promise);
    return promise;
  }

  async function cached(key: string): Promise<{ value: unknown; age: number } | null> {
    const row = await store.read(key);
    if (!row) {
      parsed.delete(key);
      return null;
    }
    let entry = parsed.get(key);
    if (entry?.fetchedAt !== row.fetchedAt) {
      entry = { fetchedAt: row.fetchedAt, value: JSON.parse(row.value) as unknown };
      parsed.set(key, entry);
    }
    return { value: entry.value, age: now() - Date.parse(row.fetchedAt) };
  }

  return {
    async get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const copy = await cached(key);
      if (copy && copy.age < freshMs) return copy.value as T;
      if (!copy) {
        try {
          return await refresh(key, load);
        } catch (error) {
          throw new UpstreamUnavailableError(error);
        }
      }
      let timer: NodeJS.Timeout | undefined;
      const slow = new Promise<'slow'>((resolve) => (timer = setTimeout(() => resolve('slow'), slowMs)));
      const outcome = await Promise.race([
        refresh(key, load).then(
          (value) => ({ value }),
          (error: unknown) => ({ error }),
        ),
        slow,
      ]);
      clearTimeout(timer);
      if (outcome === 'slow') {
        log.warn({ key, ageMs: copy.age }, `Contentful is slow: serving the stale cached copy of ${key}`);
        return copy.value as T;
      }
      if ('error' in outcome) {
        log.warn({ key, ageMs: copy.age, reason: describe(outcome.error) }, `Contentful failed: serving the stale cached copy of ${key}`);
        return copy.value as T;
      }
      return outcome.value;
    },
    /** Empties the cache here and (through the shared table) on every instance; returns the rows removed. */
    async clear(): Promise<number> {
      generation += 1;
      parsed.clear();
      return store.clear();
    },
  };
}

export type StaleCache = ReturnType<typeof createStaleCache>;
