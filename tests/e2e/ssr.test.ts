import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteUrl } from '../helpers/e2e-site';
import { chromium } from 'playwright-core';
import { findChromium } from '../helpers/chromium';
import { closeBrowser, launchBrowser, openPage, screenshot, VIEWPORTS } from '../helpers/browser';

beforeAll(launchBrowser);
afterAll(closeBrowser);

// Installed before any page script: sums the layout shifts not caused by input, as CLS counts them.
const WATCH_SHIFTS = `window.__shift = 0; new PerformanceObserver((list) => { for (const e of list.getEntries()) if (!e.hadRecentInput) window.__shift += e.value; }).observe({ type: 'layout-shift', buffered: true });`;

const PAGES = ['/', '/valorant-account-value', '/riot-points-to-usd', '/no-such-page'];

describe('server-rendered pages in Chromium', () => {
  it('without JavaScript, / shows the calculator form with its labels and the About article', async () => {
    const browser = await chromium.launch({ executablePath: findChromium(), headless: true, args: ['--no-sandbox'] });
    try {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: VIEWPORTS.phone });
      const page = await context.newPage();
      await page.goto(`${siteUrl()}/`);
      for (const label of ['Level', 'Champions']) expect(await page.getByText(label, { exact: true }).first().isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: 'Calculate Now' }).isVisible()).toBe(true);
      expect(await page.getByRole('heading', { level: 2, name: 'About League of Legends Accounts' }).isVisible()).toBe(true);
      expect(await page.title()).toBe('League of Legends Account Value Calculator | Account Value');
      await page.screenshot({ path: 'test-results/screenshots/ssr-home-no-js-phone.png', fullPage: true });
      await context.close();
    } finally {
      await browser.close();
    }
  });

  it('hydrates without errors and the first interaction works as before', async () => {
    const { page, context, errors } = await openPage('phone');
    await page.goto('/valorant-account-value');
    await page.waitForLoadState('networkidle');
    await page.getByRole('spinbutton', { name: 'Level' }).fill('120');
    await page.getByRole('button', { name: 'Calculate Now' }).click();
    await page.getByTestId('results').waitFor({ state: 'visible' });
    // The address (the share link) is written just after the figures render.
    await page.waitForURL((url) => url.searchParams.get('level') === '120');
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const viewport of ['phone', 'laptop'] as const) {
    it(`shifts nothing while loading and hydrating (${viewport})`, async () => {
      for (const path of PAGES) {
        const { page, context, errors } = await openPage(viewport);
        await page.addInitScript(WATCH_SHIFTS);
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(500);
        expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift), path).toBe(0);
        expect(
          errors.filter((e) => !e.includes('404')),
          path,
        ).toEqual([]);
        await screenshot(page, `ssr-${path.replace(/\W+/g, '-') || 'home'}-${viewport}`);
        await context.close();
      }
    });
  }
});
