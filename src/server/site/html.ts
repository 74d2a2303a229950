import { SITE_NAME, type PageMeta } from '../../shared/pages';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * Writes a page's title and description into the built index.html, replacing the
 * defaults, so crawlers and link previews see them without running JavaScript.
 * The tags carry `data-server-meta`; the client drops them once React renders its own.
 */
export function renderPageHtml(template: string, page: PageMeta, url: string): string {
  const title = escapeHtml(page.title === SITE_NAME ? SITE_NAME : `${page.title} | ${SITE_NAME}`);
  const description = escapeHtml(page.description);
  const head = [
    `<title data-server-meta>${title}</title>`,
    `<meta data-server-meta name="description" content="${description}" />`,
    `<meta data-server-meta property="og:title" content="${title}" />`,
    `<meta data-server-meta property="og:description" content="${description}" />`,
    `<meta data-server-meta property="og:url" content="${escapeHtml(url)}" />`,
  ].join('\n    ');
  return template
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<meta name="description"[^>]*>/, '')
    .replace('</head>', `    ${head}\n  </head>`);
}
