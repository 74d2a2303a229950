// Each article is its own chunk, fetched when a game page needs it: none are in the initial bundle.
const articles = import.meta.glob<string>('/content/about/*.md', { query: '?raw', import: 'default' });
const cache = new Map<string, Promise<string | null>>();

/** The Markdown of a game's About article (null when it has none); loaded once. */
export function loadArticle(gameId: string): Promise<string | null> {
  let promise = cache.get(gameId);
  if (!promise) {
    const load = articles[`/content/about/${gameId}.md`];
    promise = load ? load() : Promise.resolve(null);
    cache.set(gameId, promise);
  }
  return promise;
}

/** A failed chunk load is not kept, so a later visit tries again. */
export function forgetArticle(gameId: string): void {
  cache.delete(gameId);
}
