import type { SitemapEntry } from '../feature';

/** Where the index is; children are `/sitemaps/<section>.xml` or `/sitemaps/<section>-<n>.xml` past MAX_URLS. */
export const SITEMAP_INDEX_PATH = '/sitemap.xml';
export const SITEMAP_CHILD_PREFIX = '/sitemaps/';
/** Under the protocol's 50,000, so a child stays small enough to fetch and parse in one go. */
export const MAX_URLS = 10_000;

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
export const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);

/** A page path with each segment percent-encoded once (a skinline such as 'K/DA' is already one segment). */
export const encodePath = (path: string): string =>
  path
    .split('/')
    .map((segment) => encodeURIComponent(decodeURIComponentSafe(segment)))
    .join('/');

function decodeURIComponentSafe(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** A date the protocol takes (W3C datetime): a day or a full ISO time; anything else is left out. */
export const lastmodOf = (value: string | null): string | null =>
  value && /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2}))?$/.test(value) && !value.startsWith('0000') ? value : null;

const lastmodTag = (value: string | null) => {
  const lastmod = lastmodOf(value);
  return lastmod ? `<lastmod>${lastmod}</lastmod>` : '';
};

export function urlsetXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((e) => `<url><loc>${escapeXml(origin + encodePath(e.path))}</loc>${lastmodTag(e.lastmod)}</url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export interface ChildSitemap {
  path: string;
  lastmod: string | null;
}

export function indexXml(origin: string, children: readonly ChildSitemap[]): string {
  const items = children.map((c) => `<sitemap><loc>${escapeXml(origin + c.path)}</loc>${lastmodTag(c.lastmod)}</sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
}

/** The newest lastmod of some entries (dates and times compare as text once both are ISO). */
export const newest = (entries: readonly SitemapEntry[]): string | null =>
  entries.reduce<string | null>((max, e) => {
    const value = lastmodOf(e.lastmod);
    return value && (!max || value > max) ? value : max;
  }, null);

export function childrenOf(name: string, entries: readonly SitemapEntry[]): { path: string; entries: readonly SitemapEntry[] }[] {
  const parts = Math.max(1, Math.ceil(entries.length / MAX_URLS));
  return Array.from({ length: parts }, (_, i) => ({
    path: `${SITEMAP_CHILD_PREFIX}${name}${i === 0 ? '' : `-${i + 1}`}.xml`,
    entries: entries.slice(i * MAX_URLS, (i + 1) * MAX_URLS),
  }));
}
