import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowser, launchBrowser, openPage } from '../helpers/browser';

beforeAll(launchBrowser);
afterAll(closeBrowser);

const games = fs
  .readdirSync(path.resolve('schemas/games'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(fs.readFileSync(path.resolve('schemas/games', f), 'utf8')) as { id: string; name: string; route: string });

describe('About articles on the game pages', () => {
  it('every game page shows its own "About <game> Accounts" article under #about', async () => {
    const { page, context, errors } = await openPage('laptop');
    for (const game of games) {
      await page.goto(game.route);
      const about = page.locator('#about');
      await about.getByRole('heading', { level: 2, name: `About ${game.name} Accounts`, exact: true }).waitFor();
      // The text arrives in its own chunk after the heading.
      await about.getByRole('heading', { level: 3 }).first().waitFor();
      expect((await about.innerText()).split(/\s+/).length).toBeGreaterThan(300);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Valorant: the article quotes the skin prices, and its converter link opens the VP converter in the app', async () => {
    for (const viewport of ['phone', 'desktop'] as const) {
      const { page, context } = await openPage(viewport);
      await page.goto('/valorant-account-value');
      const about = page.locator('#about');
      await about.getByRole('heading', { name: 'Skin editions' }).waitFor();
      for (const price of ['875', '1275', '1775', '2175', '2475', '4350']) await about.getByText(`about ${price} VP`).waitFor();
      const file = path.resolve('test-results', 'screenshots', `about-valorant-${viewport}.png`);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      await about.screenshot({ path: file });
      await page.evaluate(() => {
        (window as unknown as { marker: boolean }).marker = true;
      });
      await about.getByRole('link', { name: 'Valorant Points to USD converter' }).click();
      await page.getByRole('heading', { level: 1, name: 'Valorant Points to USD Converter' }).waitFor();
      // Same document: the link was followed by the router, not by a full page load.
      expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
      await context.close();
    }
  });
});
