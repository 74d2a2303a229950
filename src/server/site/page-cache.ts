import { LRUCache } from 'lru-cache';
import { encodeBody, weightOf, type EncodedReply, type Encoding } from '../read-cache/encoded-reply';
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

export interface PageCacheOptions {
  /** What the kept pages may weigh in all (one body each): PAGE_CACHE_MB. */
  maxBytes: number;
  onEvict?: () => void;
}

const weight = (page: CachedPage) => weightOf(page.encoded);

/**
 * Each page is kept while none of the topics it read has changed (decision 0037): a save of one game's
 * prices drops that game's page and no other. Bounded by bytes, least recently used out first, so a
 * crawl of the sitemap's pages stays in memory for the next one (decision 0044).
 */
export function createPageCache(generation: (topic: string) => number, { maxBytes, onEvict }: PageCacheOptions) {
  const pages = new LRUCache<string, CachedPage>({
    maxSize: maxBytes,
    sizeCalculation: weight,
    disposeAfter: (_page, _key, reason) => reason === 'evict' && onEvict?.(),
  });
  const current = (topics: TopicsRead) => [...topics].every(([topic, read]) => generation(topic) === read);
  /** What each page weighed when it was last counted: a copy derived since, or a recompression, changes it. */
  const counted = new WeakMap<CachedPage, number>();
  const keep = (key: string, page: CachedPage) => {
    counted.set(page, weight(page));
    // lru-cache keeps the size it counted when the same value is set again: taken out, then put back.
    if (pages.get(key) === page) pages.delete(key);
    pages.set(key, page);
  };
  return {
    get(key: string): CachedPage | undefined {
      const page = pages.get(key);
      if (page && !current(page.topics)) {
        pages.delete(key);
        return undefined;
      }
      // Counted again when its weight moved, so the bound holds the bytes actually kept.
      if (page && counted.get(page) !== weight(page)) keep(key, page);
      return page;
    },
    /**
     * Keeps the page compressed one way, the way the request that rendered it accepts (others are
     * derived when asked), with its inline scripts' hashes (searched for when not given).
     */
    async set(
      key: string,
      status: number,
      html: string,
      topics: TopicsRead,
      encoding: Encoding,
      scriptHashes: readonly string[] = inlineScriptHashes(html),
    ): Promise<CachedPage> {
      const encoded = await encodeBody(html, 'fast', undefined, [encoding]);
      const page: CachedPage = { topics, status, encoded, scriptHashes };
      if (!current(topics)) return page;
      keep(key, page);
      return page;
    },
    bytes: () => pages.calculatedSize,
  };
}
