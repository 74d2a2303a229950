import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { actAfterHydration, closeBrowser, launchBrowser, screenshot } from '../helpers/browser';
import { ensureBuilt, startInstance, type Instance } from '../helpers/server-process';
import { startFakeRiot, type FakeRiot } from '../fakes/riot/fake-riot-server';
import { generatedPlayer } from '../fakes/riot/fake-riot-data';

// Decision 0040: every form of a server-rendered page works, or plainly cannot be used, before its script
// loads; with the script it behaves as before. One server of our own, so its whole access log can be read.

const OPERATOR = { username: 'forms-operator', key: 'right-key-7f3a9c2e51' };
const WRONG_KEY = 'wrong-key-b81d4e0f66';
const NOW = Date.UTC(2026, 10, 1);
const held = generatedPlayer(41, 30, NOW);
held.player.gameName = 'Held Out';
held.player.tagLine = 'EUW7';
const held2 = generatedPlayer(42, 20, NOW);
held2.player.gameName = 'Second Seat';
held2.player.tagLine = 'EUW8';
const SIZES = { 390: { width: 390, height: 844 }, 1440: { width: 1440, height: 900 } } as const;

let browser: Browser;
let fake: FakeRiot;
let server: Instance;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'av-forms-'));

beforeAll(async () => {
  browser = await launchBrowser();
  fake = await startFakeRiot({ appLimit: '500:1,5000:120' });
  fake.addPlayer(held.player, held.matches);
  fake.addPlayer(held2.player, held2.matches);
  ensureBuilt();
  server = await startInstance(
    'forms',
    {
      DATABASE_URL: `file:${path.join(dir, 'forms.db')}`,
      LOG_LEVEL: 'info',
      OPERATOR_USERNAME: OPERATOR.username,
      OPERATOR_KEY: OPERATOR.key,
      RIOT_API_KEY: fake.key,
      RIOT_API_BASE_URL: fake.baseUrl,
    },
    'built',
    { logChars: 50_000_000 },
  );
}, 300_000);
afterAll(async () => {
  await closeBrowser();
  await server?.kill();
  await fake?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A context at a width, scripts on or off; every URL the page requests is recorded. */
async function open(
  size: keyof typeof SIZES,
  scripts: boolean,
): Promise<{ page: Page; context: BrowserContext; urls: string[]; errors: string[] }> {
  const context = await browser.newContext({ baseURL: server.url, viewport: SIZES[size], javaScriptEnabled: scripts });
  await context.route(/ddragon\.leagueoflegends\.com/, (route) => route.fulfill({ status: 404, body: '' }));
  const page = await context.newPage();
  if (scripts) actAfterHydration(page);
  const urls: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  page.on('framenavigated', (frame) => urls.push(frame.url()));
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, context, urls, errors };
}

const sessionCookie = async (context: BrowserContext) => (await context.cookies()).find((c) => c.name === 'av_session');

describe('with scripts blocked (javaScriptEnabled: false)', { timeout: 120_000 }, () => {
  it('login: a wrong key shows the sentence with the username kept; the right key signs in; the key is in no URL', async () => {
    const { page, context, urls } = await open(390, false);
    await page.goto('/login');
    // Drawn in the light scheme without the script that picks one: the button is seen, not only clickable.
    const login = page.getByRole('button', { name: 'Login' });
    expect(await login.evaluate((button) => getComputedStyle(button).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    await page.getByLabel('Username').fill(OPERATOR.username);
    await page.getByLabel('Key').fill(WRONG_KEY);
    const [refused] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      page.getByRole('button', { name: 'Login' }).click(),
    ]);
    expect(refused.status()).toBe(401);
    await page.getByText('Invalid username or key').waitFor();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/login');
    expect(await page.getByLabel('Username').inputValue()).toBe(OPERATOR.username);
    expect(await page.getByLabel('Key').inputValue()).toBe('');
    expect(await page.content()).not.toContain(WRONG_KEY);
    await screenshot(page, 'forms-no-script-login-refused-390');

    await page.getByLabel('Key').fill(OPERATOR.key);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/dashboard');
    expect(await sessionCookie(context)).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
    for (const url of urls) {
      expect(url).not.toContain(OPERATOR.key);
      expect(url).not.toContain(WRONG_KEY);
    }
    await context.close();
  });

  it('lookup: Search sends the form to its address, which shows the player counting, then the stored result', async () => {
    const { page, context } = await open(390, false);
    await page.goto('/wasted-time-lol');
    await page.getByRole('textbox', { name: 'Riot ID' }).fill('Held Out#EUW7');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/\?player=Held\+Out%23EUW7&region=euw1$/);
    await page.getByRole('heading', { name: /Held Out/ }).waitFor();
    // Counting in the background: a reload of the same address shows the player's figures once counted.
    const minutes = Math.floor(held.matches.reduce((s, m) => s + m.info.participants[0]!.timePlayed!, 0) / 60).toLocaleString('en-US');
    await expect
      .poll(
        async () => {
          // While counting, the panel offers the same address again (nothing polls without the script).
          const again = page.getByRole('link', { name: 'reload this page' });
          if ((await again.count()) > 0) await again.click();
          else await page.reload();
          return page.getByText(`${minutes} minutes`).count();
        },
        { timeout: 30_000, interval: 500 },
      )
      .toBeGreaterThan(0);
    expect(await page.getByRole('textbox', { name: 'Riot ID' }).inputValue()).toBe('Held Out#EUW7');
    await screenshot(page, 'forms-no-script-lookup-390');
    await context.close();
  });

  it('calculator: Calculate Now sends the form as the share link and the page shows its result', async () => {
    const { page, context } = await open(390, false);
    await page.goto('/');
    await page.getByRole('spinbutton', { name: 'Level', exact: true }).fill('150');
    await page.getByRole('button', { name: 'Calculate Now' }).click();
    await page.waitForURL(/[?&]level=150(&|$)/);
    const figure = page.getByTestId('estimated-value');
    expect(await figure.innerText()).toMatch(/^€[1-9]/);
    // The same figure as the share link with only that input.
    const shared = await open(390, false);
    await shared.page.goto('/?level=150');
    expect(await shared.page.getByTestId('estimated-value').innerText()).toBe(await figure.innerText());
    await screenshot(page, 'forms-no-script-calculator-390');
    await shared.context.close();
    await context.close();
  });

  it('forms that need the script cannot be used: Fill from Riot ID, Add another account, Import', async () => {
    const { page, context } = await open(390, false);
    await page.goto('/');
    expect(await page.getByRole('button', { name: 'Fill from Riot ID' }).isDisabled()).toBe(true);
    await page.goto('/wasted-time-lol?player=Held+Out%23EUW7&region=euw1');
    expect(await page.getByRole('button', { name: 'Add another account' }).isDisabled()).toBe(true);
    await page.goto('/lol-skins/collection');
    expect(await page.getByRole('button', { name: 'Import', exact: true }).isDisabled()).toBe(true);
    await context.close();
  });
});

describe('with scripts, as before', { timeout: 120_000 }, () => {
  it('login: a wrong key is said in a toast without a reload; the right key opens the dashboard', async () => {
    const { page, context, urls } = await open(1440, true);
    await page.goto('/login');
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.getByLabel('Username').fill(OPERATOR.username);
    await page.getByLabel('Key').fill(WRONG_KEY);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.locator('.Toastify').getByText('Invalid username or key').waitFor();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    await page.getByLabel('Key').fill(OPERATOR.key);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    for (const url of urls) expect(url).not.toContain(OPERATOR.key);
    await context.close();
  });

  for (const size of [390, 1440] as const) {
    it(`lookup at ${size} px: a search writes its address without a history step, and the address restores it on reload and for a shared link`, async () => {
      const { page, context, errors } = await open(size, true);
      await page.goto('/wasted-time-lol');
      const steps = await page.evaluate(() => history.length);
      await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
      await page.getByRole('textbox', { name: 'Riot ID' }).fill('Second Seat#EUW8');
      await page.getByRole('button', { name: 'Search' }).click();
      await page.getByRole('heading', { name: /Second Seat/ }).waitFor({ timeout: 20_000 });
      await page.waitForURL(/\?player=Second\+Seat%23EUW8&region=euw1$/);
      expect(await page.evaluate(() => history.length)).toBe(steps);
      expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

      const address = page.url();
      await page.reload();
      await page.locator('#account-title').getByText('Second Seat').waitFor();
      expect(await page.getByRole('textbox', { name: 'Riot ID' }).inputValue()).toBe('Second Seat#EUW8');
      await screenshot(page, `forms-lookup-restored-${size}`);

      const shared = await open(size, true);
      await shared.page.goto(address);
      await shared.page.locator('#account-title').getByText('Second Seat').waitFor();
      // The account shows before the script runs: it is in the served page.
      const served = await (await fetch(address)).text();
      expect(served).toContain('Second Seat');
      expect(errors).toEqual([]);
      await shared.context.close();
      await context.close();
    });
  }
});

describe('the access log of the run', () => {
  it('holds neither the right key nor the wrong one, in any form', () => {
    const log = server.log();
    expect(log).toMatch(/"url":"\/login"/);
    for (const secret of [OPERATOR.key, WRONG_KEY, encodeURIComponent(OPERATOR.key)]) expect(log.split(secret).length - 1).toBe(0);
  });
});
