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

/** The built index.html with a rendered page: its head tags, its markup in #root and the router's data. */
export function pageDocument(template: string, page: Page): string {
  return shellDocument(template)
    .replace('</head>', () => `${page.head}\n    ${RENDER_BLOCKING_UNTIL_END}\n  </head>`)
    .replace(ROOT, () => `<div id="root">${page.body}</div>\n    ${PAGE_END}\n    <script>${page.script}</script>`);
}

/** The built index.html as the bare shell the browser renders into. */
export function shellDocument(template: string): string {
  return template.replace(DEFAULT_HEAD, '');
}

/** Whether the template can take a rendered page. */
export function hasRoot(template: string): boolean {
  return template.includes(ROOT);
}
