import { decodeXML } from 'entities';

/** The addresses a sitemap or sitemap index lists, their XML entities decoded (`&apos;` in a name is a quote again). */
export function sitemapLocs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => decodeXML(m[1]!));
}
