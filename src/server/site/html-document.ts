import { scriptHash, inlineScriptHashes } from '../security/content-security-policy';
import { editHtml, htmlElements, withIndent, type HtmlEdit, type HtmlElement } from './html-elements';
import type { RenderResult } from '../../shared/ssr';

type Page = Extract<RenderResult, { kind: 'page' }>;

// The browser paints nothing of a rendered page until its markup is parsed to the end: painted in parts, a
// part could move when a later style element or section arrived (0.1–0.17 of layout shift on the 404 page).
const RENDER_BLOCKING_UNTIL_END = '<link rel="expect" href="#page-end" blocking="render" />';
const PAGE_END = '<div id="page-end" hidden></div>';

/**
 * The built index.html cut once, at start-up, into the pieces around what a rendered page fills in,
 * with the sha256 sources of the template's own inline scripts.
 */
export interface PageTemplate {
  beforeHeadEnd: string;
  beforeRoot: string;
  afterRoot: string;
  scriptHashes: readonly string[];
}

// The built index.html's own title and description are placeholders (data-default-head): a
// rendered page brings its own, and the bare shell lets the browser's React write them.
const isDefaultHead = (el: HtmlElement) => el.attrs.has('data-default-head');
const remove = (html: string, el: HtmlElement): HtmlEdit => ({ start: withIndent(html, el), end: el.end, text: '' });

/**
 * The built index.html made ready for rendered pages, or null when it has no empty #root to
 * render into: the app's scripts (only needed to hydrate the page) are requested once the browser
 * has painted it, so on a slow link they never compete with the stylesheet and markup for the
 * first paint (decision 0023). The shell keeps its script tags: it paints nothing before its
 * script runs. The tags are found by an HTML parser (decision 0053).
 */
export function renderedPageTemplate(template: string): PageTemplate | null {
  const elements = htmlElements(template);
  const head = elements.find((el) => el.tag === 'head');
  const root = elements.find((el) => el.tag === 'div' && el.attrs.get('id') === 'root');
  if (head?.endTagStart == null || root?.endTagStart == null || root.endTagStart !== root.contentStart) return null;
  const entries = elements.filter((el) => el.tag === 'script' && el.attrs.get('type') === 'module' && el.attrs.has('src'));
  const preloads = elements.filter((el) => el.tag === 'link' && el.attrs.get('rel') === 'modulepreload' && el.attrs.has('href'));
  const loader =
    entries.length > 0
      ? afterFirstPaint(
          entries.map((el) => el.attrs.get('src')!),
          preloads.map((el) => el.attrs.get('href')!),
        )
      : null;
  const edits = [
    ...[...entries, ...preloads, ...elements.filter(isDefaultHead)].map((el) => remove(template, el)),
    { start: root.start, end: root.end, text: loader ? `\n    <script>${loader}</script>` : '' },
  ];
  const [beforeHeadEnd, beforeRoot, afterRoot] = editHtml(template, edits, [head.endTagStart, root.start]) as [string, string, string];
  const scriptHashes = [...inlineScripts(template, elements), ...(loader ? [loader] : [])].map(scriptHash);
  return { beforeHeadEnd, beforeRoot, afterRoot, scriptHashes: [...new Set(scriptHashes)] };
}

function inlineScripts(html: string, elements: HtmlElement[]): string[] {
  return elements
    .filter((el) => el.tag === 'script' && !el.attrs.has('src') && !/^application\/(ld\+)?json$/i.test(el.attrs.get('type') ?? ''))
    .map((el) => html.slice(el.contentStart, el.endTagStart ?? el.end))
    .filter((text) => text.trim());
}

export function documentScriptHashes(html: string): string[] {
  return [...new Set(inlineScripts(html, htmlElements(html)).map(scriptHash))];
}

/**
 * Adds the module preloads and entry scripts once the browser reports its first paint (a frame
 * callback comes before the frame is presented, and a script fetched from there could still finish
 * first). A background tab paints nothing, so a timer starts them anyway; a tap, key or focus starts
 * them at once.
 */
function afterFirstPaint(entries: string[], preloads: string[]): string {
  return (
    `(function(){var done=false;function load(){if(done)return;done=true;` +
    `function add(tag,attrs){var el=document.createElement(tag);for(var k in attrs)el.setAttribute(k,attrs[k]);document.head.appendChild(el);}` +
    `${JSON.stringify(preloads)}.forEach(function(href){add('link',{rel:'modulepreload',crossorigin:'',href:href});});` +
    `${JSON.stringify(entries)}.forEach(function(src){add('script',{type:'module',crossorigin:'',src:src});});}` +
    `['pointerdown','keydown','focusin'].forEach(function(type){addEventListener(type,load,{once:true,capture:true,passive:true});});` +
    `try{new PerformanceObserver(function(list,observer){observer.disconnect();setTimeout(load,0);}).observe({type:'paint',buffered:true});}` +
    `catch(e){requestAnimationFrame(function(){setTimeout(load,0);});}` +
    `setTimeout(load,1000);})();`
  );
}

/** Joined from the template's pieces: no search of the page per request. */
export function pageDocument(template: PageTemplate, page: Page): string {
  return (
    `${template.beforeHeadEnd}${page.head}\n    ${RENDER_BLOCKING_UNTIL_END}\n  ${template.beforeRoot}` +
    `<div id="root">${page.body}</div>\n    ${PAGE_END}\n    <script>${page.script}</script>${template.afterRoot}`
  );
}

/**
 * The template's hashes, the router's data and any script React wrote in the page's head or markup
 * (decision 0053 says why that one is a search of React's output).
 */
export function pageScriptHashes(template: PageTemplate, page: Page): string[] {
  // Searched apart: joined, the two would be copied into one string first.
  const rendered = [...inlineScriptHashes(page.head), ...inlineScriptHashes(page.body)];
  return [...new Set([...template.scriptHashes, scriptHash(page.script), ...rendered])];
}

export function shellDocument(template: string): string {
  return editHtml(
    template,
    htmlElements(template)
      .filter(isDefaultHead)
      .map((el) => remove(template, el)),
  ).join('');
}
