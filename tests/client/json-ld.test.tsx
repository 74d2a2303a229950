import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { breadcrumbs, JsonLd, jsonLdText } from '../../src/client/components/JsonLd';

describe('JSON-LD', () => {
  it('cannot close its element or open markup, whatever the text, and parses back to the same data', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme' }),
        fc.constantFrom('</script><script>alert(1)</script>', '<!--', ']]>', '\u2028&'),
        (a, b) => {
          const data = { '@type': 'Thing', name: `${a}${b}` };
          const text = jsonLdText(data);
          expect(text).not.toMatch(/[<>&\u2028\u2029]/);
          expect(JSON.parse(text)).toEqual(data);
        },
      ),
    );
  });

  it('renders as a data block with numbered breadcrumbs', () => {
    const html = renderToString(
      <JsonLd
        data={breadcrumbs([
          { name: 'Home', url: 'https://x.example/' },
          { name: 'A</script>', url: 'https://x.example/a' },
        ])}
      />,
    );
    expect(html.startsWith('<script type="application/ld+json">')).toBe(true);
    const body = html.slice(html.indexOf('>') + 1, html.lastIndexOf('</script>'));
    expect(JSON.parse(body)).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [{ position: 1 }, { position: 2, name: 'A</script>' }],
    });
  });
});
