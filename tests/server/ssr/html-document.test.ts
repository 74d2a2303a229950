import { describe, expect, it } from 'vitest';
import {
  documentScriptHashes,
  pageDocument,
  pageScriptHashes,
  renderedPageTemplate,
  shellDocument,
} from '../../../src/server/site/html-document';

// The shape of the built index.html (build/vite/head-order.ts puts the stylesheet first).
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
  const template = renderedPageTemplate(TEMPLATE)!;
  const document = pageDocument(template, PAGE);

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

  // Runs the loader with stand-ins for the browser's globals; returns what it appended and its triggers.
  function runLoader(withPaintTiming: boolean) {
    const loader = /<script>(\(function\(\)\{var done[\s\S]*?)<\/script>/.exec(document)?.[1];
    if (!loader) throw new Error('no loader script in the document');
    const added: Array<Record<string, string>> = [];
    const triggers = { frame: undefined as (() => void) | undefined, paint: undefined as (() => void) | undefined };
    const timers: Array<() => void> = [];
    const listeners: string[] = [];
    const fakeDocument = {
      createElement: (tag: string) => {
        const el: Record<string, string> = { tag };
        return Object.assign(el, { setAttribute: (k: string, v: string) => (el[k] = v) });
      },
      head: { appendChild: (el: Record<string, string>) => added.push(el) },
    };
    class FakePerformanceObserver {
      constructor(private readonly callback: (list: unknown, observer: { disconnect: () => void }) => void) {}
      observe(options: { type: string; buffered: boolean }) {
        if (options.type !== 'paint' || !options.buffered) throw new Error(`unexpected observe(${JSON.stringify(options)})`);
        triggers.paint = () => this.callback({}, { disconnect: () => {} });
      }
    }
    new Function('document', 'requestAnimationFrame', 'setTimeout', 'addEventListener', 'PerformanceObserver', loader)(
      fakeDocument,
      (callback: () => void) => (triggers.frame = callback),
      (callback: () => void) => timers.push(callback),
      (type: string) => listeners.push(type),
      withPaintTiming ? FakePerformanceObserver : undefined,
    );
    const runTimers = () => timers.splice(0).forEach((run) => run());
    const strip = ({ tag, rel, type, src, href }: Record<string, string>) => ({ tag, rel, type, url: src ?? href });
    return { added: () => added.map(strip), triggers, runTimers, listeners };
  }

  const EXPECTED = [
    { tag: 'link', rel: 'modulepreload', type: undefined, url: '/assets/chunk-a.js' },
    { tag: 'link', rel: 'modulepreload', type: undefined, url: '/assets/chunk-b.js' },
    { tag: 'script', rel: undefined, type: 'module', url: '/assets/index-1.js' },
  ];

  it('adds the preloads and the module entry once the browser reports the first paint', () => {
    const run = runLoader(true);
    expect(run.added()).toEqual([]);
    expect(run.triggers.frame).toBeUndefined();
    run.triggers.paint!();
    // The timer queued by the paint report, and the fallback timer: the scripts are added once.
    run.runTimers();
    expect(run.added()).toEqual(EXPECTED);
    // A visitor acting before the first paint starts them at once.
    expect(run.listeners).toEqual(['pointerdown', 'keydown', 'focusin']);
  });

  it('falls back to a painted frame without paint timing', () => {
    const run = runLoader(false);
    expect(run.triggers.paint).toBeUndefined();
    run.triggers.frame!();
    run.runTimers();
    expect(run.added()).toEqual(EXPECTED);
  });

  it('leaves the bare shell its script tags (it paints nothing before its script runs)', () => {
    const shell = shellDocument(TEMPLATE);
    expect(shell).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-1.js"></script>');
    expect(shell).not.toContain('data-default-head');
  });
});

describe('the template, read once by an HTML parser', () => {
  it('knows the hashes of the inline scripts a rendered page carries, without searching the page', async () => {
    const { inlineScriptHashes } = await import('../../../src/server/security/content-security-policy');
    const template = renderedPageTemplate(TEMPLATE)!;
    const page = { ...PAGE, body: '<main>Hello</main><script type="application/ld+json">{}</script><script>react()</script>' };
    expect(pageScriptHashes(template, page).sort()).toEqual(inlineScriptHashes(pageDocument(template, page)).sort());
  });

  it('finds </head> and #root as elements, not as text in a script', () => {
    const tricky = TEMPLATE.replace('/* colour scheme */', '\'</head><div id="root"></div>\'');
    const document = pageDocument(renderedPageTemplate(tricky)!, PAGE);
    expect(document).toContain(`<script>'</head><div id="root"></div>'</script>`);
    expect(document.indexOf('<title>Page</title>')).toBeGreaterThan(document.indexOf(`'</head>`));
    expect(document).toContain('<div id="root"><main>Hello</main></div>');
  });

  it("knows the bare shell's inline scripts", async () => {
    const { inlineScriptHashes } = await import('../../../src/server/security/content-security-policy');
    const shell = shellDocument(TEMPLATE.replace('</head>', '<script type="application/ld+json">{}</script></head>'));
    expect(documentScriptHashes(shell)).toEqual(inlineScriptHashes(shell));
    expect(documentScriptHashes(shell)).toHaveLength(1);
  });

  it('takes no rendered page without an empty #root', () => {
    expect(renderedPageTemplate(TEMPLATE.replace('<div id="root"></div>', '<div id="app"></div>'))).toBeNull();
  });
});
