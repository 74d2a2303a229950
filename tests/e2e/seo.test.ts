import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteUrl } from '../helpers/e2e-site';
import { sitemapLocs } from '../helpers/sitemap';
import { closeBrowser, launchBrowser, openPage, screenshot } from '../helpers/browser';

beforeAll(launchBrowser);
afterAll(closeBrowser);

// A canonical share address (its inputs in the form's order), so the page answers 200 without a redirect.
const RESULT = '/?level=100&skins.epic=3&blueEssence=5000';
// Pandemonium Annie: dated, priced and credited by the wiki supplement; the e2e art host holds Annie's art.
const SKIN = '/lol-skins/skin/1059';
const POST = '/blog/how-the-calculators-value-an-account';

describe('crawlers and link previews on the built site', () => {
  it('pages carry typed JSON-LD that parses, a share image of 1200×630 and the icons', async () => {
    const { page, context, errors } = await openPage('laptop');
    const ldOf = async (path: string) => {
      await page.goto(path);
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      return blocks.map((text) => JSON.parse(text) as { '@context': string; '@type': string; [key: string]: unknown });
    };
    expect(await ldOf('/')).toMatchObject([{ '@context': 'https://schema.org', '@type': 'WebSite', name: 'Account Value' }]);
    expect(await ldOf('/valorant-account-value')).toMatchObject([
      { '@type': 'BreadcrumbList', itemListElement: [{ position: 1 }, { position: 2 }] },
    ]);
    const [skin] = await ldOf(SKIN);
    expect(skin).toMatchObject({ '@type': 'BreadcrumbList' });
    expect((skin!.itemListElement as { name: string }[]).map((i) => i.name)).toEqual([
      'Account Value',
      'League of Legends Skins',
      'Annie Skins',
      'Pandemonium Annie',
    ]);
    expect(await ldOf(POST)).toMatchObject([
      { '@type': 'BlogPosting', headline: 'How our calculators value an account', datePublished: expect.any(String) },
    ]);
    expect(await page.locator('head meta[name="twitter:card"]').getAttribute('content')).toBe('summary_large_image');
    for (const rel of ['icon', 'apple-touch-icon', 'manifest'])
      expect(await page.locator(`head link[rel="${rel}"]`).count(), rel).toBeGreaterThan(0);
    // Skin art the e2e art host lacks is a 404 the page shows a placeholder for; nothing else may fail.
    expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
    await context.close();
  });

  it('the share images of a result, a skin and a post (screenshots)', async () => {
    const { page, context } = await openPage('laptop');
    for (const [name, path] of [
      ['result', RESULT],
      ['skin', SKIN],
      ['post', POST],
    ] as const) {
      await page.goto(path);
      // The skin's tile is fetched and stored on the page's first view; its share image then shows it.
      await page.waitForLoadState('networkidle');
      const image = await page.locator('head meta[property="og:image"]').getAttribute('content');
      // A shared result's preview title carries the figures the page shows (issue 44).
      if (name === 'result') {
        const real = await page.getByTestId('estimated-value').innerText();
        const market = await page.getByTestId('market-value').innerText();
        expect(await page.locator('head meta[property="og:title"]').getAttribute('content')).toBe(
          `League of Legends account: Estimated Real Value ${real}, Market Value ${market}`,
        );
      }
      expect(image).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/og\/.+\.png/);
      const res = await fetch(image!);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      fs.mkdirSync('test-results/screenshots', { recursive: true });
      fs.writeFileSync(`test-results/screenshots/share-image-${name}.png`, Buffer.from(await res.arrayBuffer()));
    }
    await context.close();
    for (const viewport of ['phone', 'laptop'] as const) {
      const view = await openPage(viewport);
      await view.page.goto(SKIN);
      await view.page.getByRole('link', { name: 'Huyy Nguyen' }).first().waitFor();
      await screenshot(view.page, `skin-supplemented-${viewport}`);
      await view.context.close();
    }
  });

  it("the sitemap's browse pages whose names hold a quote or a slash answer 200", async () => {
    const xml = await (await fetch(`${siteUrl()}/sitemaps/skins.xml`)).text();
    const odd = sitemapLocs(xml).filter((url) => /'|%2F/.test(url));
    expect(odd.length).toBeGreaterThan(5);
    for (const url of odd) expect((await fetch(url.replace(/^https?:\/\/[^/]+/, siteUrl()), { method: 'HEAD' })).status, url).toBe(200);
  });

  it('a page-like unknown path is the rendered 404 page, a missing file a small 404', async () => {
    const pageLike = await fetch(`${siteUrl()}/no-such-page`);
    expect(pageLike.status).toBe(404);
    expect(await pageLike.text()).toContain('<html');
    const file = await fetch(`${siteUrl()}/wp-login.php`);
    expect(file.status).toBe(404);
    expect((await file.arrayBuffer()).byteLength).toBeLessThan(2048);
  });
});
