import { LRUCache } from 'lru-cache';
import type { RenderFragments } from '../../shared/ssr';
import { htmlElements } from './html-elements';

/** A Suspense boundary the server left pending or gave up on (React's markers): its markup is not final. */
const UNFINISHED_BOUNDARY = /<!--\$[?!]-->/;

export interface FragmentRender {
  fragments: RenderFragments;
  /** Keeps, from the page's rendered markup, the fragments this render had to render itself. */
  keepFrom(body: string): void;
}

/**
 * The server's side of KeptFragment (decision 0057): fragments' markup by key, bounded by bytes,
 * least recently used out first. A key holds everything its fragment was rendered from, so a
 * change of data makes a new key and the old markup ages out: nothing has to be dropped.
 */
export function createFragmentStore(maxBytes: number) {
  const kept = new LRUCache<string, string>({ maxSize: maxBytes, sizeCalculation: (html, key) => html.length + key.length });
  return {
    forRender(): FragmentRender {
      const missed = new Map<string, string>(); // name → key
      return {
        fragments: {
          html(name, key) {
            const html = kept.get(key);
            if (html === undefined) missed.set(name, key);
            return html;
          },
        },
        keepFrom(body) {
          if (missed.size === 0) return;
          const found = htmlElements(body).filter((element) => missed.has(element.attrs.get('data-fragment') ?? ''));
          for (const [name, key] of missed) {
            // A name must be unique on a page: with two parts of one name, neither is known to be the key's.
            const [element, ...more] = found.filter((candidate) => candidate.attrs.get('data-fragment') === name);
            if (!element || more.length > 0 || element.endTagStart === null) continue;
            const html = body.slice(element.contentStart, element.endTagStart);
            if (!UNFINISHED_BOUNDARY.test(html)) kept.set(key, html);
          }
        },
      };
    },
  };
}
