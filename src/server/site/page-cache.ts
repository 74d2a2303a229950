import type { EncodedReply } from '../read-cache/encoded-reply';
import { encodeBody } from '../read-cache/encoded-reply';
import type { TopicsRead } from '../read-cache/read-cache';
import { inlineScriptHashes } from '../security/content-security-policy';

export interface CachedPage {
  /** The read-cache topics the page was built from, each with its generation then: a later drop of any makes the page stale. */
  topics: TopicsRead;
  status: number;
  encoded: EncodedReply;
  /** For the page's Content-Security-Policy: taken from the HTML once, as the bodies are kept compressed. */
  scriptHashes: readonly string[];
}

/**
 * Rendered pages, each kept while none of the topics it read has changed (decision 0037): a save of one
 * game's prices drops that game's page and no other. Only pages whose every loader call was answered by
 * the read cache are kept (see site-routes.ts), so a page built from uncached or failed data is rendered
 * afresh each time.
 */
export function createPageCache(generation: (topic: string) => number, maxPages = 300) {
  const pages = new Map<string, CachedPage>();
  const current = (topics: TopicsRead) => [...topics].every(([topic, read]) => generation(topic) === read);
  return {
    get(key: string): CachedPage | undefined {
      const page = pages.get(key);
      if (page && !current(page.topics)) {
        pages.delete(key);
        return undefined;
      }
      return page;
    },
    async set(key: string, status: number, html: string, topics: TopicsRead): Promise<CachedPage> {
      const page = { topics, status, encoded: await encodeBody(html), scriptHashes: inlineScriptHashes(html) };
      if (!current(topics)) return page;
      if (pages.size >= maxPages && !pages.has(key)) pages.delete(pages.keys().next().value!);
      pages.set(key, page);
      return page;
    },
  };
}
