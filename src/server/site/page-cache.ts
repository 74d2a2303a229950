import type { EncodedReply } from '../read-cache/encoded-reply';
import { encodeBody } from '../read-cache/encoded-reply';
import { inlineScriptHashes } from '../security/content-security-policy';

export interface CachedPage {
  /** The read cache's `changes()` when rendered: any later invalidation makes the page stale. */
  changes: number;
  status: number;
  encoded: EncodedReply;
  /** For the page's Content-Security-Policy: taken from the HTML once, as the bodies are kept compressed. */
  scriptHashes: readonly string[];
}

/**
 * Rendered pages, kept while none of the API data they were built from has changed. Only pages
 * whose every loader call was answered by the read cache are kept (see site-routes.ts), so a
 * page built from uncached or failed data is rendered afresh each time.
 */
export function createPageCache(currentChanges: () => number, maxPages = 300) {
  const pages = new Map<string, CachedPage>();
  return {
    get(key: string): CachedPage | undefined {
      const page = pages.get(key);
      if (page && page.changes !== currentChanges()) {
        pages.delete(key);
        return undefined;
      }
      return page;
    },
    async set(key: string, status: number, html: string, changes: number): Promise<CachedPage> {
      const page = { changes, status, encoded: await encodeBody(html), scriptHashes: inlineScriptHashes(html) };
      if (changes !== currentChanges()) return page;
      if (pages.size >= maxPages && !pages.has(key)) pages.delete(pages.keys().next().value!);
      pages.set(key, page);
      return page;
    },
  };
}
