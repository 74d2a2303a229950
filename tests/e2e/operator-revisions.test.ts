import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { siteUrl } from '../helpers/e2e-site';
import { closeBrowser, launchBrowser, openPage, screenshot } from '../helpers/browser';
import { logIn } from '../helpers/operator';

beforeAll(launchBrowser);
afterAll(closeBrowser);

const GAME = 'Valorant';
const API = 'valorant-calculator';
const WIDTHS = [390, 1440] as const;

const section = (page: Page) => page.getByRole('region', { name: GAME, exact: true });

async function served(): Promise<{ market: number; revision: number; level: { multi: number } }> {
  const body = (await (await fetch(`${siteUrl()}/api/${API}`)).json()) as {
    response: { market: number; revision: number; level: { multi: number } };
  };
  return body.response;
}

/** One operator session in its own browser context, on the dashboard with the game's editor open. */
async function session(): Promise<{ page: Page; context: BrowserContext; errors: string[] }> {
  const view = await openPage('laptop');
  await view.page.setViewportSize({ width: 1440, height: 900 });
  await logIn(view.page);
  await section(view.page).getByRole('button', { name: 'Expand' }).click();
  await view.page.locator('#root_market').waitFor();
  return view;
}

async function shoot(page: Page, name: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, `revisions-${name}-${width}`);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

describe('revisions in the browser (decision 0032)', () => {
  let a: Awaited<ReturnType<typeof session>>;
  let b: Awaited<ReturnType<typeof session>>;

  beforeAll(async () => {
    [a, b] = [await session(), await session()];
  }, 120_000);
  afterAll(async () => {
    await a?.context.close();
    await b?.context.close();
  });

  it('two sessions on one config: the second save is refused with the first one’s changes, then applied on top', async () => {
    const start = await served();
    await a.page.locator('#root_market').fill('0.45');
    await section(a.page).getByRole('button', { name: 'Save Changes' }).click();
    await a.page.getByText(`${GAME} prices saved`).first().waitFor();
    expect((await served()).market).toBe(0.45);

    await b.page.locator('#root_level_multi').fill(String(start.level.multi + 0.5));
    await section(b.page).getByRole('button', { name: 'Save Changes' }).click();
    const conflict = section(b.page).getByRole('alert');
    await conflict.waitFor();
    expect(await conflict.textContent()).toContain(`saved ${GAME} prices at`);
    expect(await conflict.getByRole('table', { name: 'Their changes' }).textContent()).toContain('0.45');
    expect(await conflict.getByRole('table', { name: 'Your unsaved changes' }).textContent()).toContain('Level › Multiplier (€)');
    // Nothing was overwritten.
    expect(await served()).toMatchObject({ market: 0.45, revision: start.revision + 1 });
    await conflict.scrollIntoViewIfNeeded();
    await shoot(b.page, 'conflict');

    await conflict.getByRole('button', { name: 'Apply mine on top' }).click();
    await b.page.getByText(`${GAME} prices saved`).first().waitFor();
    expect(await served()).toMatchObject({ market: 0.45, revision: start.revision + 2, level: { multi: start.level.multi + 0.5 } });
    expect(b.errors.filter((e) => !e.includes('412'))).toEqual([]);
  });

  it('shows the history with who and what, and restores a revision as a new one', async () => {
    const before = await served();
    await section(b.page).getByRole('button', { name: 'History' }).click();
    const history = section(b.page).getByRole('region', { name: 'History' });
    await history.getByText(`Revision ${before.revision}`, { exact: true }).waitFor();
    expect(await history.textContent()).toContain('Saved by');
    await history.scrollIntoViewIfNeeded();
    await shoot(b.page, 'history');
    await history.getByRole('button', { name: `Restore revision ${before.revision - 1}` }).click();
    const dialog = b.page.getByRole('dialog', { name: `Restore revision ${before.revision - 1}?` });
    await dialog.getByRole('button', { name: 'Restore', exact: true }).click();
    await b.page
      .getByText(`restored as revision ${before.revision + 1}`)
      .first()
      .waitFor();
    const now = await served();
    expect(now).toMatchObject({ revision: before.revision + 1, market: 0.45 });
    expect(now.level.multi).toBeCloseTo(before.level.multi - 0.5, 6);
  });

  it('previews the prices before saving and asks before a tenfold change', async () => {
    const before = await served();
    await b.page.locator('#root_level_multi').fill('50000');
    const preview = section(b.page).getByRole('region', { name: `Preview of ${GAME} prices` });
    await preview.getByText('tenfold or more').first().waitFor();
    await preview.scrollIntoViewIfNeeded();
    await shoot(b.page, 'preview');
    await section(b.page).getByRole('button', { name: 'Save Changes' }).click();
    const dialog = b.page.getByRole('dialog', { name: 'Save a tenfold price change?' });
    expect(await dialog.textContent()).toMatch(/Level › Multiplier \(€\): [\d.]+ → 50,000/);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect((await served()).revision).toBe(before.revision);
  });

  it('merges a rank conflict row by row: A sets Gold, B (stale) sets Iron and applies on top, both rows kept', async () => {
    for (const view of [a, b]) {
      await view.page.goto('/dashboard');
      await section(view.page).getByRole('button', { name: 'Expand' }).click();
      await view.page.locator('#root_market').waitFor();
    }
    // Rows 1 and 4 of the game file's ranks: Iron and Gold.
    await a.page.locator('#root_ranks_4_value').fill('35');
    await section(a.page).getByRole('button', { name: 'Save Changes' }).click();
    await a.page.getByText(`${GAME} prices saved`).first().waitFor();

    await b.page.locator('#root_ranks_1_value').fill('12');
    await section(b.page).getByRole('button', { name: 'Save Changes' }).click();
    const conflict = section(b.page).getByRole('alert');
    await conflict.waitFor();
    expect(await conflict.getByRole('table', { name: 'Their changes' }).textContent()).toContain('Rank › Gold › Value (€)');
    expect(await conflict.getByRole('table', { name: 'Your unsaved changes' }).textContent()).toContain('Rank › Iron › Value (€)');
    await conflict.scrollIntoViewIfNeeded();
    await shoot(b.page, 'row-conflict');
    await conflict.getByRole('button', { name: 'Apply mine on top' }).click();
    await b.page.getByText(`${GAME} prices saved`).first().waitFor();
    const ranks = ((await served()) as unknown as { ranks: { label: string; value: number }[] }).ranks;
    expect(ranks.find((r) => r.label === 'Gold')?.value).toBe(35);
    expect(ranks.find((r) => r.label === 'Iron')?.value).toBe(12);
  });

  it('lists the activity, filtered by action', async () => {
    await a.page.goto('/dashboard/activity');
    await a.page.getByRole('heading', { name: 'Activity', level: 1 }).waitFor();
    await a.page.getByRole('textbox', { name: 'Action' }).click();
    await a.page.getByRole('option', { name: 'Restores' }).click();
    const list = a.page.getByRole('list', { name: 'Activity entries' });
    await list.getByText('calculator.restore').first().waitFor();
    expect(await list.getByText('calculator.save').count()).toBe(0);
    for (const width of WIDTHS) {
      await a.page.setViewportSize({ width, height: 900 });
      await screenshot(a.page, `revisions-activity-${width}`);
    }
  });
});
