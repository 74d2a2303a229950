import { JSDOM } from 'jsdom';

const { DOMParser } = new JSDOM('').window;

/** The addresses a sitemap or sitemap index lists, read as XML (so `&apos;` in a name is a quote again). */
export function sitemapLocs(xml: string): string[] {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  return [...doc.getElementsByTagName('loc')].map((loc) => loc.textContent ?? '');
}
