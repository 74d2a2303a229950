/** XML's five predefined entities: without a DTD, the only named ones a sitemap may hold. */
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

const decode = (text: string) =>
  text.replace(/&(?:#x([\da-f]+)|#(\d+)|(amp|lt|gt|quot|apos));/gi, (_, hex?: string, dec?: string, name?: string) =>
    name ? ENTITIES[name]! : String.fromCodePoint(parseInt(hex ?? dec!, hex ? 16 : 10)),
  );

/** The addresses a sitemap or sitemap index lists, their entities decoded (`&apos;` in a name is a quote again). */
export function sitemapLocs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => decode(m[1]!));
}
