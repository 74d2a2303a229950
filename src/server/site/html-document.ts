import type { RenderResult } from '../../shared/ssr';

type Page = Extract<RenderResult, { kind: 'page' }>;

// The built index.html's own title and description are placeholders (data-default-head): a
// rendered page brings its own, and the bare shell lets the browser's React write them.
const DEFAULT_HEAD = /\s*<(title|meta)\s+data-default-head[^>]*>(?:[^<]*<\/title>)?/g;
const ROOT = '<div id="root"></div>';

/** The built index.html with a rendered page: its head tags, its markup in #root and the router's data. */
export function pageDocument(template: string, page: Page): string {
  return shellDocument(template)
    .replace('</head>', () => `${page.head}\n  </head>`)
    .replace(ROOT, () => `<div id="root">${page.body}</div>\n    <script>${page.script}</script>`);
}

/** The built index.html as the bare shell the browser renders into. */
export function shellDocument(template: string): string {
  return template.replace(DEFAULT_HEAD, '');
}

/** Whether the template can take a rendered page. */
export function hasRoot(template: string): boolean {
  return template.includes(ROOT);
}
