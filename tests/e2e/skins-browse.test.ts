import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowser, launchBrowser, openPage, screenshot } from '../helpers/browser';
import { axeViolations } from '../helpers/axe';

beforeAll(launchBrowser);
afterAll(closeBrowser);

const VIEWPORTS = ['phone', 'laptop'] as const;

describe('skin browse page', () => {
  for (const viewport of VIEWPORTS) {
    it(`shows 12 cards with placeholders, loads more on scroll, and has no axe violations (${viewport})`, async () => {
      const { page, context, errors } = await openPage(viewport);
      await page.goto('/lol-skins');
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Champion Skins (1945)');
      const cards = page.locator('a[href^="/lol-skins/skin/"]:has(> [role="img"], > img)');
      await page.waitForFunction(() => document.querySelectorAll('[aria-label$=": No Image"]').length >= 4);
      // 12 a page; a tall window may already have asked for the next page.
      expect((await cards.count()) % 12).toBe(0);
      // No internet here: every image fails and its box keeps its size (placeholder of the same ratio).
      const box = await page.locator('[aria-label$=": No Image"]').first().boundingBox();
      expect(box!.width).toBeGreaterThan(100);
      expect(Math.abs(box!.width - box!.height)).toBeLessThan(2);
      await screenshot(page, `skins-browse-${viewport}`);
      expect(await axeViolations(page)).toEqual([]);

      await page.mouse.wheel(0, 20_000);
      await page.waitForFunction(() => document.querySelectorAll('main [class*="grid"] a[href^="/lol-skins/skin/"]').length >= 24);
      expect(await cards.count()).toBeGreaterThanOrEqual(24);
      expect(errors.filter((e) => !/Failed to load resource|ERR_NAME_NOT_RESOLVED|ERR_INTERNET/.test(e))).toEqual([]);
      await context.close();
    });

    it(`groups by rarity with 'value (count)' and Show More links (${viewport})`, async () => {
      const { page, context } = await openPage(viewport);
      await page.goto('/lol-skins/rarity');
      await page.getByRole('heading', { name: /^Epic \(\d+\)$/ }).waitFor();
      const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
      expect(headings.slice(0, 5)).toEqual([
        expect.stringMatching(/^Epic \(\d+\)$/),
        expect.stringMatching(/^Legendary/),
        expect.stringMatching(/^Mythic/),
        expect.stringMatching(/^Ultimate/),
        expect.stringMatching(/^Exalted/),
      ]);
      expect(await page.getByRole('link', { name: 'Show More Epic skins' }).getAttribute('href')).toBe('/lol-skins/rarity/Epic');
      await screenshot(page, `skins-grouped-${viewport}`);
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    });
  }

  it('filters by a value with the spec heading, searches case-insensitively and sorts', async () => {
    const { page, context } = await openPage('laptop');
    await page.goto('/lol-skins/price/1820');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toMatch(/^1820 RP Skins \(\d+\)$/);
    await page.goto('/lol-skins/champion/Ahri');
    await page.getByRole('heading', { name: /^Ahri Skins \(21\)$/ }).waitFor();
    await page.keyboard.press('/');
    await page.keyboard.type('ARCANA');
    await page.getByRole('heading', { name: 'Ahri Skins (1)' }).waitFor();
    expect(page.url()).toContain('q=ARCANA');
    await page.getByLabel('Sort').selectOption('price-desc');
    await page.waitForURL(/sort=price-desc/);
    await page.goto('/lol-skins/prestige');
    await page.getByRole('heading', { name: /^Prestige Skins \(\d+\)$/ }).waitFor();
    await context.close();
  });

  it('answers a value the category does not have with the 404 page and its way back', async () => {
    const { page, context } = await openPage('laptop');
    const response = await page.goto('/lol-skins/rarity/Shiny');
    expect(response?.status()).toBe(404);
    await page.getByText("No skin has the rarity 'Shiny'.").waitFor();
    await page.getByRole('link', { name: 'Browse all skins' }).waitFor();
    await context.close();
  });

  it('remembers the sidebar under one key and closes it once on narrow windows', async () => {
    const { page, context } = await openPage('laptop');
    await page.goto('/lol-skins');
    const sidebar = page.getByRole('complementary', { name: 'Skin filters' });
    await sidebar.getByRole('link', { name: /^Epic \(\d+\)$/ }).waitFor();
    await sidebar.getByRole('button', { name: 'Show Champions' }).click();
    await sidebar.getByRole('link', { name: /^Aatrox \(\d+\)$/ }).waitFor();
    await sidebar.getByRole('button', { name: 'Load More' }).nth(1).click();
    await sidebar.getByRole('button', { name: /^Show Aatrox skins$/ }).click();
    await sidebar.getByRole('link', { name: 'Blood Moon Aatrox', exact: true }).waitFor();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('lol-skins-sidebar') ?? '{}') as Record<string, unknown>);
    expect(stored).toMatchObject({
      open: true,
      expanded: expect.arrayContaining(['champion', 'rarity']),
      expandedSub: ['champion|Aatrox'],
    });
    await page.reload();
    await sidebar.getByRole('link', { name: 'Blood Moon Aatrox', exact: true }).waitFor();
    await page.setViewportSize({ width: 900, height: 800 });
    await page.reload();
    await page.getByRole('button', { name: 'Filters' }).waitFor();
    await page.waitForFunction(() => !document.getElementById('skin-filters'));
    await page.getByRole('button', { name: 'Filters' }).click();
    // Narrow, the sidebar opens as a drawer: a dialog of the same name.
    await page.getByRole('dialog', { name: 'Skin filters' }).waitFor();
    await context.close();
  });

  it('expands every group with a match when the sidebar search has text', async () => {
    const { page, context } = await openPage('laptop');
    await page.goto('/lol-skins');
    const sidebar = page.getByRole('complementary', { name: 'Skin filters' });
    await sidebar.getByLabel('Search filters').fill('arcana ahri');
    await sidebar.getByRole('link', { name: 'Ahri (1)' }).waitFor();
    await sidebar.getByRole('link', { name: /^Arcana \(1\)$/ }).waitFor();
    await context.close();
  });
});
