import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowser, launchBrowser, openPageOn, screenshot } from '../helpers/browser';
import { startBuiltServer, type BuiltServer } from '../bench/ui-built-server';
import { startFakeRiot, type FakeRiot } from '../fakes/riot/fake-riot-server';
import { generatedPlayer } from '../fakes/riot/fake-riot-data';

let server: BuiltServer;
let fake: FakeRiot;
// 90 matches of 900–2,400 s over several queues: per-queue remainders that rounding each down would lose.
const player = generatedPlayer(35, 90, Date.UTC(2026, 10, 1));

beforeAll(async () => {
  await launchBrowser();
  fake = await startFakeRiot({ appLimit: '500:1,5000:120' });
  fake.addPlayer(player.player, player.matches);
  server = await startBuiltServer({ RIOT_API_KEY: fake.key, RIOT_API_BASE_URL: fake.baseUrl });
});
afterAll(async () => {
  await closeBrowser();
  await server?.stop();
  await fake?.close();
});

const number = (text: string) => Number(text.replace(/[^\d]/g, ''));

describe.each(['phone390', 'laptop1440'] as const)('the time page at %s', (viewport) => {
  it('lists minutes per queue that add up to the Overall figure shown', async () => {
    const { page, close, errors } = await openPageOn(server.baseUrl, viewport);
    await page.goto('/wasted-time-lol');
    await page.getByRole('textbox', { name: 'Riot ID' }).fill(`${player.player.gameName}#EUW`);
    await page.getByRole('button', { name: 'Search' }).click();
    const seconds = player.matches.reduce((s, m) => s + m.info.participants[0]!.timePlayed!, 0);
    const overall = Math.floor(seconds / 60);
    const figure = page.getByText('Overall', { exact: true }).locator('..');
    await expect.poll(() => figure.innerText(), { timeout: 30_000 }).toContain(`${overall.toLocaleString('en-US')} minutes`);
    const queues = page.getByRole('list', { name: 'Minutes per queue' }).getByRole('listitem');
    await expect.poll(() => queues.count()).toBeGreaterThan(1);
    const lines = await queues.allInnerTexts();
    const perQueue = lines.map((line) => number(line.slice(line.lastIndexOf(':'))));
    // Rounded one by one, these queues would sum short of Overall: the figures shown must not.
    const roundedAlone = new Map<number, number>();
    for (const m of player.matches) {
      const queue = m.info['queueId'] as number;
      roundedAlone.set(queue, (roundedAlone.get(queue) ?? 0) + m.info.participants[0]!.timePlayed!);
    }
    expect([...roundedAlone.values()].reduce((s, v) => s + Math.floor(v / 60), 0)).toBeLessThan(overall);
    expect(perQueue.reduce((a, b) => a + b, 0)).toBe(overall);
    await queues.first().scrollIntoViewIfNeeded();
    await screenshot(page, `wasted-time-queues-${viewport}`);
    expect(errors).toEqual([]);
    await close();
  });
});
