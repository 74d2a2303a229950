import crypto from 'node:crypto';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, realGames, type TestApp } from '../../helpers/test-app';
import { SITE_ORIGIN, signIn } from '../../helpers/operator-session';
import { loadConverterRegistry } from '../../../src/server/data-files';
import type { SsrEntry } from '../../../src/shared/ssr';

// The client's rendering entry from source; the built server imports dist/ssr/entry-server.js the same way.
const entry = (await import('../../../src/client/entry-server')) as SsrEntry;
const fixtureClient = path.resolve('tests/fixtures/client');
const { converters } = loadConverterRegistry(path.resolve('schemas/converters'));

async function siteApp(ssr: SsrEntry = entry): Promise<TestApp> {
  return createTestApp({ clientDir: fixtureClient, ssr });
}

let t: TestApp;
beforeAll(async () => {
  t = await siteApp();
}, 60_000);
afterAll(async () => t?.close());

const page = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.headers['content-type']).toContain('text/html');
  return { status: res.statusCode, body: res.body, headers: res.headers };
};
const text = (html: string) => html.replace(/<!-- -->/g, '');
const head = (html: string) => html.slice(0, html.indexOf('</head>'));
const hydrationData = (html: string) => {
  const json = /window\.__staticRouterHydrationData=JSON\.parse\((".*?")\);<\/script>/s.exec(html)?.[1];
  return JSON.parse(JSON.parse(json!)) as { loaderData: Record<string, unknown> };
};

describe('server-rendered pages', { timeout: 60_000 }, () => {
  it('/ carries the calculator form with its labels and the About article, without JavaScript', async () => {
    const { status, body } = await page('/');
    expect(status).toBe(200);
    const html = text(body);
    for (const label of ['Calculate Now', 'Level', 'Champions', 'Blue Essence']) expect(html).toContain(label);
    expect(html).toMatch(/<h2[^>]*id="about-league-of-legends-heading"[^>]*>About League of Legends Accounts<\/h2>/);
    // The article's text, not a loading spinner; everything in place, none of it left hidden for a script to reveal.
    expect(html).not.toContain('Loading article');
    expect(html).not.toMatch(/<div hidden id="S:|\$RC|\$RS/);
    expect(html).not.toContain('Loading the prices');
  });

  it('writes the head tags from the route: title, description, canonical, og and twitter, once each', async () => {
    const valorant = realGames.byId('valorant')!;
    const { body } = await page('/valorant-account-value?level=10');
    const tags = head(body);
    expect(tags).toContain(`<title>${valorant.meta.title} | Account Value</title>`);
    expect(tags).toContain(`<meta name="description" content="${valorant.meta.description}"/>`);
    expect(tags).toContain('<link rel="canonical" href="http://localhost/valorant-account-value"/>');
    expect(tags).toContain('<meta property="og:url" content="http://localhost/valorant-account-value"/>');
    // A shared result's preview says its figures, the very ones the page shows for the link (issue 44).
    const real = /Estimated Real Value: (€[\d,.]+)/.exec(text(body))?.[1];
    const market = /Market Value: (€[\d,.]+)/.exec(text(body))?.[1];
    expect(real).toMatch(/^€\d/);
    const shareTitle = `Valorant account: Estimated Real Value ${real}, Market Value ${market}`;
    expect(tags).toContain(`<meta property="og:title" content="${shareTitle}"/>`);
    expect(tags).toContain(`<meta name="twitter:title" content="${shareTitle}"/>`);
    expect(tags).toContain(
      `<meta property="og:description" content="A Valorant account valued at ${real} (Estimated Real Value) and ${market} (Market Value). Fill in yours to see what it is worth."/>`,
    );
    // Without a result the preview is the page's own.
    const plain = head((await page('/valorant-account-value')).body);
    expect(plain).toContain(`<meta property="og:title" content="${valorant.meta.title} | Account Value"/>`);
    expect(plain).toContain(`<meta property="og:description" content="${valorant.meta.description}"/>`);
    // The preview is the share image of this very link: its inputs travel with it (decision 0034).
    expect(tags).toContain('<meta property="og:image" content="http://localhost/og/valorant-account-value.png?level=10"/>');
    expect(tags).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(body.match(/<title/g)).toHaveLength(1);
    expect(body).not.toContain('default description');
  });

  it('gives every game and converter page its own title, status 200', async () => {
    const titles = new Set<string>();
    for (const route of [...realGames.games.map((g) => g.route), ...converters.map((c) => c.route)]) {
      const { status, body } = await page(route);
      expect(status, route).toBe(200);
      titles.add(/<title>([^<]*)<\/title>/.exec(body)?.[1] ?? '');
    }
    expect(titles.size).toBe(realGames.games.length + converters.length);
    const robux = text((await page('/robux-to-usd-eur-gbp')).body);
    expect(robux).toContain('Robux to USD, EUR and GBP Converter | Account Value');
    expect(robux).toContain('see the DevEx cash-out rate');
  });

  it('answers an unknown path with the 404 page and status 404', async () => {
    const { status, body } = await page('/valorant-account-value/extra');
    expect(status).toBe(404);
    expect(body).toContain('<title>Page not found | Account Value</title>');
    expect(text(body)).toContain('Page not found');
  });

  it('hands the loader data to the browser router: the config as GET /api/<api> serves it', async () => {
    const { body } = await page('/valorant-account-value');
    const served = (await t.app.inject({ method: 'GET', url: '/api/valorant-calculator' })).json().response;
    const data = Object.values(hydrationData(body).loaderData).find((d) => d && typeof d === 'object' && 'config' in d) as {
      config: unknown;
    };
    expect(data.config).toEqual(served);
    expect(body).not.toMatch(/<\/script>[^<]*<\/script>/);
  });

  it('keeps a rendered page built from cached data: same ETag, 304 on If-None-Match', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/valorant-account-value' });
    const second = await t.app.inject({ method: 'GET', url: '/valorant-account-value' });
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.body).toBe(first.body);
    const revalidated = await t.app.inject({
      method: 'GET',
      url: '/valorant-account-value',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    const notFound = await t.app.inject({ method: 'GET', url: '/no-such-page', headers: { 'accept-encoding': 'br' } });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.headers['content-encoding']).toBe('br');
  });

  it('names the inline scripts of a kept page, sent compressed, in its policy', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({ method: 'GET', url: '/valorant-account-value', headers: { 'accept-encoding': 'br' } });
      expect(res.headers['content-encoding']).toBe('br');
      const html = zlib.brotliDecompressSync(res.rawPayload).toString('utf8');
      // Scripts the browser runs; the JSON-LD data block is never run, so the policy does not name it.
      expect(html).toContain('<script type="application/ld+json">');
      const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)]
        .map((m) => m[1]!)
        .filter((s) => s.trim());
      expect(inline.length).toBeGreaterThan(0);
      const hashes = inline.map((s) => `'sha256-${crypto.createHash('sha256').update(s).digest('base64')}'`);
      const scriptSrc = /script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1]?.split(' ');
      expect(scriptSrc).toEqual(["'self'", ...hashes]);
    }
  });

  it('renders a save at once: the loaders read the API (and its cache) in process', async () => {
    const cookie = await signIn(t.app, t.db);
    const league = (await t.app.inject({ method: 'GET', url: '/api/calculator' })).json().response;
    const renamed = { ...league, level: { ...league.level, label: 'Summoner Level' } };
    const save = await t.app.inject({
      method: 'POST',
      url: '/api/auth/calculator',
      payload: renamed,
      headers: { cookie, origin: SITE_ORIGIN },
    });
    expect(save.statusCode, save.body).toBe(200);
    expect(text((await page('/')).body)).toContain('Summoner Level');
  });

  it('leaves the dashboard to the browser: the bare shell', async () => {
    const { status, body } = await page('/dashboard');
    expect(status).toBe(200);
    expect(body).toContain('<div id="root"></div>');
  });

  it('compresses the HTML for clients that accept it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});

describe('when rendering fails', () => {
  it('serves the bare shell, which the browser renders', async () => {
    const broken: SsrEntry = { setApiTransportResolver: () => {}, renderPage: () => Promise.reject(new Error('boom')) };
    const other = await createTestApp({ clientDir: fixtureClient, ssr: broken, logger: false });
    try {
      const res = await other.app.inject({ method: 'GET', url: '/' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
    } finally {
      await other.close();
    }
  });
});
