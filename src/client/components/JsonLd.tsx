import type { BreadcrumbList, Thing, WithContext } from 'schema-dts';

/**
 * JSON written so it cannot end its script element or start markup: '<', '>' and '&' as \\u
 * escapes (still the same JSON), and the two line separators JavaScript once refused.
 */
export const jsonLdText = (data: object): string =>
  JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * Structured data (schema.org JSON-LD) typed with schema-dts. A data block, not a script: the
 * browser never runs it, so the CSP's script rules do not apply (and the server's script hashes skip it).
 */
export function JsonLd<T extends Thing>({ data }: { data: WithContext<T> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}

export function breadcrumbs(items: readonly { name: string; url: string }[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, item: item.url })),
  };
}
