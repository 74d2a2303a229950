import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { closeBrowser, launchBrowser, openPage, type VIEWPORTS } from '../helpers/browser';
import { axeViolations } from '../helpers/axe';

beforeAll(launchBrowser);
afterAll(closeBrowser);

async function scan(
  url: string,
  viewport: keyof typeof VIEWPORTS,
  ready: (page: Page) => Promise<unknown>,
  scheme: 'light' | 'dark' = 'light',
) {
  const { page, context } = await openPage(viewport);
  await page.emulateMedia({ colorScheme: scheme });
  await page.goto(url);
  await ready(page);
  await page.waitForLoadState('networkidle');
  const violations = await axeViolations(page);
  await context.close();
  return violations;
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).first().waitFor();

describe('axe-core finds no violations', () => {
  for (const viewport of ['desktop', 'phone'] as const) {
    it(`on a calculator page (${viewport})`, async () => {
      expect(await scan('/valorant-account-value', viewport, (p) => p.locator('#about').waitFor())).toEqual([]);
    });

    it(`on a converter page (${viewport})`, async () => {
      expect(await scan('/riot-points-to-usd', viewport, heading)).toEqual([]);
    });

    it(`on the 404 page (${viewport})`, async () => {
      expect(await scan('/no/such/page', viewport, (p) => p.getByRole('heading', { name: 'Page not found' }).waitFor())).toEqual([]);
    });
  }

  it('on a calculator page in dark mode', async () => {
    expect(await scan('/genshin-impact-account-value', 'laptop', (p) => p.locator('#about').waitFor(), 'dark')).toEqual([]);
  });

  it('with the phone menu open', async () => {
    const { page, context } = await openPage('phone');
    await page.goto('/fortnite-account-value');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#mobile-menu').getByRole('button', { name: 'Account Calculators' }).click();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
