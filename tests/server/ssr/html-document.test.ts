import { describe, expect, it } from 'vitest';
import { pageDocument, renderedPageTemplate, shellDocument } from '../../../src/server/site/html-document';

// The shape of the built index.html (vite.head-order.ts puts the stylesheet first).
const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <link rel="stylesheet" crossorigin href="/assets/style-1.css">
    <title data-default-head>Account Value</title>
    <script>/* colour scheme */</script>
    <script type="module" fetchpriority="low" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/chunk-a.js">
    <link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/chunk-b.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const PAGE = { kind: 'page' as const, status: 200, head: '<title>Page</title>', body: '<main>Hello</main>', script: 'window.__data={}' };

describe('the HTML document of a rendered page', () => {
  const document = pageDocument(renderedPageTemplate(TEMPLATE), PAGE);

  it('carries no script or preload tag that the browser would fetch before painting', () => {
    expect(document).not.toMatch(/<script[^>]+src=/);
    expect(document).not.toContain('rel="modulepreload"');
    expect(document).toContain('<link rel="stylesheet" crossorigin href="/assets/style-1.css">');
  });

  it('loads the entry and its preloads from an inline script placed after the markup and data', () => {
    const markup = document.indexOf('<main>Hello</main>');
    const data = document.indexOf('window.__data={}');
    const loader = document.indexOf('requestAnimationFrame');
    expect(markup).toBeGreaterThan(0);
    expect(data).toBeGreaterThan(markup);
    expect(loader).toBeGreaterThan(data);
    const loaderScript = document.slice(document.lastIndexOf('<script>', loader), document.indexOf('</script>', loader));
    for (const file of ['/assets/index-1.js', '/assets/chunk-a.js', '/assets/chunk-b.js']) expect(loaderScript).toContain(`"${file}"`);
  });

  it('adds the preloads and the module entry once run, after a painted frame', () => {
    const loader = /<script>(\(function\(\)\{var done[\s\S]*?)<\/script>/.exec(document)?.[1];
    expect(loader).toBeDefined();
    const added: Array<Record<string, string>> = [];
    let frame: (() => void) | undefined;
    const timers: Array<() => void> = [];
    const fakeDocument = {
      createElement: (tag: string) => {
        const el: Record<string, string> = { tag };
        return Object.assign(el, { setAttribute: (k: string, v: string) => (el[k] = v) });
      },
      head: { appendChild: (el: Record<string, string>) => added.push(el) },
    };
    const listeners: string[] = [];
    new Function('document', 'requestAnimationFrame', 'setTimeout', 'addEventListener', loader!)(
      fakeDocument,
      (callback: () => void) => (frame = callback),
      (callback: () => void) => timers.push(callback),
      (type: string) => listeners.push(type),
    );
    // A visitor acting before the first frame starts them at once.
    expect(listeners).toEqual(['pointerdown', 'keydown', 'focusin']);
    expect(added).toEqual([]);
    frame!();
    timers.forEach((run) => run());
    const strip = ({ tag, rel, type, src, href }: Record<string, string>) => ({ tag, rel, type, url: src ?? href });
    expect(added.map(strip)).toEqual([
      { tag: 'link', rel: 'modulepreload', type: undefined, url: '/assets/chunk-a.js' },
      { tag: 'link', rel: 'modulepreload', type: undefined, url: '/assets/chunk-b.js' },
      { tag: 'script', rel: undefined, type: 'module', url: '/assets/index-1.js' },
    ]);
  });

  it('leaves the bare shell its script tags (it paints nothing before its script runs)', () => {
    const shell = shellDocument(TEMPLATE);
    expect(shell).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-1.js"></script>');
    expect(shell).not.toContain('data-default-head');
  });
});
