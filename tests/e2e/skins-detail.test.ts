import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowser, launchBrowser, openPage, screenshot } from '../helpers/browser';
import { axeViolations } from '../helpers/axe';

beforeAll(launchBrowser);
afterAll(closeBrowser);

describe('skin detail page', () => {
  for (const viewport of ['phone', 'laptop'] as const) {
    it(`shows header, splash, features, details, chromas and related skins (${viewport})`, async () => {
      const { page, context } = await openPage(viewport);
      await page.goto('/lol-skins/skin/1013');
      await page.getByRole('heading', { level: 1, name: 'Lunar Beast Annie' }).waitFor();
      expect(await page.title()).toBe('Lunar Beast Annie - Annie Skin');
      // The test art host has Annie's images: the splash comes from our origin.
      const splash = page.getByRole('img', { name: 'Lunar Beast Annie splash art' });
      await expect.poll(() => splash.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      expect(await splash.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toMatch(/^\/assets\/skins\/splash-/);
      await page.getByRole('heading', { name: 'Available Chromas' }).waitFor();
      await page.getByRole('heading', { name: 'More Annie skins' }).waitFor();
      expect(
        await page
          .getByRole('row', { name: /Champion/ })
          .getByRole('link')
          .getAttribute('href'),
      ).toBe('/lol-skins/champion/Annie');
      // The link preview is the skin's share image (decision 0034).
      expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toMatch(
        /^http:\/\/127\.0\.0\.1:\d+\/og\/lol-skins\/skin\/\d+\.png$/,
      );
      await screenshot(page, `skins-detail-${viewport}`);
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    });
  }

  it("says 'Skin not found' for an unknown id, 'Unknown' for facts no source has, and keeps a missing splash's placeholder", async () => {
    const { page, context } = await openPage('laptop');
    await page.goto('/lol-skins/skin/999999');
    await page.getByText('Skin not found').waitFor();
    await page.goto('/lol-skins/skin/145071');
    await page.getByRole('heading', { level: 1, name: "Immortalized Legend Kai'Sa" }).waitFor();
    // The art host has no image of hers: our route answers 404 and the page keeps its placeholder.
    await page.getByText('No Splash Art Available').waitFor();
    expect(await page.getByRole('row', { name: /Release Date/ }).textContent()).toContain('Unknown');
    expect(await page.getByRole('row', { name: /Splash Artists/ }).textContent()).toContain('Unknown');
    await context.close();
  });

  it('moves with ←/→ through the list it was opened from and returns with Escape', async () => {
    const { page, context } = await openPage('laptop');
    await page.goto('/lol-skins/champion/Ahri');
    const cards = page.locator('a[href^="/lol-skins/skin/"]:has(> [role="img"], > img)');
    await cards.nth(0).waitFor();
    const [first, second] = [await cards.nth(0).getAttribute('href'), await cards.nth(1).getAttribute('href')];
    await cards.nth(0).click();
    await page.waitForURL(`**${first!}`);
    await page.getByRole('heading', { level: 1, name: /Ahri$/ }).waitFor();
    await page.keyboard.press('ArrowRight');
    await page.waitForURL(`**${second!}`);
    await page.keyboard.press('Escape');
    await page.waitForURL('**/lol-skins/champion/Ahri');
    await context.close();
  });

  it('fills the League calculator from My collection', async () => {
    const { page, context } = await openPage('phone');
    await page.goto('/lol-skins/skin/1013');
    await page.getByLabel('I own this skin').check();
    await page.goto('/lol-skins/skin/103086');
    await page.getByLabel('I own this skin').check();
    await page.goto('/lol-skins');
    await page.getByText('My collection: 2 skins').waitFor();
    await page.getByRole('link', { name: 'Value it in the calculator' }).click();
    await page.getByRole('button', { name: 'Fill Skins from my collection' }).click();
    await page.getByText('Total: 2').waitFor();
    await screenshot(page, 'skins-collection-calculator-phone');
    await context.close();
  });
});
