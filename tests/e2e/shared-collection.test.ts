import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { siteUrl } from '../helpers/e2e-site';
import { closeBrowser, launchBrowser, openPage, screenshot } from '../helpers/browser';
import { COLLECTION_STORAGE_KEY } from '../../src/client/lib/skin-collection';

beforeAll(launchBrowser);
afterAll(closeBrowser);

// The sender's: Super Galaxy Annie (Epic, 1,350 RP) and Annie in Wonderland (Legendary, 1,820 RP), one chroma.
const LINK = '/lol-skins/collection/shared?skins=1003~Legendary.1011~Epic.1014~Chroma';
// The visitor's own: Hextech Annie.
const MINE = { 1010: 'Mythic' };

const stored = (page: Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, string>, COLLECTION_STORAGE_KEY);

describe('a shared collection', () => {
  for (const viewport of ['phone390', 'laptop1440'] as const) {
    it(`shows the sender's skins, count and value, and adds them to one's own only when asked (${viewport})`, async () => {
      const { page, context, errors } = await openPage(viewport);
      await context.addInitScript(
        ([key, mine]) => {
          if (!localStorage.getItem(key)) localStorage.setItem(key, mine);
        },
        [COLLECTION_STORAGE_KEY, JSON.stringify(MINE)] as const,
      );
      const response = await page.goto(LINK);
      expect(response?.status()).toBe(200);
      await page.getByRole('heading', { level: 1, name: 'Shared Skin Collection' }).waitFor();
      expect(await page.getByTestId('owned-skins').textContent()).toBe('2');
      expect(await page.getByTestId('owned-chromas').textContent()).toBe('1');
      expect(await page.getByTestId('total-rp').textContent()).toBe('3,170 RP');
      const euros = await page.getByTestId('euro-value').textContent();
      expect(euros).toMatch(/^€\d[\d,]*\.\d\d$/);
      for (const name of ['Super Galaxy Annie', 'Annie in Wonderland'])
        await page
          .getByRole('link', { name: new RegExp(name) })
          .first()
          .waitFor();
      await page.getByRole('heading', { name: 'Their skins (2)' }).waitFor();
      // Hydrated as the server rendered it: no mismatch.
      expect(errors).toEqual([]);
      // Opening the link changed nothing of the visitor's own.
      expect(await stored(page)).toEqual(MINE);

      // The preview names the count and the value, and its image is a PNG card.
      const ogTitle = await page.locator('head meta[property="og:title"]').getAttribute('content');
      expect(ogTitle).toBe(`2 League skins worth 3,170 RP (${euros})`);
      expect(await page.locator('head meta[property="og:description"]').getAttribute('content')).toContain(ogTitle!);
      const image = await page.locator('head meta[property="og:image"]').getAttribute('content');
      expect(image).toBe(`${new URL(siteUrl()).origin}/og/lol-skins/collection/shared.png?skins=1003~Legendary.1011~Epic.1014~Chroma`);
      const card = await page.request.get(image!);
      expect(card.status()).toBe(200);
      expect(card.headers()['content-type']).toBe('image/png');
      expect(await sharp(await card.body()).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });

      await screenshot(page, `shared-collection-${viewport}`);
      await page.getByRole('button', { name: 'Add to my collection' }).click();
      await page.getByText('Added 3 skins').waitFor();
      expect(await stored(page)).toEqual({ ...MINE, 1003: 'Legendary', 1011: 'Epic', 1014: 'Chroma' });
      await screenshot(page, `shared-collection-added-${viewport}`);
      await page.getByRole('button', { name: 'Undo' }).click();
      expect(await stored(page)).toEqual(MINE);
      await page.getByRole('button', { name: 'Add to my collection' }).click();

      // One's own collection page now counts them with the skin one had.
      await page.goto('/lol-skins/collection');
      await page.getByTestId('total-rp').waitFor();
      expect(await page.getByTestId('owned-skins').textContent()).toBe('3');
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('shows the count, value and cards before scripts load, and refuses a damaged link with a sentence', async () => {
    const { page, context } = await openPage('phone390');
    const html = async (url: string, status: number) => {
      const res = await context.request.get(url);
      expect(res.status(), url).toBe(status);
      // The server's HTML alone, no script run: what a visitor sees before the page's scripts load.
      await page.setContent(await res.text(), { waitUntil: 'domcontentloaded' });
    };
    await html(LINK, 200);
    expect(await page.getByTestId('total-rp').textContent()).toBe('3,170 RP');
    expect(await page.getByTestId('euro-value').textContent()).toMatch(/^€\d[\d,]*\.\d\d$/);
    await page.getByRole('heading', { name: 'Their skins (2)' }).waitFor();
    await html('/lol-skins/collection/shared?skins=1011~Epic.%3Cb%3E', 400);
    await page.getByText("This link is damaged: '<b>' is not a skin id and rarity. Ask for the link again.").waitFor();
    await context.close();
  });
});
