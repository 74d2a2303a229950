import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { closeBrowser, launchBrowser, openPageOn, screenshot, type ViewportName } from '../helpers/browser';
import { axeViolations } from '../helpers/axe';
import { startBuiltServer, type BuiltServer } from '../bench/ui-built-server';
import { startFakeRiot, type FakeRiot } from '../fakes/riot/fake-riot-server';
import { generatedMasteries, generatedPlayer } from '../fakes/riot/fake-riot-data';
import { realGames } from '../helpers/test-app';
import { priceOf } from '../../src/engine/price';
import { formatEuro } from '../../src/shared/format-euro';

let server: BuiltServer;
let fake: FakeRiot;
const NOW = Date.UTC(2026, 10, 1);
const league = realGames.byId('league-of-legends')!;
// One player filled on the calculator, one looked up on the time-wasted page; the second has played more champions than the form takes.
const filler = generatedPlayer(8, 12, NOW);
const grinder = generatedPlayer(9, 40, NOW);
grinder.player.masteries = generatedMasteries(9, grinder.player.puuid, 171, NOW);
grinder.player.league = [{ queueType: 'RANKED_SOLO_5x5', tier: 'EMERALD', rank: 'III', leaguePoints: 12, wins: 80, losses: 75 }];

beforeAll(async () => {
  await launchBrowser();
  // Tight limits, so a flow that ignored the shared budget would meet a 429.
  fake = await startFakeRiot({ appLimit: '8:1,60:120' });
  fake.addPlayer(filler.player, filler.matches);
  fake.addPlayer(grinder.player, grinder.matches);
  server = await startBuiltServer({ RIOT_API_KEY: fake.key, RIOT_API_BASE_URL: fake.baseUrl });
});
afterAll(async () => {
  await closeBrowser();
  await server?.stop();
  await fake?.close();
});

const open = (viewport: ViewportName) => openPageOn(server.baseUrl, viewport, { reducedMotion: true });

/** The calculator shows these inputs in its fields and their price in its figure. */
async function expectFilled(page: Page, inputs: { level: number; rank: string; champion: number }) {
  await expect
    .poll(() => page.getByRole('spinbutton', { name: 'Level', exact: true }).inputValue(), { timeout: 20_000 })
    .toBe(String(inputs.level));
  expect(
    await page.getByRole('combobox', { name: 'Rank', exact: true }).evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.text),
  ).toBe(inputs.rank);
  expect(await page.getByRole('spinbutton', { name: 'Champions', exact: true }).inputValue()).toBe(String(inputs.champion));
  const price = formatEuro(priceOf(league, league.defaults, inputs).price);
  await expect.poll(() => page.getByTestId('estimated-value').innerText(), { timeout: 10_000 }).toBe(price);
  const shared = new URL(await page.getByTestId('share-url').inputValue());
  expect(Object.fromEntries(shared.searchParams)).toEqual({
    level: String(inputs.level),
    rank: inputs.rank,
    champion: String(inputs.champion),
  });
}

describe.each(['phone', 'laptop'] as const)('filling the League calculator from Riot at %s width', (viewport) => {
  it("fills Level, Rank and Champions from a Riot ID on '/', and the price follows", async () => {
    const { page, close, errors } = await open(viewport);
    await page.goto('/');
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.getByRole('button', { name: 'Fill from Riot ID' }).click();
    const input = page.getByRole('textbox', { name: 'Riot ID' });
    await input.waitFor();
    // The form came in its own chunk, asked for on the click.
    expect(scripts.some((url) => /RiotFillForm/.test(url))).toBe(true);
    await input.fill('NoHashHere');
    await page.getByRole('button', { name: 'Fill', exact: true }).click();
    await page.getByText('Invalid Riot Id').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, `riot-fill-${viewport}-form`);
    await input.fill(`${filler.player.gameName}#EUW`);
    await page.getByRole('button', { name: 'Fill', exact: true }).click();
    await expectFilled(page, { level: filler.player.summonerLevel, rank: 'Gold', champion: filler.player.masteries!.length });
    await page.getByText(`Filled from Riot for ${filler.player.gameName}#EUW`).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, `riot-fill-${viewport}-calculator`);
    expect(errors).toEqual([]);
    await close();
  });

  it("opens the filled calculator from the time-wasted panel's 'Value this account'", async () => {
    const { page, close, errors } = await open(viewport);
    await page.goto('/wasted-time-lol');
    await page.getByRole('textbox', { name: 'Riot ID' }).fill(`${grinder.player.gameName}#EUW`);
    await page.getByRole('button', { name: 'Search' }).click();
    const link = page.getByRole('link', { name: 'Value this account' });
    await link.waitFor({ timeout: 20_000 });
    expect(await link.getAttribute('href')).toBe(`/?level=${grinder.player.summonerLevel}&rank=Emerald`);
    await screenshot(page, `riot-fill-${viewport}-account-panel`);
    await link.click();
    await page.waitForURL(/\/\?level=/);
    await expectFilled(page, { level: grinder.player.summonerLevel, rank: 'Emerald', champion: 168 });
    await screenshot(page, `riot-fill-${viewport}-valued-account`);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('against the fake Riot limits', () => {
  it('no flow caused a 429', () => {
    expect(fake.stats.served).toBeGreaterThan(0);
    // On failure, the requests with their arrival times (ms from the first) say which window overflowed.
    const timeline = fake.stats.requests.map((request, i) => `${fake.stats.at[i]! - fake.stats.at[0]!} ${request}`).join('\n');
    expect(fake.stats.limited, timeline).toEqual({});
  });
});
