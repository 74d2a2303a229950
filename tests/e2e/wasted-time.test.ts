import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { closeBrowser, launchBrowser, openPageOn, screenshot, type ViewportName } from '../helpers/browser';
import { axeViolations } from '../helpers/axe';
import { startBuiltServer, type BuiltServer } from '../bench/ui-built-server';
import { startFakeRiot, type FakeRiot } from '../fakes/riot/fake-riot-server';
import { generatedPlayer } from '../fakes/riot/fake-riot-data';

let server: BuiltServer;
let fake: FakeRiot;
const NOW = Date.UTC(2026, 10, 1);
const grinder = generatedPlayer(7, 60, NOW);

beforeAll(async () => {
  await launchBrowser();
  fake = await startFakeRiot({ appLimit: '500:1,5000:120' });
  fake.addPlayer(grinder.player, grinder.matches);
  for (let i = 0; i < 12; i++) {
    const other = generatedPlayer(200 + i, 3 + i, NOW, i % 2 ? 'kr' : 'euw1');
    other.player.tagLine = i % 2 ? 'KR1' : 'EUW';
    fake.addPlayer(other.player, other.matches);
  }
  server = await startBuiltServer({ RIOT_API_KEY: fake.key, RIOT_API_BASE_URL: fake.baseUrl, TRUST_PROXY: 'true' });
  // Twelve players on the leaderboard, through the real API and job runner.
  for (let i = 0; i < 12; i++) {
    const res = await fetch(`${server.baseUrl}/api/fetch`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `10.0.0.${i}` },
      body: JSON.stringify({ gameName: `Grinder${200 + i}`, tagLine: i % 2 ? 'KR1' : 'EUW', region: i % 2 ? 'kr' : 'euw1' }),
    });
    expect(res.status).toBe(200);
  }
  const deadline = Date.now() + 30_000;
  const total = async () =>
    ((await (await fetch(`${server.baseUrl}/api/leaderboard/1`)).json()) as { response: { total: number } }).response.total;
  while ((await total()) < 12) {
    if (Date.now() > deadline) throw new Error('the twelve lookups did not finish within 30 s');
    await new Promise((r) => setTimeout(r, 250));
  }
});
afterAll(async () => {
  await closeBrowser();
  await server?.stop();
  await fake?.close();
});

const open = (viewport: ViewportName) => openPageOn(server.baseUrl, viewport);

describe.each(['phone', 'laptop'] as const)('/wasted-time-lol at %s width', (viewport) => {
  it('shows the form and the first leaderboard page, pages and filters it, with no axe violations', async () => {
    const { page, close, errors } = await open(viewport);
    await page.goto('/wasted-time-lol');
    await page.getByRole('heading', { name: 'Lookup User Wasted Time' }).waitFor();
    await page.getByText('You can select a player from the leaderboard to view more details about the Account!').waitFor();
    await page.getByText('Check your Account Value').waitFor();
    const rows = page.locator('section[aria-labelledby="board-title"] li');
    await expect.poll(() => rows.count()).toBe(10);
    expect(await rows.first().innerText()).toMatch(/^1\s/);
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, `wasted-time-${viewport}-board`);

    await page.getByRole('button', { name: 'Next' }).click();
    // Twelve players, plus the one a lookup test of the other width may have added.
    const total = ((await (await fetch(`${server.baseUrl}/api/leaderboard/1`)).json()) as { response: { total: number } }).response.total;
    await expect.poll(() => rows.count()).toBe(total - 10);
    expect(await rows.first().innerText()).toMatch(/^11\s/);
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect.poll(() => rows.count()).toBe(10);

    await page.getByRole('combobox', { name: 'Leaderboard region' }).selectOption({ label: 'VN' });
    await page.getByText('No players found').waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it("refuses an input without '#' with 'Invalid Riot Id', then looks a player up and shows the account", async () => {
    const { page, close, errors } = await open(viewport);
    await page.goto('/wasted-time-lol');
    const input = page.getByRole('textbox', { name: 'Riot ID' });
    await input.fill('NoHashHere');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('Invalid Riot Id').waitFor();
    await input.fill(`${grinder.player.gameName}#EUW`);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('heading', { name: new RegExp(grinder.player.gameName) }).waitFor({ timeout: 20_000 });
    await page.getByText('Time Wasted', { exact: true }).waitFor();
    await page.getByText('In the same time you could have...').waitFor();
    const seconds = grinder.matches.reduce((s, m) => s + m.info.participants[0]!.timePlayed!, 0);
    const minutes = Math.floor(seconds / 60).toLocaleString('en-US');
    await page.getByText(`${minutes} minutes`).first().waitFor({ timeout: 20_000 });
    await expect.poll(() => page.getByTestId('coverage').innerText()).toContain('60 matches counted');
    await page.getByText(/Gold II · 45 LP/).waitFor();
    await page.getByText(/55% win rate · 60W \/ 50L/).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, `wasted-time-${viewport}-account`);
    expect(errors).toEqual([]);
    await close();
  });

  it('opens a leaderboard row without a lookup', async () => {
    const { page, close } = await open(viewport);
    await page.goto('/wasted-time-lol');
    const before = fake.stats.requests.length;
    await page.locator('section[aria-labelledby="board-title"] li button').first().click();
    await page.locator('#account-title').waitFor();
    await page.getByText('Last Updated', { exact: false }).waitFor();
    expect(fake.stats.requests.length).toBe(before);
    await close();
  });
});
