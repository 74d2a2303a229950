import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { siteUrl } from '../helpers/e2e-site';
import type { Browser, ConsoleMessage, Page } from 'playwright-core';
import { actAfterHydration, closeBrowser, launchBrowser, openPage, screenshot, VIEWPORTS } from '../helpers/browser';
import { logIn } from '../helpers/operator';
import { startBuiltServer, type BuiltServer } from '../bench/ui-built-server';
import { startFakeRiot, type FakeRiot } from '../fakes/riot/fake-riot-server';
import { generatedPlayer } from '../fakes/riot/fake-riot-data';
import { TWEET_MEDIA_HOST, TWEET_PIXEL } from '../fakes/syndication/fake-syndication';
import { CONFIGURED_LINKS, CONFIGURED_LINKS_ENV } from '../helpers/site-links';
import { sameTimeLines } from '../../src/client/features/wasted-time/time-figures';

/**
 * A walk through the pages issue 19 names (login, dashboard, a blog post, the lookup) at phone and
 * laptop widths, as a visitor and an operator meet them: the texts they read, what the console
 * says, and what the layout does. Screenshots land in test-results/screenshots/walk-*.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(closeBrowser);

const WIDTHS = { phone: 375, laptop: 1280 } as const;
type Viewport = keyof typeof WIDTHS;

/** Every console line of a page, warnings included (react-router warns, it does not throw). */
function consoleLines(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (message: ConsoleMessage) => lines.push(`${message.type()}: ${message.text()}`));
  return lines;
}

/** The sum of the page's layout shifts so far (the CLS a visitor who does nothing sees). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );

describe('login', () => {
  for (const viewport of ['phone', 'laptop'] as const) {
    it(`shows a refused login as an error toast in a plain sentence (${WIDTHS[viewport]} px)`, async () => {
      const { page, context, errors } = await openPage(viewport);
      await page.goto('/login');
      await screenshot(page, `walk-login-${WIDTHS[viewport]}`);
      await page.getByLabel('Username').fill(inject('operator').username);
      await page.getByRole('button', { name: 'Login' }).click();
      const toast = page.locator('.Toastify__toast--error');
      await toast.waitFor();
      expect(await toast.textContent()).toBe('Enter your key.');
      expect(await page.locator('body').textContent()).not.toMatch(/must NOT|fewer than|Invalid body/);
      // The toast slides in: let it finish for the screenshot (nothing is asserted on time).
      await page.waitForTimeout(1000);
      await page.screenshot({ path: `test-results/screenshots/walk-login-refused-${WIDTHS[viewport]}.png` });
      expect(new URL(page.url()).pathname).toBe('/login');
      expect(errors.filter((e) => !e.includes('400'))).toEqual([]);
      await context.close();
    });
  }
});

describe('dashboard', () => {
  for (const viewport of ['phone', 'laptop'] as const) {
    it(`loads without the router's HydrateFallback warning and says what is wrong with a bad multiplier (${WIDTHS[viewport]} px)`, async () => {
      const { page, context } = await openPage(viewport);
      const lines = consoleLines(page);
      await logIn(page);
      await page.reload();
      await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
      const league = page.getByRole('region', { name: 'League of Legends', exact: true });
      await league.getByRole('button', { name: 'Expand' }).click();
      const multi = page.locator('#root_level_multi');
      await multi.waitFor();
      await multi.fill('');
      await multi.pressSequentially('abc');
      await league.getByRole('button', { name: 'Save Changes' }).click();
      await page.getByText('Level: Multiplier (€) must be a number. Fix the highlighted fields and save again.').waitFor();
      expect(await page.getByText('Multiplier (€) must be a number.', { exact: true }).count()).toBeGreaterThan(0);
      expect(await page.locator('body').textContent()).not.toMatch(/must have required property/);
      await multi.scrollIntoViewIfNeeded();
      await page.waitForTimeout(1000);
      await page.screenshot({ path: `test-results/screenshots/walk-dashboard-bad-multiplier-${WIDTHS[viewport]}.png` });
      await page.goto('/dashboard/skins');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(lines.filter((line) => line.includes('HydrateFallback'))).toEqual([]);
      await context.close();
    });
  }
});

describe('a blog post with a tweet', () => {
  const POST = '/blog/buyers-checklist-for-game-accounts';

  it('comes from the server with its tweet card drawn', async () => {
    const html = await (await fetch(`${siteUrl()}${POST}`)).text();
    expect(html).toContain('just setting up my twttr');
  });

  for (const viewport of ['phone', 'laptop'] as const) {
    it(`leaves no blank space under the tweet card and does not move (${WIDTHS[viewport]} px)`, async () => {
      const { page, context, errors } = await openPage(viewport);
      await context.route(`${TWEET_MEDIA_HOST}/**`, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: TWEET_PIXEL }));
      await page.goto(POST);
      const card = page.locator('.react-tweet-theme');
      await card.getByText('just setting up my twttr').waitFor();
      const gap = await card.evaluate((el) => {
        const slot = el.closest('[class*="tweetSlot"]')!;
        const next = slot.parentElement!.nextElementSibling!;
        return {
          underCard: slot.getBoundingClientRect().bottom - el.getBoundingClientRect().bottom,
          toNext: next.getBoundingClientRect().top - slot.getBoundingClientRect().bottom,
        };
      });
      // The card's own margin only: no reserved height left over.
      expect(gap.underCard).toBeLessThan(24);
      expect(gap.toNext).toBeLessThan(48);
      expect(await layoutShift(page)).toBeLessThan(0.01);
      await card.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/screenshots/walk-blog-tweet-${WIDTHS[viewport]}.png` });
      await screenshot(page, `walk-blog-post-${WIDTHS[viewport]}`);
      expect(errors.filter((e) => !e.includes('ERR_FAILED'))).toEqual([]);
      await context.close();
    });
  }
});

describe('configured outbound links', () => {
  it("reach the landing page's promo and the partner banners, opening in a new tab", async () => {
    const { page, context } = await openPage('desktop');
    await page.goto('/');
    const promo = page.getByTestId('boosting-promo').getByRole('link', { name: 'Get 20% off' });
    expect(await promo.getAttribute('href')).toBe(CONFIGURED_LINKS.boosting!.url);
    expect(await promo.getAttribute('target')).toBe('_blank');
    await page.goto('/valorant-account-value');
    const right = page.getByRole('complementary', { name: 'Sponsored, right' }).getByRole('link');
    expect(await right.getAttribute('href')).toBe(CONFIGURED_LINKS.mmrCheckerUrl);
    expect(await page.locator('a[href*="example.com"]').count()).toBe(0);
    await context.close();
  });
});

describe('a site with no outbound links configured', () => {
  let server: BuiltServer;
  beforeAll(async () => {
    server = await startBuiltServer(Object.fromEntries(Object.keys(CONFIGURED_LINKS_ENV).map((name) => [name, ''])));
  });
  afterAll(async () => server?.stop());

  for (const viewport of ['phone', 'desktop'] as const) {
    it(`shows no dead link and no empty place for one (${VIEWPORTS[viewport].width} px)`, async () => {
      const context = await browser.newContext({ baseURL: server.baseUrl, viewport: VIEWPORTS[viewport] });
      const page = await context.newPage();
      actAfterHydration(page);
      await page.goto('/');
      await page.getByRole('button', { name: 'Calculate Now' }).waitFor();
      expect(await page.getByTestId('boosting-promo').count()).toBe(0);
      expect(await page.getByTestId('donation-line').count()).toBe(0);
      const footer = page.locator('footer');
      expect(await footer.locator('[data-social]').count()).toBe(0);
      expect(await footer.getByRole('link', { name: /Discord|Partnerships|Ping test|MMR checker/ }).count()).toBe(0);
      await screenshot(page, `walk-no-links-home-${VIEWPORTS[viewport].width}`);
      await page.goto('/valorant-account-value');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await page.getByRole('complementary').count()).toBe(0);
      await screenshot(page, `walk-no-links-valorant-${VIEWPORTS[viewport].width}`);
      await context.close();
    });
  }
});

describe('the lookup page', () => {
  let fake: FakeRiot;
  let server: BuiltServer;
  const NOW = Date.UTC(2026, 10, 1);
  const held = generatedPlayer(19, 3, NOW);
  held.player.gameName = 'Held';

  beforeAll(async () => {
    fake = await startFakeRiot({ appLimit: '500:1,5000:120' });
    fake.addPlayer(held.player, held.matches);
    server = await startBuiltServer({ RIOT_API_KEY: fake.key, RIOT_API_BASE_URL: fake.baseUrl });
  });
  afterAll(async () => {
    await server?.stop();
    await fake?.close();
  });

  /** A page on this describe's server, with Data Dragon's icons failing as they do without internet. */
  async function open(viewport: Viewport) {
    const context = await browser.newContext({ baseURL: server.baseUrl, viewport: VIEWPORTS[viewport] });
    await context.route(/ddragon\.leagueoflegends\.com/, (route) => route.fulfill({ status: 404, body: '' }));
    const page = await context.newPage();
    actAfterHydration(page);
    return { page, context };
  }

  const boardHeight = (page: Page) =>
    page.locator('section[aria-labelledby="board-title"] [aria-busy]').evaluate((el) => el.getBoundingClientRect().height);

  it('an empty leaderboard holds one line, not ten rows', async () => {
    const { page, context } = await open('laptop');
    await page.goto('/wasted-time-lol');
    await page.getByText('No players found').waitFor();
    expect(await boardHeight(page)).toBeLessThan(80);
    expect(await layoutShift(page)).toBeLessThan(0.01);
    await context.close();
  });

  for (const viewport of ['phone', 'laptop'] as const) {
    it(`one player: a row's height, the letter where the icon failed, and the figures in good English (${WIDTHS[viewport]} px)`, async () => {
      if (viewport === 'phone') {
        const res = await fetch(`${server.baseUrl}/api/fetch`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ gameName: 'Held', tagLine: 'EUW', region: 'euw1' }),
        });
        expect(res.status).toBe(200);
        await expect
          .poll(
            async () =>
              ((await (await fetch(`${server.baseUrl}/api/leaderboard/1`)).json()) as { response: { total: number } }).response.total,
            {
              timeout: 20_000,
            },
          )
          .toBe(1);
      }
      const { page, context } = await open(viewport);
      await page.goto('/wasted-time-lol');
      const row = page.locator('section[aria-labelledby="board-title"] li');
      await row.first().waitFor();
      expect(await row.count()).toBe(1);
      const rowHeight = await row.evaluate((el) => el.getBoundingClientRect().height);
      expect(Math.abs((await boardHeight(page)) - rowHeight)).toBeLessThan(2);
      const avatar = row.getByRole('img', { name: "Held's icon" });
      expect(await avatar.textContent()).toBe('H');
      expect(await row.locator('img').count()).toBe(0);
      expect(await layoutShift(page)).toBeLessThan(0.01);
      await screenshot(page, `walk-lookup-board-${WIDTHS[viewport]}`);

      await row.getByRole('button').click();
      await page.getByRole('heading', { name: 'In the same time you could have...' }).waitFor();
      const account = (
        (await (await fetch(`${server.baseUrl}/api/leaderboard/1`)).json()) as { response: { lb: { totalTimeSpent: number }[] } }
      ).response.lb[0]!;
      const list = page.getByRole('heading', { name: 'In the same time you could have...' }).locator('xpath=following-sibling::ul[1]');
      expect(await list.locator('li').allTextContents()).toEqual([...sameTimeLines(account.totalTimeSpent)]);
      await screenshot(page, `walk-lookup-account-${WIDTHS[viewport]}`);
      await context.close();
    });
  }
});
