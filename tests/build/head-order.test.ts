import { describe, expect, it } from 'vitest';
import { orderHead } from '../../build/vite/head-order';

// index.html as Vite writes it: its script, preload and stylesheet at the end of the head.
const BUILT = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title data-default-head>Account Value</title>
    <script>
      // a comment naming <link rel="stylesheet" href="/x.css"> and <script type="module"> stays as it is
    </script>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/chunk-a.js">
    <link rel="stylesheet" crossorigin href="/assets/style-1.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('the built head, ordered for a first paint from HTML and stylesheet', () => {
  const ordered = orderHead(BUILT);

  it('requests the stylesheet right after the viewport, before anything else', () => {
    expect(ordered).toContain(
      '<meta name="viewport" content="width=device-width, initial-scale=1.0" />\n    <link rel="stylesheet" crossorigin href="/assets/style-1.css">\n    <title',
    );
    expect(ordered.match(/rel="stylesheet" crossorigin/g)).toHaveLength(1);
    expect(ordered).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/chunk-a.js">\n  </head>');
  });

  it('asks for the scripts at low priority, and only for the tags (not text in a script)', () => {
    expect(ordered).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-1.js"></script>');
    expect(ordered).toContain('// a comment naming <link rel="stylesheet" href="/x.css"> and <script type="module"> stays as it is');
  });

  it('changes nothing else, and nothing when run again', () => {
    const strip = (html: string) => html.replace(/\s+/g, '').replaceAll('fetchpriority="low"', '');
    expect([...strip(ordered)].sort().join('')).toBe([...strip(BUILT)].sort().join(''));
    expect(orderHead(ordered)).toBe(ordered);
  });
});
