import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { siteUrl } from './e2e-site';
import { CHROMIUM_FLAGS, findChromium } from './chromium';

export const VIEWPORTS = {
  phone: { width: 375, height: 812 },
  tablet: { width: 768, height: 1024 },
  laptop: { width: 1280, height: 800 },
  desktop: { width: 1920, height: 1080 },
  /** The widths issue 35 was tried at: a current phone and a 1440 px laptop. */
  phone390: { width: 390, height: 844 },
  laptop1440: { width: 1440, height: 900 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

let browser: Browser | null = null;

/** One headless Chromium per test file (Playwright gives it a fresh profile), no background networking. */
export async function launchBrowser(): Promise<Browser> {
  browser = await chromium.launch({
    executablePath: findChromium(),
    headless: true,
    args: [...CHROMIUM_FLAGS],
  });
  return browser;
}

export async function closeBrowser(): Promise<void> {
  await browser?.close();
  browser = null;
}

/**
 * A server-rendered page shows its fields and buttons before React runs; a click or typing then
 * would be lost, as for a visitor acting in that instant. Makes `page.goto` and `page.reload`
 * return once React has taken over (main.tsx marks it), for pages of any server, including a
 * test's own.
 */
export function actAfterHydration(page: Page): void {
  const hydrated = () => page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 30_000 });
  const goto = page.goto.bind(page);
  page.goto = async (url, gotoOptions) => {
    const response = await goto(url, gotoOptions);
    await hydrated();
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (reloadOptions) => {
    const response = await reload(reloadOptions);
    await hydrated();
    return response;
  };
}

/** A new page at a named viewport, with the site's base URL; console errors are collected. */
export async function openPage(
  viewport: keyof typeof VIEWPORTS = 'laptop',
  options: { reducedMotion?: boolean } = {},
): Promise<{ page: Page; context: BrowserContext; errors: string[] }> {
  if (!browser) throw new Error('launchBrowser() first');
  const context = await browser.newContext({
    baseURL: siteUrl(),
    viewport: VIEWPORTS[viewport],
    reducedMotion: options.reducedMotion ? 'reduce' : 'no-preference',
  });
  const page = await context.newPage();
  actAfterHydration(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return { page, context, errors };
}

/**
 * A page on a test's own server (one with a fake Riot behind it) rather than the worker's site. No
 * internet here: Data Dragon's icons answer 404 and the page shows its fallback, as for an icon newer
 * than the patch, so only page errors are collected (a missing icon is not one).
 */
export async function openPageOn(
  baseUrl: string,
  viewport: ViewportName,
  options: { reducedMotion?: boolean } = {},
): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  if (!browser) throw new Error('launchBrowser() first');
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: VIEWPORTS[viewport],
    reducedMotion: options.reducedMotion ? 'reduce' : 'no-preference',
  });
  await context.route(/ddragon\.leagueoflegends\.com/, (route) => route.fulfill({ status: 404, body: '' }));
  const page = await context.newPage();
  actAfterHydration(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors, close: () => context.close() };
}

/** Saves a full-page screenshot under test-results/screenshots/. */
export async function screenshot(page: Page, name: string): Promise<string> {
  const file = path.resolve('test-results', 'screenshots', `${name}.png`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
