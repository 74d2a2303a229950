import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadLocalPosts } from '../../../src/server/blog/local-posts';
import { loadConverterRegistry } from '../../../src/server/data-files';
import { loadBundle } from '../../../src/server/skins/bundle';
import { createTestApp, realGames, type TestApp } from '../../helpers/test-app';
import { sitemapLocs } from '../../helpers/sitemap';

// The first share image parses the fonts (a few seconds on a busy machine).
const SLOW = 60_000;
const converters = loadConverterRegistry(path.resolve('schemas/converters'));
let t: TestApp;
beforeAll(async () => {
  const localPosts = loadLocalPosts(path.resolve('content/blog'), path.resolve('public'));
  t = await createTestApp(
    { clientDir: path.resolve('tests/fixtures/client'), converters, settings: { blog: { localPosts } } },
    { PUBLIC_URL: 'https://accountvalue.example' },
  );
}, SLOW);
afterAll(async () => {
  await t?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('robots.txt', () => {
  it('is plain text that keeps crawlers out of the dashboard and the API and names the sitemap on PUBLIC_URL', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body.split('\n')).toEqual(
      expect.arrayContaining(['Disallow: /dashboard', 'Disallow: /api/', 'Sitemap: https://accountvalue.example/sitemap.xml']),
    );
  });
});

describe('sitemaps', () => {
  it('index children that list every page the site renders, every skin included, with absolute URLs', async () => {
    const index = await get('/sitemap.xml');
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(index.body).toContain('<sitemapindex');
    const children = sitemapLocs(index.body);
    expect(children).toEqual(
      expect.arrayContaining(['https://accountvalue.example/sitemaps/skins.xml', 'https://accountvalue.example/sitemaps/blog.xml']),
    );
    const urls: string[] = [];
    for (const child of children) {
      const res = await get(new URL(child).pathname);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<urlset');
      urls.push(...sitemapLocs(res.body));
    }
    expect(urls.every((u) => u.startsWith('https://accountvalue.example/'))).toBe(true);
    const paths = new Set(urls.map((u) => decodeURIComponent(new URL(u).pathname)));
    for (const game of realGames.games) expect(paths).toContain(game.route);
    for (const converter of converters.converters) expect(paths).toContain(converter.route);
    // A value with a slash stays one segment (the walk of the built site found K/DA split in two).
    expect(urls).toContain('https://accountvalue.example/lol-skins/skinlines/K%2FDA');
    for (const page of [
      '/',
      '/blog',
      '/lol-skins',
      '/wasted-time-lol',
      '/lol-skins/champion/Annie',
      "/lol-skins/champion/Kai'Sa",
      '/blog/how-the-calculators-value-an-account',
    ])
      expect(paths).toContain(page);
    for (const skin of loadBundle().skins) expect(paths).toContain(`/lol-skins/skin/${skin.riotId}`);
    expect(urls.length).toBe(new Set(urls).size);
  });

  it('date skin pages by the catalogue data and posts by their date, and gzip when asked', async () => {
    const skins = await get('/sitemaps/skins.xml', { 'accept-encoding': 'gzip' });
    expect(skins.headers['content-encoding']).toBe('gzip');
    const xml = zlib.gunzipSync(skins.rawPayload).toString();
    expect(xml).toMatch(/<url><loc>https:\/\/accountvalue\.example\/lol-skins\/skin\/1001<\/loc><lastmod>\d{4}-\d{2}-\d{2}T/);
    const blog = await get('/sitemaps/blog.xml');
    expect(blog.body).toMatch(/how-the-calculators-value-an-account<\/loc><lastmod>\d{4}-\d{2}-\d{2}/);
    expect((await get('/sitemaps/nope.xml')).statusCode).toBe(404);
  });

  it('list a skin added after start without a restart', async () => {
    const before = sitemapLocs((await get('/sitemaps/skins.xml')).body).length;
    const row = await t.db.selectFrom('skins').selectAll().where('riot_id', '=', 1001).executeTakeFirstOrThrow();
    await t.db
      .insertInto('skins')
      .values({ ...row, riot_id: 1999, name: 'Sitemap Annie' })
      .execute();
    await t.db
      .updateTable('skin_catalogue')
      .set((eb) => ({ revision: eb('revision', '+', 1) }))
      .execute();
    const after = sitemapLocs((await get('/sitemaps/skins.xml')).body);
    expect(after).toHaveLength(before + 1);
    expect(after).toContain('https://accountvalue.example/lol-skins/skin/1999');
  });
});

describe('icons and the manifest', () => {
  it('are served with their types and sizes', async () => {
    const ico = await get('/favicon.ico');
    expect(ico.headers['content-type']).toBe('image/x-icon');
    expect(ico.rawPayload.readUInt16LE(2)).toBe(1);
    expect((await get('/favicon.svg')).headers['content-type']).toBe('image/svg+xml');
    for (const [url, size] of [
      ['/apple-touch-icon.png', 180],
      ['/icon-192.png', 192],
      ['/icon-512.png', 512],
    ] as const) {
      const res = await get(url);
      expect(res.headers['content-type']).toBe('image/png');
      expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'png', width: size, height: size });
    }
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.headers['content-type']).toBe('application/manifest+json');
    expect(manifest.json()).toMatchObject({
      name: 'Account Value',
      short_name: 'Account Value',
      theme_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
      background_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
      icons: expect.arrayContaining([expect.objectContaining({ sizes: '192x192' }), expect.objectContaining({ sizes: '512x512' })]),
    });
  });
});

describe('missing files', () => {
  it('answer a small 404 for a path with a file extension, not the page', async () => {
    const underPages = ['/blog/no-such-picture.jpg', '/blog/old/header.webp', '/lol-skins/banner.PNG', '/blog/x.css', '/blog/icon.ico'];
    for (const url of ['/wp-login.php', '/nope.png', '/favicon.png', '/some/deep/file.js', ...underPages]) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.rawPayload.length).toBeLessThan(2048);
      expect(res.headers['content-type']).toContain('text/plain');
    }
    // A page-like path is still the site's page (here the bare shell: the fixture client has no renderer),
    // and so is a dotted name under the pages named by data ('Dr. Mundo', a slug with a version).
    for (const url of ['/no-such-page', '/lol-skins/Dr. Mundo', '/blog/patch-14.2'])
      expect((await get(url)).headers['content-type'], url).toContain('text/html');
  });
});
