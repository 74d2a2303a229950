import type { Plugin } from 'vite';
import { editHtml, htmlElements, withIndent, type HtmlEdit } from '../../src/server/site/html-elements';

const LOW_PRIORITY = ' fetchpriority="low"';

/**
 * Orders the built index.html's head for a server-rendered page, which paints from its HTML and
 * stylesheet alone: the stylesheet is requested first, and the scripts (needed only to hydrate)
 * at low priority, so on a slow link they do not take bandwidth from the stylesheet before the
 * first paint (decision 0021). The tags are found by an HTML parser and edited in place (decision 0053).
 */
export function stylesheetFirst(): Plugin {
  return {
    name: 'stylesheet-first',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: orderHead },
  };
}

/** The built index.html with its stylesheets right after the viewport meta, its scripts and preloads at low priority. */
export function orderHead(html: string): string {
  const elements = htmlElements(html);
  const viewport = elements.find((el) => el.tag === 'meta' && el.attrs.get('name') === 'viewport');
  const stylesheets = viewport ? elements.filter((el) => el.tag === 'link' && el.attrs.get('rel') === 'stylesheet') : [];
  const edits: HtmlEdit[] = [];
  if (viewport) {
    // Those already right after the viewport stay; the others move to the end of that run.
    let first = viewport.end;
    const moved: string[] = [];
    for (const el of stylesheets) {
      const start = withIndent(html, el);
      if (start === first) first = el.end;
      else {
        moved.push(html.slice(start, el.end));
        edits.push({ start, end: el.end, text: '' });
      }
    }
    edits.push({ start: first, end: first, text: moved.join('') });
  }
  for (const el of elements) {
    const what = el.tag === 'script' ? 'type' : 'rel';
    const lowPriority =
      (el.tag === 'script' && el.attrs.get('type') === 'module') || (el.tag === 'link' && el.attrs.get('rel') === 'modulepreload');
    const after = el.attrEnds.get(what);
    if (!lowPriority || after === undefined || el.attrs.has('fetchpriority')) continue;
    edits.push({ start: after, end: after, text: LOW_PRIORITY });
  }
  return editHtml(html, edits).join('');
}
