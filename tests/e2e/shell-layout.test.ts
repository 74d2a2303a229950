import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { closeBrowser, launchBrowser, openPage, screenshot, VIEWPORTS } from '../helpers/browser';

/** What a visitor sees on first load and at the very bottom, at real size, for looking at. */
async function viewportShots(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.resolve('test-results', 'screenshots', `${name}-top.png`) });
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.screenshot({ path: path.resolve('test-results', 'screenshots', `${name}-bottom.png`) });
}

beforeAll(launchBrowser);
afterAll(closeBrowser);

const pages = [
  { name: 'league', url: '/', ready: '#about', title: /League of Legends/ },
  { name: 'valorant', url: '/valorant-account-value', ready: '#about', title: /Valorant/ },
  { name: 'converter', url: '/robux-to-usd-eur-gbp', ready: 'h1', title: /Robux/ },
  { name: '404', url: '/no/such/page', ready: 'h1', title: /Page not found/ },
];

describe('layout at 375, 768, 1280 and 1920 px', () => {
  for (const viewport of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
    it(`has no sideways scrolling and a header that fits (${viewport})`, async () => {
      const { page, context, errors } = await openPage(viewport, { reducedMotion: true });
      for (const { name, url, ready, title } of pages) {
        await page.goto(url);
        await page.locator(ready).first().waitFor();
        await page.waitForLoadState('networkidle');
        // React's own <title> and description replace the server's once the page renders.
        expect(await page.title()).toMatch(title);
        expect(await page.locator('meta[name="description"]').count(), `${name} description`).toBe(1);
        expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${name} overflows sideways at ${viewport}`).toBeLessThanOrEqual(0);
        const headerHeight = await page.evaluate(() => document.querySelector('header')!.getBoundingClientRect().height);
        expect(headerHeight, `${name} header at ${viewport}`).toBeLessThanOrEqual(80);
        await screenshot(page, `shell-${name}-${VIEWPORTS[viewport].width}`);
        await viewportShots(page, `shell-${name}-${VIEWPORTS[viewport].width}`);
        // The 404 page is served with status 404, which Chromium logs as a failed resource.
        if (name === '404') errors.splice(0, errors.length, ...errors.filter((e) => !e.includes('status of 404')));
      }
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('remembers dark mode across pages and reloads', async () => {
    const { page, context, errors } = await openPage('laptop');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/valorant-account-value');
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'))).toBe('dark');
    await page.goto('/riot-points-to-usd');
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'))).toBe('dark');
    await page.getByRole('button', { name: 'Switch to light mode' }).waitFor();
    await page.locator('h1').first().waitFor();
    await screenshot(page, 'shell-converter-dark-1280');
    // The server renders without knowing the choice: a reload in dark must hydrate without React's mismatch (#418).
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    await context.close();
  });

  // Chosen on the site, or left to the system: either way server and browser render the same toggle.
  const schemes = [
    { name: 'chosen dark', system: 'light', chosen: 'dark', shown: 'dark' },
    { name: 'system dark', system: 'dark', chosen: null, shown: 'dark' },
    { name: 'chosen light on a dark system', system: 'dark', chosen: 'light', shown: 'light' },
    { name: 'light', system: 'light', chosen: null, shown: 'light' },
  ] as const;
  const everyKind = [
    '/',
    '/valorant-account-value',
    '/robux-to-usd-eur-gbp',
    '/wasted-time-lol',
    '/lol-skins',
    '/lol-skins/collection',
    '/blog',
  ];
  for (const { name, system, chosen, shown } of schemes)
    for (const viewport of ['phone390', 'laptop1440'] as const)
      it(`hydrates every kind of page without a mismatch: ${name} (${viewport})`, async () => {
        const { page, context, errors } = await openPage(viewport);
        await page.emulateMedia({ colorScheme: system });
        if (chosen) await context.addInitScript((value) => localStorage.setItem('mantine-color-scheme-value', value), chosen);
        for (const url of everyKind) {
          await page.goto(url);
          await page.waitForLoadState('networkidle');
          expect(await page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme')), url).toBe(shown);
          // One face of the toggle, named for what it does.
          const toggle = page.getByRole('button', { name: `Switch to ${shown === 'dark' ? 'light' : 'dark'} mode`, exact: true });
          expect(await toggle.isVisible(), url).toBe(true);
          // Skin images are not in the test database and answer 404; every other console error counts.
          expect(
            errors.filter((e) => !e.startsWith('Failed to load resource')),
            url,
          ).toEqual([]);
        }
        await screenshot(page, `shell-blog-${name.replace(/ /g, '-')}-${VIEWPORTS[viewport].width}`);
        await context.close();
      });
});
