import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteUrl } from '../helpers/e2e-site';
import type { Page } from 'playwright-core';
import { closeBrowser, launchBrowser, openPage, screenshot } from '../helpers/browser';
import { axeViolations } from '../helpers/axe';
import { readCsv } from '../../src/client/features/skins/collection/csv';

beforeAll(launchBrowser);
afterAll(closeBrowser);

// Still buyable (Super Galaxy Annie, 1350 RP), legacy (Annie in Wonderland, 1820 RP) and mythic
// (Hextech Annie, 125 Mythic Essence, a limited Mythic Essence skin).
const THREE = [
  { id: 1011, name: 'Super Galaxy Annie' },
  { id: 1003, name: 'Annie in Wonderland' },
  { id: 1010, name: 'Hextech Annie' },
];

const bar = (page: Page, label: string) => page.getByRole('progressbar', { name: new RegExp(`^${label}: `) });

async function openCollection(page: Page) {
  await page.goto('/lol-skins/collection');
  await page.getByTestId('total-rp').waitFor();
}

describe('My Skin Collection', () => {
  for (const viewport of ['phone', 'laptop'] as const) {
    it(`counts three ticked skins: total RP, the buyable/legacy split, a euro value the calculator agrees with, and a CSV (${viewport})`, async () => {
      const { page, context, errors } = await openPage(viewport);
      for (const skin of THREE) {
        await page.goto(`/lol-skins/skin/${skin.id}`);
        await page.getByRole('heading', { level: 1, name: skin.name }).waitFor();
        await page.getByLabel('I own this skin').check();
      }
      await openCollection(page);
      expect(await page.title()).toBe('My Skin Collection | Account Value');
      expect(await page.getByTestId('owned-skins').textContent()).toBe('3');
      expect(await page.getByTestId('total-rp').textContent()).toBe('3,170 RP');
      expect(await bar(page, 'Still buyable').getAttribute('aria-label')).toBe('Still buyable: 1 skin · 1,350 RP');
      expect(await bar(page, 'Legacy').getAttribute('aria-label')).toBe('Legacy: 1 skin · 1,820 RP');
      expect(await bar(page, 'Limited').getAttribute('aria-label')).toBe('Limited: 1 skin');
      await page.getByText('1 skin priced in Mythic Essence: 125 Mythic Essence').waitFor();
      for (const skin of THREE)
        await page
          .getByRole('link', { name: new RegExp(skin.name) })
          .first()
          .waitFor();
      const euros = await page.getByTestId('euro-value').textContent();
      expect(euros).toMatch(/^€\d[\d,]*\.\d\d$/);
      expect(euros).not.toBe('€0.00');
      await screenshot(page, `skin-collection-three-${viewport}`);
      expect(await axeViolations(page)).toEqual([]);

      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
      expect(download.suggestedFilename()).toBe('my-skin-collection.csv');
      const csv = fs.readFileSync((await download.path())!, 'utf8');
      expect(csv.charCodeAt(0)).toBe(0xfeff);
      const records = readCsv(csv);
      expect(records[0]).toEqual([
        'Name',
        'Champion',
        'Rarity',
        'Price',
        'Currency',
        'Availability',
        'Release Date',
        'Skinlines',
        'Skin ID',
      ]);
      expect(
        records
          .slice(1)
          .map((r) => r[0])
          .sort(),
      ).toEqual(THREE.map((s) => s.name).sort());
      expect(records.find((r) => r[0] === 'Hextech Annie')?.slice(3, 5)).toEqual(['125', 'Mythic Essence']);

      await page.getByRole('link', { name: 'Value my account' }).click();
      await page.waitForURL(/\/\?skins\./);
      await page.locator('[data-testid="estimated-value"][data-settled="true"]').waitFor();
      expect(await page.getByTestId('estimated-value').textContent()).toBe(euros);
      expect(errors.filter((e) => !/ERR_NAME_NOT_RESOLVED|Failed to load resource/.test(e))).toEqual([]);
      await context.close();
    });
  }

  for (const viewport of ['phone', 'laptop'] as const) {
    it(`imports the three names into an empty browser and names the line it could not match (${viewport})`, async () => {
      const { page, context } = await openPage(viewport);
      await page.goto('/lol-skins/collection');
      await page.getByText('Your collection is empty.').waitFor();
      await page.getByRole('button', { name: 'Import' }).click();
      const dialog = page.getByRole('dialog', { name: 'Import skins' });
      await dialog.getByLabel('Skin names or ids').fill('super galaxy annie\nANNIE IN WONDERLAND\n\nHextech Annie\nAnnie the Unknown');
      await dialog.getByRole('button', { name: 'Import' }).click();
      await dialog.getByText('Added 3 skins').waitFor();
      expect(await dialog.getByRole('list', { name: 'Names that match no skin' }).getByRole('listitem').allTextContents()).toEqual([
        'Annie the Unknown',
      ]);
      await screenshot(page, `skin-collection-import-${viewport}`);
      await dialog.getByRole('button', { name: 'Close', exact: true }).click();
      await page.getByTestId('total-rp').waitFor();
      expect(await page.getByTestId('owned-skins').textContent()).toBe('3');
      expect(await page.getByTestId('total-rp').textContent()).toBe('3,170 RP');
      await context.close();
    });
  }

  it('keeps the collection on a paste that matches nothing, and asks before clearing it', async () => {
    const { page, context } = await openPage('laptop');
    await page.goto('/lol-skins/skin/1011');
    await page.getByLabel('I own this skin').check();
    await openCollection(page);
    await page.getByRole('button', { name: 'Import' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import skins' });
    await dialog.getByLabel('Skin names or ids').fill('not a skin, nor this');
    await dialog.getByRole('button', { name: 'Import' }).click();
    await dialog.getByText('Nothing was added').waitFor();
    expect(await dialog.getByRole('list', { name: 'Names that match no skin' }).getByRole('listitem').allTextContents()).toEqual([
      'not a skin',
      'nor this',
    ]);
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    expect(await page.getByTestId('owned-skins').textContent()).toBe('1');

    await page.getByRole('button', { name: 'Clear collection' }).click();
    await page.getByText('Remove all 1 skin from this browser? This cannot be undone.').waitFor();
    await page.getByRole('button', { name: 'Keep it' }).click();
    expect(await page.getByTestId('owned-skins').textContent()).toBe('1');
    await page.getByRole('button', { name: 'Clear collection' }).click();
    await page.getByRole('button', { name: 'Yes, clear it' }).click();
    await page.getByText('Your collection is empty.').waitFor();
    await context.close();
  });

  it('is its own server-rendered page, linked from the catalogue header and sidebar', async () => {
    const res = await fetch(`${siteUrl()}/lol-skins/collection`);
    // A page of its own, never an unknown skin category (those answer 404).
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>My Skin Collection | Account Value</title>');
    expect(html).toMatch(/<h1[^>]*>My Skin Collection<\/h1>/);
    expect(html).toContain('Loading your collection...');
    const { page, context } = await openPage('laptop');
    await page.goto('/lol-skins');
    const sidebar = page.getByRole('complementary', { name: 'Skin filters' });
    await sidebar.waitFor();
    // One link beside the Filters button, one in the sidebar.
    expect(await page.locator('a[href="/lol-skins/collection"]').count()).toBe(2);
    await page.getByRole('link', { name: 'My Skin Collection' }).last().click();
    await page.waitForURL('**/lol-skins/collection');
    await page.getByRole('heading', { level: 1, name: 'My Skin Collection' }).waitFor();
    await page.goto('/lol-skins');
    await sidebar.getByRole('link', { name: 'My Skin Collection' }).click();
    await page.waitForURL('**/lol-skins/collection');
    await context.close();
  });
});
