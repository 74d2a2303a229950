import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteUrl } from '../helpers/e2e-site';
import { closeBrowser, launchBrowser, openPage, screenshot } from '../helpers/browser';

beforeAll(launchBrowser);
afterAll(closeBrowser);

/** Every image the page asked for, with the reply's status and headers. */
function recordImages(page: Page) {
  const seen: { url: string; status: number; type: string | undefined; cache: string | undefined }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'image') return;
    const headers = response.headers();
    seen.push({ url: response.url(), status: response.status(), type: headers['content-type'], cache: headers['cache-control'] });
  });
  return seen;
}

/** The images in `main` that finished loading, by the URL the browser picked from their srcset. */
const loadedImages = (page: Page) =>
  page.$$eval('main img', (imgs) =>
    (imgs as HTMLImageElement[]).filter((img) => img.complete && img.naturalWidth > 0).map((img) => img.currentSrc),
  );

describe('skin images', () => {
  for (const viewport of ['phone', 'laptop'] as const) {
    it(`load from our origin on a catalogue page, as WebP kept for a year, at a width from the srcset (${viewport})`, async () => {
      const { page, context } = await openPage(viewport);
      const images = recordImages(page);
      await page.goto('/lol-skins/champion/Annie');
      await page.getByRole('heading', { name: /^Annie Skins \(\d+\)$/ }).waitFor();
      // The test art host has Annie's art (e2e-global-setup.ts): the first cards' tiles and icons load.
      await expect.poll(async () => (await loadedImages(page)).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(8);
      const origin = siteUrl();
      for (const src of await loadedImages(page)) expect(src.startsWith(`${origin}/assets/skins/`), src).toBe(true);
      // Tiles are shown at about 160–200 CSS px: the browser takes a smaller stored width than the 380 px source where it can.
      const tiles = (await loadedImages(page)).filter((src) => src.includes('/tile-'));
      expect(tiles.length).toBeGreaterThan(0);
      if (viewport === 'laptop')
        expect(
          tiles.every((src) => /-192\.webp$/.test(src)),
          tiles.join('\n'),
        ).toBe(true);
      expect(images.length).toBeGreaterThan(0);
      for (const image of images) {
        expect(new URL(image.url).origin, image.url).toBe(origin);
        if (image.status === 200) {
          expect(image.type).toBe('image/webp');
          expect(image.cache).toBe('public, max-age=31536000, immutable');
        }
      }
      await screenshot(page, `skin-images-annie-${viewport}`);
      await context.close();
    });
  }

  it("keep 'No Image' where the art host has no file, and never load from another host", async () => {
    const { page, context } = await openPage('laptop');
    const images = recordImages(page);
    await page.goto('/lol-skins');
    await page.waitForFunction(() => document.querySelectorAll('[aria-label$=": No Image"]').length >= 4);
    expect(images.every((image) => new URL(image.url).origin === siteUrl())).toBe(true);
    expect(images.some((image) => image.status === 404 && image.url.includes('/assets/skins/tile-'))).toBe(true);
    await context.close();
  });
});
