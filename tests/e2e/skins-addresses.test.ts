import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowser, launchBrowser, openPage, screenshot } from '../helpers/browser';
import { axeViolations } from '../helpers/axe';

beforeAll(launchBrowser);
afterAll(closeBrowser);

/** Script errors: the browser's lines about resources (the document's own 404, art hosts out of reach in tests) left out. */
const realErrors = (errors: string[]) => errors.filter((e) => !e.startsWith('Failed to load resource'));

describe('catalogue addresses, prices and currencies in the browser', () => {
  for (const viewport of ['phone', 'laptop'] as const) {
    it(`a bad skin address is a 404 page with the way back (${viewport})`, async () => {
      const { page, context, errors } = await openPage(viewport);
      const response = await page.goto('/lol-skins/skin/99999999');
      expect(response?.status()).toBe(404);
      expect(await page.title()).toBe('Skin not found');
      await page.getByRole('heading', { level: 1, name: 'Skin not found' }).waitFor();
      await page.getByText("There is no skin with the id '99999999'.").waitFor();
      await screenshot(page, `skins-not-found-${viewport}`);
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('link', { name: 'Browse all skins' }).click();
      await page.waitForURL('**/lol-skins');
      await page.getByRole('heading', { level: 1, name: /^Champion Skins \(\d+\)$/ }).waitFor();
      expect(realErrors(errors)).toEqual([]);
      await context.close();
    });

    it(`a lower-case champion address moves to its spelling, and an unknown one is a 404 page (${viewport})`, async () => {
      const { page, context, errors } = await openPage(viewport);
      const response = await page.goto('/lol-skins/champion/annie');
      expect(response?.request().redirectedFrom()?.url()).toMatch(/\/lol-skins\/champion\/annie$/);
      expect((await response?.request().redirectedFrom()?.response())?.status()).toBe(308);
      expect(new URL(page.url()).pathname).toBe('/lol-skins/champion/Annie');
      await page.getByRole('heading', { level: 1, name: /^Annie Skins \(\d+\)$/ }).waitFor();
      await screenshot(page, `skins-champion-redirect-${viewport}`);
      const nobody = await page.goto('/lol-skins/champion/Nobody');
      expect(nobody?.status()).toBe(404);
      await page.getByText("No skin has the champion 'Nobody'.").waitFor();
      expect(await page.getByText(/HTTP error|Nobody Skins/).count()).toBe(0);
      await screenshot(page, `skins-unknown-value-${viewport}`);
      expect(realErrors(errors)).toEqual([]);
      await context.close();
    });

    it(`shows a price in another currency with its currency, and Highest Price opens with RP (${viewport})`, async () => {
      const { page, context } = await openPage(viewport);
      await page.goto('/lol-skins/skin/19009');
      await page.getByRole('heading', { level: 1, name: 'Urfwick' }).waitFor();
      const price = page.getByRole('row', { name: /Price/ });
      expect(await price.textContent()).toContain('150000 Blue Essence');
      expect(await price.textContent()).not.toContain('RP');
      await screenshot(page, `skins-currency-detail-${viewport}`);
      await page.goto('/lol-skins?sort=price-desc');
      const firstCard = page.locator('main [class*="grid"] > *').first();
      await firstCard.waitFor();
      expect(await firstCard.textContent()).toMatch(/\d+ RP/);
      await page.goto('/lol-skins/price/150000%20Blue%20Essence');
      await page.getByRole('heading', { level: 1, name: '150000 Blue Essence Skins (1)' }).waitFor();
      await screenshot(page, `skins-currency-browse-${viewport}`);
      await context.close();
    });
  }
});
