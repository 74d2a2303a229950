import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteUrl } from '../helpers/e2e-site';
import type { Page } from 'playwright-core';
import { closeBrowser, launchBrowser, openPage, screenshot } from '../helpers/browser';
import { loadAxe } from '../helpers/axe';

beforeAll(launchBrowser);
afterAll(closeBrowser);

const CONVERTERS = [
  { route: '/riot-points-to-usd', name: 'riot-points', unit: /^Riot Points/, tag: 'League of Legends', rows: 6 },
  { route: '/valorant-points-to-usd', name: 'valorant-points', unit: /^Valorant Points/, tag: 'Valorant', rows: 6 },
  { route: '/v-bucks-to-usd', name: 'v-bucks', unit: /^V-Bucks/, tag: 'Fortnite', rows: 4 },
  { route: '/robux-to-usd-eur-gbp', name: 'robux', unit: /^Robux/, tag: 'Roblox', rows: 5 },
  { route: '/twitch-bits-to-usd-eur-gbp', name: 'twitch-bits', unit: /^Bits/, tag: 'Twitch Bits', rows: 6 },
];

const field = (page: Page, name: RegExp) => page.getByRole('textbox', { name });

/** axe-core's WCAG A/AA violations in the page's main content (the converter): rule id and the first offending element. */
async function axeViolations(page: Page): Promise<string[]> {
  await loadAxe(page);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: string,
            o: object,
          ) => Promise<{ violations: { id: string; nodes: { target: unknown[]; html: string; failureSummary?: string }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run('#main', { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations.map((v) => `${v.id}: ${v.nodes[0]?.html} ${v.nodes[0]?.failureSummary ?? ''}`);
  });
}

describe('currency converters in Chromium', () => {
  it('575 RP → 4.42 USD, 10 USD → 1300 RP, and clearing one side clears the other', async () => {
    const { page, context, errors } = await openPage('laptop');
    await page.goto('/riot-points-to-usd');
    await field(page, /^Riot Points/).fill('575');
    await expect.poll(() => field(page, /US Dollar/).inputValue()).toBe('4.42');
    await field(page, /US Dollar/).fill('10');
    await expect.poll(() => field(page, /^Riot Points/).inputValue()).toBe('1300');
    await field(page, /^Riot Points/).fill('');
    await expect.poll(() => field(page, /US Dollar/).inputValue()).toBe('');
    await field(page, /US Dollar/).fill('abc');
    await expect.poll(() => field(page, /^Riot Points/).inputValue()).toBe('');
    await page.getByText('Enter a positive number, e.g. 1000').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Robux: switching USD → EUR → GBP recomputes the money from the Robux', async () => {
    const { page, context } = await openPage('laptop');
    await page.goto('/robux-to-usd-eur-gbp');
    await field(page, /^Robux/).fill('1000');
    await expect.poll(() => field(page, /US Dollar/).inputValue()).toBe('12.50');
    await page.getByRole('combobox', { name: 'Currency' }).selectOption('EUR');
    await expect.poll(() => field(page, /Euro \(EUR\)/).inputValue()).toBe('11.00');
    await page.getByRole('combobox', { name: 'Currency' }).selectOption('GBP');
    await expect.poll(() => field(page, /British Pound/).inputValue()).toBe('9.40');
    await page.getByText(/for 1000 Robux: \$3\.50/).waitFor();
    await context.close();
  });

  it('every converter shows its pack table, its footer tag and its title, at phone and desktop widths', async () => {
    for (const viewport of ['phone', 'desktop'] as const) {
      const { page, context, errors } = await openPage(viewport);
      for (const c of CONVERTERS) {
        await page.goto(c.route);
        await page.getByRole('heading', { level: 1 }).waitFor();
        expect(await page.getByRole('table').first().locator('tbody tr').count()).toBe(c.rows);
        await expect.poll(() => page.getByTestId('footer-tag').textContent()).toBe(c.tag);
        expect(await page.title()).toMatch(/Converter \| Account Value$/);
        await screenshot(page, `converter-${c.name}-${viewport}`);
      }
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('partner banners are visible at 1920 px and hidden at 375 px, and only on the Riot and Valorant pages', async () => {
    const desktop = await openPage('desktop');
    await desktop.page.goto('/riot-points-to-usd');
    await desktop.page.getByRole('heading', { level: 1 }).waitFor();
    const banners = desktop.page.getByTestId('side-banner');
    expect(await banners.count()).toBe(2);
    await banners.nth(0).waitFor({ state: 'visible' });
    await banners.nth(1).waitFor({ state: 'visible' });
    await desktop.page.goto('/v-bucks-to-usd');
    await desktop.page.getByRole('heading', { level: 1 }).waitFor();
    expect(await desktop.page.getByTestId('side-banner').count()).toBe(0);
    await desktop.context.close();

    const phone = await openPage('phone');
    await phone.page.goto('/riot-points-to-usd');
    await phone.page.getByRole('heading', { level: 1 }).waitFor();
    for (const i of [0, 1]) expect(await phone.page.getByTestId('side-banner').nth(i).isVisible()).toBe(false);
    await phone.context.close();
  });

  it('the banners appear from 1250 px: shown at 1280, hidden at 768', async () => {
    for (const [viewport, visible] of [
      ['laptop', true],
      ['tablet', false],
    ] as const) {
      const { page, context } = await openPage(viewport);
      await page.goto('/valorant-points-to-usd');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await screenshot(page, `converter-valorant-points-${viewport}`);
      // The images load lazily; wait for them where they should show.
      if (visible) await page.getByTestId('side-banner').first().waitFor({ state: 'visible' });
      else expect(await page.getByTestId('side-banner').first().isVisible()).toBe(false);
      await context.close();
    }
  });

  it('has no axe violations with filled fields, a currency choice and the payout note, in light and dark mode', async () => {
    for (const viewport of ['phone', 'desktop'] as const) {
      const { page, context } = await openPage(viewport);
      await page.goto('/twitch-bits-to-usd-eur-gbp');
      await field(page, /^Bits/).fill('1500');
      await field(page, /US Dollar/).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.goto('/riot-points-to-usd');
      await page.evaluate(() => localStorage.setItem('mantine-color-scheme-value', 'dark'));
      await page.reload();
      await field(page, /^Riot Points/).fill('abc');
      await page.getByText('Enter a positive number, e.g. 1000').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `converter-riot-points-dark-${viewport}`);
      await context.close();
    }
  });

  it('the server renders the converter with its title and description', async () => {
    const html = await (await fetch(`${siteUrl()}/v-bucks-to-usd`)).text();
    expect(html).toContain('<title>V-Bucks to USD Converter | Account Value</title>');
    expect(html).toContain('see what the battle pass costs');
  });
});
