import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { closeBrowser, launchBrowser, openPageOn, screenshot, type ViewportName } from '../helpers/browser';
import { axeViolations } from '../helpers/axe';
import { startBuiltServer, type BuiltServer } from '../bench/ui-built-server';
import { startFakeRiot, type FakeRiot } from '../fakes/riot/fake-riot-server';
import { generatedPlayer } from '../fakes/riot/fake-riot-data';
import type { AccountDetails, LeaderboardReply } from '../../src/shared/api/wasted-time';
import { standingText } from '../../src/client/features/wasted-time/panel-texts';

let server: BuiltServer;
let fake: FakeRiot;
const NOW = Date.now();
// 400 games about two days apart: the oldest are further back than Riot's two years.
const grinder = generatedPlayer(61, 400, NOW);
const smurf = generatedPlayer(62, 30, NOW, 'kr');
smurf.player.tagLine = 'KR1';
const others = Array.from({ length: 6 }, (_, i) => generatedPlayer(63 + i, 4 + i * 3, NOW));
const minutesOf = (p: typeof grinder) => Math.floor(p.matches.reduce((s, m) => s + m.info.participants[0]!.timePlayed!, 0) / 60);

async function api<T>(path: string, init?: RequestInit): Promise<T> {
  return ((await (await fetch(`${server.baseUrl}/api${path}`, init)).json()) as { response: T }).response;
}

beforeAll(async () => {
  await launchBrowser();
  fake = await startFakeRiot({ appLimit: '500:1,5000:120' });
  for (const { player, matches } of [grinder, smurf, ...others]) fake.addPlayer(player, matches);
  server = await startBuiltServer({ RIOT_API_KEY: fake.key, RIOT_API_BASE_URL: fake.baseUrl, TRUST_PROXY: 'true' });
  const all = [grinder, smurf, ...others];
  for (const [i, { player }] of all.entries()) {
    const res = await fetch(`${server.baseUrl}/api/fetch`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `10.1.0.${i}` },
      body: JSON.stringify({ gameName: player.gameName, tagLine: player.tagLine, region: player.platform }),
    });
    expect(res.status).toBe(200);
  }
  const deadline = Date.now() + 60_000;
  for (;;) {
    const board = await api<LeaderboardReply>('/leaderboard/1');
    if (board.total === all.length && board.lb[0]?.totalTimeSpent === minutesOf(grinder)) break;
    if (Date.now() > deadline) throw new Error(`the lookups did not finish within a minute: ${JSON.stringify(board)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}, 180_000);
afterAll(async () => {
  await closeBrowser();
  await server?.stop();
  await fake?.close();
});

const open = (viewport: ViewportName) => openPageOn(server.baseUrl, viewport);

/** Where a section's own screenshot goes (beside the full-page ones). */
const shot = (name: string) => path.resolve('test-results', 'screenshots', `wasted-time-standing-${name}.png`);

const board = (page: Page) => page.locator('section[aria-labelledby="board-title"]');

describe.each(['phone', 'laptop'] as const)('/wasted-time-lol at %s width: coverage, standing and several accounts', (viewport) => {
  it("shows 'Counted since … · N matches counted · refreshed … · next refresh due …', what Riot no longer lists, and where the player stands", async () => {
    const { page, close, errors } = await open(viewport);
    await page.goto('/wasted-time-lol');
    // Leaderboard days with one decimal.
    const rows = board(page).locator('li');
    await expect.poll(() => rows.count()).toBe(8);
    for (const text of await rows.allInnerTexts()) expect(text).toMatch(/\d\.\d days$/);
    const top = Math.floor((minutesOf(grinder) * 10) / 1440) / 10;
    expect(await rows.first().innerText()).toMatch(new RegExp(`${top.toLocaleString('en-US', { minimumFractionDigits: 1 })} days$`));

    await page.getByRole('textbox', { name: 'Riot ID' }).fill(`${grinder.player.gameName}#${grinder.player.tagLine}`);
    await page.getByRole('button', { name: 'Search' }).click();
    const coverage = page.getByTestId('coverage');
    await expect.poll(() => coverage.innerText(), { timeout: 20_000 }).toContain('400 matches counted');
    const stored = await api<AccountDetails>(`/wasted-accounts/${(await api<LeaderboardReply>('/leaderboard/1')).lb[0]!.id}`);
    expect(stored.matchesBeyondRiot).toBeGreaterThan(0);
    expect(await coverage.innerText()).toMatch(
      new RegExp(
        `^Counted since \\d{1,2} \\w+ \\d{4} · 400 matches counted · refreshed (just now|\\d+ minutes? ago) · next refresh due in \\d+ (hours?|day) · includes ${stored.matchesBeyondRiot} matches Riot no longer lists$`,
      ),
    );
    const standing = (await page.getByTestId('standing').innerText()).split('\n').filter(Boolean);
    expect(stored.percentile.global).toBe(100); // the grinder has the most time of all
    expect(stored.playersAhead.global).toBe(0);
    // At the top the sentence names the others, not '100% of the N players'.
    expect(standing).toEqual([
      `More time than all ${stored.playersCompared.global} other players looked up here`,
      standingText(
        { percentile: stored.percentile.region, compared: stored.playersCompared.region, ahead: stored.playersAhead.region },
        true,
        'EUW',
      ),
    ]);
    // The card's days agree with the leaderboard's.
    const panel = page.locator('section[aria-labelledby="account-title"]');
    expect(await panel.innerText()).toContain(`${top.toLocaleString('en-US', { minimumFractionDigits: 1 })} days`);
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, `wasted-time-standing-${viewport}-account`);
    // The address now names the player: its server-rendered preview names the player and the time, and its image is their card.
    await page.reload();
    const who = `${grinder.player.gameName}#${grinder.player.tagLine}`;
    expect(await page.locator('head meta[property="og:title"]').getAttribute('content')).toBe(
      `${who} has spent ${stored.totalTimeSpent.toLocaleString('en-US')} minutes on League`,
    );
    const image = await page.locator('head meta[property="og:image"]').getAttribute('content');
    const card = await fetch(image!);
    expect(card.headers.get('content-type')).toBe('image/png');
    fs.mkdirSync(path.resolve('test-results', 'screenshots'), { recursive: true });
    fs.writeFileSync(
      path.resolve('test-results', 'screenshots', `share-image-lookup-${viewport}.png`),
      Buffer.from(await card.arrayBuffer()),
    );
    await page.locator('section[aria-labelledby="account-title"]').screenshot({ path: shot(`${viewport}-account-panel`) });
    expect(errors).toEqual([]);
    await close();
  });

  it('adds another account: combined totals, each share, and a link that opens the list (rendered by the server)', async () => {
    const { page, close, errors } = await open(viewport);
    await page.goto('/wasted-time-lol');
    await board(page).getByText(grinder.player.gameName, { exact: true }).click();
    await page.locator('#account-title').waitFor();
    await page.getByRole('button', { name: 'Add another account' }).click();
    const group = page.getByTestId('account-group');
    await group.getByRole('textbox', { name: 'Another Riot ID' }).fill(`${smurf.player.gameName}#KR1`);
    await group.getByRole('combobox', { name: 'Its region' }).selectOption({ label: 'KR' });
    await group.getByRole('button', { name: 'Add', exact: true }).click();
    const shares = group.getByTestId('share');
    await expect.poll(() => shares.count(), { timeout: 20_000 }).toBe(2);
    const [g, s] = [minutesOf(grinder), minutesOf(smurf)];
    const grinderShare = Math.round((g * 100) / (g + s));
    expect(await shares.allInnerTexts()).toEqual([`${grinderShare}%`, `${100 - grinderShare}%`]);
    // Overall (and Since 2023 too: every generated game is from the last two years).
    await group
      .getByText(`${(g + s).toLocaleString('en-US')} minutes`, { exact: true })
      .first()
      .waitFor();
    const link = await group.getByTestId('group-link').inputValue();
    expect(link).toMatch(/\/wasted-time-lol\?accounts=\d+-\d+$/);
    // The page's own address keeps the looked-up player beside the list (decision 0040); the list is the link's.
    expect(new URL(page.url()).searchParams.get('accounts')).toBe(new URL(link).searchParams.get('accounts'));
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, `wasted-time-standing-${viewport}-group`);
    await group.screenshot({ path: shot(`${viewport}-group-panel`) });

    // The shared link: the server's page already holds the list (no script needed to see it).
    const html = await (await fetch(new URL(new URL(link).pathname + new URL(link).search, server.baseUrl))).text();
    expect(html).toContain('Your accounts together');
    expect(html).toContain(smurf.player.gameName);
    const { page: friend, close: closeFriend } = await open(viewport);
    await friend.goto(new URL(link).pathname + new URL(link).search);
    expect(await friend.getByTestId('share').allInnerTexts()).toEqual([`${grinderShare}%`, `${100 - grinderShare}%`]);
    await closeFriend();
    expect(errors).toEqual([]);
    await close();
  });
});
