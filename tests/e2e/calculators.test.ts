import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteUrl } from '../helpers/e2e-site';
import type { Page } from 'playwright-core';
import { closeBrowser, launchBrowser, openPage, screenshot } from '../helpers/browser';
import { createGameRegistry } from '../../src/engine/game-registry';
import type { GameConfig, GameDefinition } from '../../src/engine/game-types';
import { priceOf } from '../../src/engine/price';
import { visitorForm } from '../../src/engine/visitor-form';
import { formatEuro } from '../../src/shared/format-euro';

const dir = path.resolve('schemas/games');
const registry = createGameRegistry(
  Object.fromEntries(fs.readdirSync(dir).map((f) => [f, JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'))])),
);

async function configOf(game: GameDefinition): Promise<GameConfig> {
  const res = await fetch(`${siteUrl()}/api/${game.api}`);
  const body = (await res.json()) as { error: boolean; response: GameConfig };
  expect(body.error).toBe(false);
  return body.response;
}

type Title = { title: string; enum?: string[]; properties?: Record<string, Title> };

/**
 * A few entries per game, chosen from its inputs: the first two counts, the second option of
 * the first choice, the first flag and the first two items of the first group. Returns the
 * form data they make, for the engine to price.
 */
async function fillSome(page: Page, game: GameDefinition, config: GameConfig): Promise<Record<string, unknown>> {
  const props = visitorForm(game, config).schema.properties as Record<string, Title>;
  const data: Record<string, unknown> = {};
  const pick = (min: number | null, max: number | null, n: number) => Math.min(max ?? Infinity, Math.max(min ?? 0, 1) + n);
  const counts = game.inputs.filter((i) => i.kind === 'count').slice(0, 2);
  for (const [n, input] of counts.entries()) {
    const value = pick(input.min, input.max, n + 2);
    await page.getByRole('spinbutton', { name: props[input.key]!.title, exact: true }).fill(String(value));
    data[input.key] = value;
  }
  const choice = game.inputs.find((i) => i.kind === 'choice');
  const option = choice && props[choice.key]!.enum?.[1];
  if (choice && option) {
    await page.getByRole('combobox', { name: props[choice.key]!.title, exact: true }).selectOption({ label: option });
    data[choice.key] = option;
  }
  const flag = game.inputs.find((i) => i.kind === 'flag');
  if (flag) {
    await page.getByRole('checkbox', { name: props[flag.key]!.title, exact: true }).check();
    data[flag.key] = true;
  }
  const group = game.inputs.find((i) => i.kind === 'group');
  if (group) {
    const panel = page.getByTestId(`group-root_${group.key}`);
    await panel
      .getByRole('button', { name: new RegExp(group.label) })
      .first()
      .click();
    const items: Record<string, number> = {};
    for (const [n, item] of group.items.slice(0, 2).entries()) {
      const value = pick(group.min, group.max, n + 1);
      await panel.getByRole('spinbutton', { name: props[group.key]!.properties![item.key]!.title, exact: true }).fill(String(value));
      items[item.key] = value;
    }
    await expect
      .poll(() => panel.getByTestId('group-total').textContent())
      .toBe(`Total: ${Object.values(items).reduce((a, b) => a + b, 0)}`);
    data[group.key] = items;
  }
  return data;
}

/** The full page, plus the calculator alone (the full page is too tall to judge the form by). */
async function shoot(page: Page, name: string) {
  await screenshot(page, name);
  await page
    .locator('section[aria-labelledby="calculator-title"]')
    .screenshot({ path: path.resolve('test-results', 'screenshots', `${name}-form.png`) });
}

const figures = async (page: Page) => [
  await page.getByTestId('estimated-value').textContent(),
  await page.getByTestId('market-value').textContent(),
];

beforeAll(launchBrowser);
afterAll(closeBrowser);

describe('calculator pages', () => {
  for (const game of registry.games) {
    it(`${game.name}: the figures match the engine's price under the served config, and a share link restores them`, async () => {
      const config = await configOf(game);
      const { page, context, errors } = await openPage('laptop', { reducedMotion: true });
      await page.goto(game.route);
      await page.getByRole('heading', { level: 1, name: game.meta.title }).waitFor();
      await page.getByRole('button', { name: 'Calculate Now' }).waitFor();
      expect(await page.getByTestId('results').isVisible()).toBe(false);
      const data = await fillSome(page, game, config);
      await page.getByRole('button', { name: 'Calculate Now' }).click();
      const expected = priceOf(game, config, data);
      expect(expected.price).toBeGreaterThan(0);
      await page.getByTestId('results').waitFor();
      expect(await figures(page)).toEqual([formatEuro(expected.price), formatEuro(expected.market)]);

      const shareUrl = await page.getByTestId('share-url').inputValue();
      const shared = await context.newPage();
      await shared.goto(shareUrl);
      await shared.getByTestId('results').waitFor();
      expect(await figures(shared)).toEqual([formatEuro(expected.price), formatEuro(expected.market)]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('refuses an out-of-range entry, keeps the previous value and shows the range', async () => {
    const game = registry.byId('league-of-legends')!;
    const { page, context } = await openPage('laptop', { reducedMotion: true });
    await page.goto(game.route);
    const level = page.getByRole('spinbutton', { name: 'Level', exact: true });
    await level.fill('150');
    await level.fill('2001');
    expect(await level.inputValue()).toBe('150');
    await page.getByText('Level must be a whole number from 1 to 2000').waitFor();
    await level.pressSequentially('x');
    expect(await level.inputValue()).toBe('150');
    await level.fill('');
    expect(await level.inputValue()).toBe('');
    await context.close();
  });

  it('animates the figures over about a second when motion is allowed', async () => {
    const game = registry.byId('apex-legends')!;
    const { page, context } = await openPage('laptop');
    await page.goto(game.route);
    await page.getByRole('spinbutton', { name: 'Level', exact: true }).fill('500');
    await page.getByRole('button', { name: 'Calculate Now' }).click();
    const started = Date.now();
    const expected = formatEuro(priceOf(game, await configOf(game), { level: 500 }).price);
    await page.locator('[data-testid="estimated-value"][data-settled="false"]').waitFor();
    await page.locator('[data-testid="estimated-value"][data-settled="true"]').waitFor();
    expect(Date.now() - started).toBeGreaterThan(700);
    expect(await page.getByTestId('estimated-value').textContent()).toBe(expected);
    await context.close();
  });

  it('screenshots of four calculators at 375 and 1920 px, before and after Calculate Now', async () => {
    for (const id of ['league-of-legends', 'fortnite', 'valorant', 'clash-of-clans']) {
      const game = registry.byId(id)!;
      const config = await configOf(game);
      for (const viewport of ['phone', 'desktop'] as const) {
        const { page, context, errors } = await openPage(viewport, { reducedMotion: true });
        await page.goto(game.route);
        await page.getByRole('button', { name: 'Calculate Now' }).waitFor();
        await shoot(page, `calculator-${id}-${viewport}-before`);
        await fillSome(page, game, config);
        await page.getByRole('button', { name: 'Calculate Now' }).click();
        await page.getByTestId('results').waitFor();
        await shoot(page, `calculator-${id}-${viewport}-after`);
        expect(errors).toEqual([]);
        await context.close();
      }
    }
  });
});
