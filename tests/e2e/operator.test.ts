import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { siteUrl } from '../helpers/e2e-site';
import type { BrowserContext, Page } from 'playwright-core';
import { closeBrowser, launchBrowser, openPage, screenshot } from '../helpers/browser';
import { loadAxe } from '../helpers/axe';
import { logIn } from '../helpers/operator';

beforeAll(launchBrowser);
afterAll(closeBrowser);

const base = () => siteUrl();

/** axe-core's WCAG 2.1 A/AA violations on the whole page: rule id and the first offending element. */
async function axeViolations(page: Page): Promise<string[]> {
  await loadAxe(page);
  return page.evaluate(async () => {
    type Result = { violations: { id: string; nodes: { html: string }[] }[] };
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<Result> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations.map((v) => `${v.id}: ${v.nodes[0]?.html.slice(0, 160) ?? ''}`);
  });
}

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function expand(page: Page, name: string) {
  await section(page, name).getByRole('button', { name: 'Expand' }).click();
}

async function publicGet<T>(path: string): Promise<T> {
  const res = await fetch(`${base()}/api${path}`);
  const body = (await res.json()) as { error: boolean; response: T };
  expect(body.error).toBe(false);
  return body.response;
}

describe('operator dashboard (real server)', () => {
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    ({ page, context, errors } = await openPage('laptop'));
  });
  afterAll(async () => {
    await context?.close();
  });

  it('shows /login at phone and laptop widths, with no axe violations', async () => {
    for (const viewport of ['phone', 'laptop'] as const) {
      const view = await openPage(viewport);
      await view.page.goto('/login');
      await view.page.getByRole('heading', { name: 'Dashboard Login' }).waitFor();
      expect(await view.page.title()).toBe('Dashboard Login | Account Value');
      await screenshot(view.page, `operator-login-${viewport === 'phone' ? 375 : 1280}`);
      expect(await axeViolations(view.page)).toEqual([]);
      expect(view.errors).toEqual([]);
      await view.context.close();
    }
  });

  it('refuses a wrong key with the server message', async () => {
    const view = await openPage('laptop');
    await view.page.goto('/login');
    await view.page.getByLabel('Username').fill(inject('operator').username);
    await view.page.getByLabel('Key').fill('not-the-key');
    await view.page.getByRole('button', { name: 'Login' }).click();
    await view.page.getByRole('alert').filter({ hasText: 'Invalid username or key' }).first().waitFor();
    expect(new URL(view.page.url()).pathname).toBe('/login');
    await view.context.close();
  });

  it('logs in, raises League level multiplier, and / prices with it (dashboard screenshots and axe on the way)', async () => {
    await logIn(page);
    await expand(page, 'League of Legends');
    const multi = page.locator('#root_level_multi');
    await multi.waitFor();
    const before = Number(await multi.inputValue());
    const raised = before + 1.5;
    await multi.fill(String(raised));
    await section(page, 'League of Legends').getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('League of Legends prices saved').first().waitFor();

    const served = await publicGet<{ level: { multi: number }; updatedAt: string | null }>('/calculator');
    expect(served.level.multi).toBe(raised);
    expect(served.updatedAt).not.toBeNull();
    await section(page, 'League of Legends')
      .getByText(/^Last updated /)
      .waitFor();

    for (const [viewport, width] of [
      ['phone', 375],
      ['laptop', 1280],
    ] as const) {
      const view = await openPage(viewport);
      await view.context.addCookies(await context.cookies());
      await view.page.goto('/dashboard');
      await expand(view.page, 'League of Legends');
      await view.page.locator('#root_level_multi').waitFor();
      await screenshot(view.page, `operator-dashboard-league-${width}`);
      await expand(view.page, 'Advertisement Banners');
      await expand(view.page, 'Waste Banner');
      await section(view.page, 'Waste Banner').getByRole('button', { name: 'Save Changes' }).waitFor();
      expect(await axeViolations(view.page)).toEqual([]);
      expect(view.errors).toEqual([]);
      await view.context.close();
    }

    const visitor = await openPage('laptop');
    await visitor.page.goto('/');
    await visitor.page.getByLabel('Level', { exact: true }).fill('100');
    await visitor.page.getByRole('button', { name: 'Calculate Now' }).click();
    const estimate = visitor.page.getByTestId('estimated-value');
    await visitor.page.locator('[data-testid="estimated-value"][data-settled="true"]').waitFor();
    expect(await estimate.textContent()).toBe(`€${(100 * raised).toFixed(2)}`);
    await visitor.context.close();
  });

  it('hides a banner and / no longer shows it', async () => {
    await page.goto('/dashboard');
    await expand(page, 'Advertisement Banners');
    const banners = section(page, 'Advertisement Banners');
    const left = banners.getByRole('button', { name: /^Banner is/ }).first();
    if ((await left.textContent()) === 'Banner is Hidden') {
      // Make sure it starts visible, so hiding it is a change visitors can see.
      await left.click();
      await banners.getByRole('button', { name: 'Save Changes' }).click();
      await page.getByText('Banner saved').first().waitFor();
    }
    const visitor = await openPage('desktop');
    await visitor.page.goto('/');
    const slot = visitor.page.getByRole('complementary', { name: 'Sponsored, left' }).getByTestId('side-banner');
    await slot.first().waitFor();

    await left.click();
    expect(await left.textContent()).toBe('Banner is Hidden');
    await banners.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Banner saved').first().waitFor();
    const served = await publicGet<{ position: number; hidden: boolean }[]>('/banners');
    expect(served.find((b) => b.position === 1)?.hidden).toBe(true);

    await visitor.page.goto('/');
    await visitor.page.getByRole('complementary', { name: 'Sponsored, right' }).getByTestId('side-banner').first().waitFor();
    expect(await slot.count()).toBe(0);
    await visitor.context.close();
  });

  it('resets League to its defaults (confirming first) so other tests see default prices', async () => {
    await page.goto('/dashboard');
    await expand(page, 'League of Legends');
    await section(page, 'League of Legends').getByRole('button', { name: 'Reset to defaults' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Reset to defaults' }).click();
    await page.getByText('League of Legends prices reset to defaults').first().waitFor();
    const served = await publicGet<{ level: { multi: number } }>('/calculator');
    // The toast comes with the reply; the form shows the defaults once it has read them again.
    await expect.poll(() => page.locator('#root_level_multi').inputValue()).toBe(String(served.level.multi));
    // And the banner back on show.
    await expand(page, 'Advertisement Banners');
    await section(page, 'Advertisement Banners').getByRole('button', { name: 'Banner is Hidden' }).first().click();
    await section(page, 'Advertisement Banners').getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Banner saved').first().waitFor();
  });

  it('logs out, and /dashboard then sends to /login', async () => {
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    await page.goto('/dashboard');
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Dashboard Login' }).waitFor();
    const res = await fetch(`${base()}/api/auth/dashboard`, {
      headers: { cookie: (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ') },
    });
    expect(res.status).toBe(401);
    // The 401 of the redirecting load is the only console error allowed.
    expect(errors.filter((e) => !/401|Unauthorized/.test(e))).toEqual([]);
  });
});
