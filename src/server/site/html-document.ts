import type { RenderResult } from '../../shared/ssr';

type Page = Extract<RenderResult, { kind: 'page' }>;

// The built index.html's own title and description are placeholders (data-default-head): a
// rendered page brings its own, and the bare shell lets the browser's React write them.
const DEFAULT_HEAD = /\s*<(title|meta)\s+data-default-head[^>]*>(?:[^<]*<\/title>)?/g;
const ROOT = '<div id="root"></div>';

// The browser paints nothing of a rendered page until its markup has been parsed to the end: painted
// in parts as the parser yields, a part could move when a later style element (Mantine's responsive
// props) or a later section arrived (0.1–0.17 of layout shift on the 404 page).
const RENDER_BLOCKING_UNTIL_END = '<link rel="expect" href="#page-end" blocking="render" />';
const PAGE_END = '<div id="page-end" hidden></div>';

const ENTRY_SCRIPT = /\s*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g;
// Where a rendered page's markup, data and the loader of the app's scripts go.
const PAGE_SLOT = '<!--rendered-page-->';

/**
 * The built index.html made ready for rendered pages: the app's scripts (only needed to hydrate
 * the page) are requested once the browser has painted it, so on a slow link they never compete
 * with the stylesheet and markup for the first paint (decision 0023). The shell keeps its script
 * tags: it paints nothing before its script runs.
 */
export function renderedPageTemplate(template: string): string {
  const entries = [...template.matchAll(ENTRY_SCRIPT)].map((match) => match[1]!);
  const preloads = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const loader = entries.length > 0 ? `\n    <script>${afterFirstPaint(entries, preloads)}</script>` : '';
  return template
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(ROOT, () => `${PAGE_SLOT}${loader}`);
}

/**
 * A classic inline script that adds the module preloads and entry scripts once the page is on
 * screen: when the browser reports its first paint (a paint timing entry comes once the frame is
 * presented; a frame callback comes before it, and a script fetched from there could still finish
 * first). Without paint timing, a frame callback and a task after it. A tab in the background
 * paints nothing, so a timer starts them anyway; a visitor who taps, types or focuses a field
 * first starts them at once.
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

/**
 * A rendered page in a template from renderedPageTemplate: its head tags, its markup in #root,
 * the router's data, then the loader of the app's scripts.
 */
export function pageDocument(pageTemplate: string, page: Page): string {
  return shellDocument(pageTemplate)
    .replace('</head>', () => `${page.head}\n    ${RENDER_BLOCKING_UNTIL_END}\n  </head>`)
    .replace(PAGE_SLOT, () => `<div id="root">${page.body}</div>\n    ${PAGE_END}\n    <script>${page.script}</script>`);
}

/** The built index.html as the bare shell the browser renders into. */
export function shellDocument(template: string): string {
  return template.replace(DEFAULT_HEAD, '');
}

/** Whether the template can take a rendered page. */
export function hasRoot(template: string): boolean {
  return template.includes(ROOT);
}
