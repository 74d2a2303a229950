import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { closeBrowser, launchBrowser, openPage, screenshot } from '../helpers/browser';
import { realRegistry } from '../helpers/game-files';
import { buildSiteNav } from '../../src/client/app/shell/nav-links';

// The menu's entries from the game files themselves, so a new game file needs no edit here.
const accountLabels = buildSiteNav(realRegistry.games, []).accounts.map((item) => item.label);

beforeAll(launchBrowser);
afterAll(closeBrowser);

const desktopMenu = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Main' })
    .filter({ has: page.getByRole('button', { name: 'Account Calculators' }) })
    .first();
const menuItems = (page: Page) => page.getByRole('menuitem');

describe('desktop menu (1920 px)', () => {
  it('opens a dropdown on click, navigates on a choice and closes', async () => {
    const { page, context, errors } = await openPage('desktop');
    await page.goto('/fortnite-account-value');
    await expect(page.getByRole('button', { name: 'Open menu' }).isVisible()).resolves.toBe(false);
    const trigger = page.getByRole('button', { name: 'Account Calculators' });
    await trigger.click();
    await expect(trigger.getAttribute('aria-expanded')).resolves.toBe('true');
    await menuItems(page).first().waitFor();
    const labels = await menuItems(page).allTextContents();
    expect(labels).toEqual(accountLabels);
    expect(labels).toContain('Valorant');
    expect(labels).not.toContain('League of Legends');
    await screenshot(page, 'shell-desktop-accounts-open');
    await page.getByRole('menuitem', { name: 'Valorant' }).click();
    await page.waitForURL('**/valorant-account-value');
    await menuItems(page).first().waitFor({ state: 'detached' });
    await expect(trigger.getAttribute('aria-expanded')).resolves.toBe('false');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('closes on Escape and on a click outside; the currency menu lists the five converters', async () => {
    const { page, context } = await openPage('desktop');
    await page.goto('/fortnite-account-value');
    const trigger = page.getByRole('button', { name: 'Currency Calculators' });
    await trigger.click();
    await menuItems(page).first().waitFor();
    expect(await menuItems(page).count()).toBe(5);
    await page.keyboard.press('Escape');
    await menuItems(page).first().waitFor({ state: 'detached' });
    await trigger.click();
    await menuItems(page).first().waitFor();
    await page.mouse.click(960, 900);
    await menuItems(page).first().waitFor({ state: 'detached' });
    expect(page.url()).toMatch(/\/fortnite-account-value$/);
    await context.close();
  });

  it("About scrolls to the page's #about section, and goes to /#about from a page without one", async () => {
    const { page, context } = await openPage('desktop', { reducedMotion: true });
    await page.goto('/overwatch-account-value');
    await desktopMenu(page).getByRole('link', { name: 'About' }).click();
    await page.waitForURL('**/overwatch-account-value#about');
    await expect
      .poll(() => page.evaluate(() => Math.round(document.getElementById('about')!.getBoundingClientRect().top)), { timeout: 5000 })
      .toBeLessThan(200);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page.goto('/riot-points-to-usd');
    await desktopMenu(page).getByRole('link', { name: 'About' }).click();
    await page.waitForURL((url) => url.pathname === '/' && url.hash === '#about');
    await page.locator('#about').waitFor();
    await expect
      .poll(() => page.evaluate(() => Math.round(document.getElementById('about')!.getBoundingClientRect().top)), { timeout: 8000 })
      .toBeLessThan(200);
    await context.close();
  });

  it('works from the keyboard: Enter opens, arrows move, Enter chooses', async () => {
    const { page, context } = await openPage('desktop');
    await page.goto('/fortnite-account-value');
    const trigger = page.getByRole('button', { name: 'Currency Calculators' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await menuItems(page).first().waitFor();
    // Mantine moves focus into the opened menu a moment after it renders (a focus trap on a
    // timer); a visitor's arrows act once the focus ring is there, so the test waits for it too.
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[role="menu"]') !== null), { timeout: 5000 }).toBe(true);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const focused = await page.evaluate(() => ({
      role: document.activeElement?.getAttribute('role'),
      href: document.activeElement?.getAttribute('href'),
    }));
    expect(focused.role).toBe('menuitem');
    expect(focused.href).toMatch(/^\/[a-z-]+$/);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === focused.href);
    await menuItems(page).first().waitFor({ state: 'detached' });
    await context.close();
  });

  it('links Wasted on LoL, LoL Skins and Blog, and the logo goes home', async () => {
    const { page, context } = await openPage('desktop');
    await page.goto('/valorant-account-value');
    const nav = desktopMenu(page);
    expect(await nav.getByRole('link', { name: 'Wasted on LoL' }).getAttribute('href')).toBe('/wasted-time-lol');
    expect(await nav.getByRole('link', { name: 'LoL Skins' }).getAttribute('href')).toBe('/lol-skins');
    expect(await nav.getByRole('link', { name: 'Blog' }).getAttribute('href')).toBe('/blog');
    await page.getByRole('link', { name: 'Account Value, home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });
});

describe('phone menu (375 px)', () => {
  const panel = (page: Page) => page.locator('#mobile-menu');

  it('opens from the hamburger, keeps one submenu open, navigates and closes on a choice', async () => {
    const { page, context, errors } = await openPage('phone');
    await page.goto('/fortnite-account-value');
    await expect(page.getByRole('button', { name: 'Account Calculators' }).first().isVisible()).resolves.toBe(false);
    const burger = page.getByRole('button', { name: 'Open menu' });
    await burger.click();
    await panel(page).waitFor();
    const accounts = panel(page).getByRole('button', { name: 'Account Calculators' });
    const currency = panel(page).getByRole('button', { name: 'Currency Calculators' });
    await accounts.click();
    await expect(accounts.getAttribute('aria-expanded')).resolves.toBe('true');
    expect(await panel(page).getByRole('link', { name: 'Clash of Clans' }).isVisible()).toBe(true);
    await screenshot(page, 'shell-phone-accounts-open');
    await currency.click();
    await expect(currency.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(accounts.getAttribute('aria-expanded')).resolves.toBe('false');
    expect(await panel(page).getByRole('link', { name: 'Clash of Clans' }).count()).toBe(0);
    await screenshot(page, 'shell-phone-currency-open');
    await panel(page).getByRole('link', { name: /Robux/ }).click();
    await page.waitForURL('**/robux-to-usd-eur-gbp');
    await panel(page).waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('closes on Escape and on a click outside', async () => {
    const { page, context } = await openPage('phone');
    await page.goto('/valorant-account-value');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await panel(page).waitFor();
    await page.keyboard.press('Escape');
    await panel(page).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await panel(page).waitFor();
    await page.mouse.click(180, 760);
    await panel(page).waitFor({ state: 'detached' });
    expect(page.url()).toMatch(/\/valorant-account-value$/);
    await context.close();
  });
});

describe('footer', () => {
  it("lists the calculators, the social, chat, partner e-mail and blog links, the disclaimer and the page's game tag", async () => {
    const { page, context } = await openPage('laptop');
    await page.goto('/genshin-impact-account-value');
    const footer = page.locator('footer');
    await expect(footer.getByTestId('footer-tag').textContent()).resolves.toBe('Genshin');
    for (const name of ['League of Legends', 'Clash of Clans', 'Riot Points to USD']) {
      expect(await footer.getByRole('link', { name }).count(), name).toBe(1);
    }
    for (const name of [/Twitter/, /Patreon/, /Facebook/, /TikTok/, /YouTube/]) {
      expect(await footer.getByRole('link', { name }).count(), String(name)).toBe(1);
    }
    expect(await footer.getByRole('link', { name: /Discord/ }).getAttribute('href')).toMatch(/^https:\/\//);
    expect(await footer.getByRole('link', { name: /Partnerships/ }).getAttribute('href')).toMatch(/^mailto:/);
    expect(await footer.getByRole('link', { name: 'Blog Posts' }).getAttribute('href')).toBe('/blog');
    const text = await footer.textContent();
    expect(text).toContain('© 2024-2025');
    expect(text).toMatch(/not endorsed by/);
    await page.goto('/twitch-bits-to-usd-eur-gbp');
    await expect.poll(() => footer.getByTestId('footer-tag').textContent()).toBe('Twitch Bits');
    await context.close();
  });
});
