import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { actAfterHydration, closeBrowser, launchBrowser, screenshot, VIEWPORTS } from '../helpers/browser';
import { axeViolations } from '../helpers/axe';
import { startFakeSkinSources, type FakeSkinSources } from '../fakes/skin-sources/fake-skin-sources';
import { PROCESS_OPERATOR, startServerProcess, type ServerProcess } from '../server/skins/server-process';

const JUSTICAR = 266001;
const REDATE = { champion: 'Aatrox', skin: 'Justicar', from: '2013-06-12', to: '2013-06-20' };

// This file runs its own server (the built client, src/server under tsx) reading fake skin
// sources, so a sync has something to change.
let browser: Browser;
let fake: FakeSkinSources;
let server: ServerProcess;
let dir: string;
beforeAll(async () => {
  browser = await launchBrowser();
  fake = await startFakeSkinSources();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'av-e2e-skins-'));
  server = await startServerProcess(path.join(dir, 'app.db'), fake);
});
afterAll(async () => {
  await server?.stop();
  await fake?.close();
  await closeBrowser();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function open(viewport: 'phone' | 'laptop', cookies?: BrowserContext) {
  const context = await browser.newContext({ baseURL: server.url, viewport: VIEWPORTS[viewport] });
  if (cookies) await context.addCookies(await cookies.cookies());
  const page = await context.newPage();
  actAfterHydration(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

async function logIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(PROCESS_OPERATOR.username);
  await page.getByLabel('Key').fill(PROCESS_OPERATOR.key);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/dashboard');
}

const availability = (page: Page) => page.getByLabel('Availability').and(page.locator('input'));
const toast = (page: Page, text: string) =>
  page.locator('.Toastify__toast-container--top-center .Toastify__toast-theme--dark').filter({ hasText: text });

describe('operator skin pages (real server, fake sources)', () => {
  let main: Awaited<ReturnType<typeof open>>;
  beforeAll(async () => {
    main = await open('laptop');
  });
  afterAll(async () => {
    await main.context.close();
  });

  it('a failed load of the list sends a visitor without a session to /login', async () => {
    const visitor = await open('laptop');
    await visitor.page.goto('/dashboard/skins');
    await visitor.page.waitForURL('**/login');
    await visitor.context.close();
  });

  it('opens Skin Dashboard from the dashboard, finds a skin and edits it; the public page shows it at once', async () => {
    const { page } = main;
    await logIn(page);
    await page.getByRole('link', { name: 'Skin Dashboard' }).click();
    await page.waitForURL('**/dashboard/skins');
    await page.getByRole('heading', { name: 'Skin Dashboard', level: 1 }).waitFor();
    await page.getByLabel('Search skins').fill('justicar');
    await page.getByText(/skins? matching "justicar"/).waitFor();
    await page.getByRole('link', { name: /Justicar Aatrox/ }).click();
    await page.waitForURL(`**/dashboard/skins/${JUSTICAR}`);

    await page.getByLabel('Release date').fill('2014-02-03');
    await page.getByText('Overrides the source, which says "2013-06-12".').waitFor();
    await availability(page).fill('Legacy');
    await availability(page).press('Escape');
    await page.getByLabel('Video URL').fill('https://example.com/video');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByText('Video 1 must be a YouTube (youtube.com, youtu.be) or Vimeo link (http or https).').waitFor();
    await page.getByLabel('Video URL').fill('https://youtu.be/dQw4w9WgXcQ');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.locator('iframe[title="Justicar Aatrox video 1 preview"]').waitFor();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Skin updated successfully').waitFor();
    // Closes by itself after 2 seconds (plus its exit animation).
    await toast(page, 'Skin updated successfully').waitFor({ state: 'detached', timeout: 4000 });

    const pub = (await (await fetch(`${server.url}/api/skins/${JUSTICAR}`)).json()) as { response: Record<string, unknown> };
    expect(pub.response).toMatchObject({
      release_date: '2014-02-03',
      availability: 'Legacy',
      videos: ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    });
  });

  it('runs a sync twice: the edits remain, the history shows the counts and the flag', async () => {
    const { page } = main;
    fake.setVariant({ renamed: [JUSTICAR], redated: [REDATE] });
    await page.getByRole('link', { name: 'Back to Skins' }).first().click();
    await page.waitForURL('**/dashboard/skins');
    for (const outcome of [/1 changed · 1944 unchanged · 1 flagged · 0 missing/, /Sources unchanged since the last sync: skipped/]) {
      await page.getByRole('button', { name: 'Sync Skins' }).click();
      await toast(page, 'Skin Sync Successfully initialized, will take some time to finish.').first().waitFor();
      await page.getByText(outcome).first().waitFor({ timeout: 60_000 });
    }
    await page.getByRole('button', { name: 'Show changes' }).first().click();
    await page.getByText(/name, release date \(under your edit: source now says 2013-06-20\)/).waitFor();

    await page.goto(`/dashboard/skins/${JUSTICAR}`);
    await page.getByText('The source changed since this was edited: it now says "2013-06-20"', { exact: false }).waitFor();
    expect(await page.getByLabel('Release date').inputValue()).toBe('2014-02-03');
    expect(await availability(page).inputValue()).toBe('Legacy');
    await page.getByRole('heading', { name: 'Justicar Aatrox (Remastered)' }).waitFor();
  });

  it('Revert to source puts the source value back and saving drops the override', async () => {
    const { page } = main;
    const note = page.getByText('Overrides the source, which says "Available".');
    await note.waitFor();
    await page.getByRole('button', { name: 'Revert to source' }).nth(1).click();
    expect(await availability(page).inputValue()).toBe('Available');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Skin updated successfully').first().waitFor();
    await note.waitFor({ state: 'detached' });
  });

  it('list and edit pages at 375 and 1280 px: screenshots, no axe violations, no page errors', async () => {
    for (const viewport of ['phone', 'laptop'] as const) {
      const width = VIEWPORTS[viewport].width;
      const view = await open(viewport, main.context);
      await view.page.goto('/dashboard/skins');
      // Newest first: the upcoming skins say so; released skins no source dates do not pass for upcoming.
      const tiles = view.page.locator('main a[href^="/dashboard/skins/"]');
      await tiles.nth(19).waitFor();
      const dateLines = await tiles.evaluateAll((links) => links.map((a) => a.querySelector('p + p')?.textContent ?? ''));
      expect(dateLines.filter((line) => line === 'Upcoming')).toHaveLength(3);
      // Then the released skins no source dates, then dated skins (the 2026 ones first).
      const firstDated = dateLines.findIndex((line, i) => i >= 3 && line !== 'Release date unknown');
      expect(dateLines.slice(3, firstDated).every((line) => line === 'Release date unknown')).toBe(true);
      expect(dateLines[firstDated]).toMatch(/2026/);
      await screenshot(view.page, `skin-operator-list-newest-${width}`);
      await view.page.getByLabel('Search skins').fill('justicar');
      await view.page
        .getByRole('link', { name: /Justicar Aatrox/ })
        .first()
        .waitFor();
      await view.page
        .getByText(/Run \d+ ·/)
        .first()
        .waitFor();
      await screenshot(view.page, `skin-operator-list-${width}`);
      expect(await axeViolations(view.page)).toEqual([]);
      await view.page.goto(`/dashboard/skins/${JUSTICAR}`);
      await view.page.getByRole('button', { name: 'Save Changes' }).waitFor();
      await screenshot(view.page, `skin-operator-edit-${width}`);
      expect(await axeViolations(view.page)).toEqual([]);
      expect(view.errors).toEqual([]);
      await view.context.close();
    }
  });

  it('scrolls to the end of a search: 20 at a time, then "No more skins to load"', async () => {
    const { page } = main;
    // At phone width 20 tiles overflow the screen whatever sits above them; where they do not, a second page is rightly loaded at once.
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto('/dashboard/skins');
    await page.getByLabel('Search skins').fill('star');
    await page.getByText(/skins matching "star"/).waitFor();
    const tiles = page.locator('main a[href^="/dashboard/skins/"]');
    const total = Number(/^(\d+) skins/.exec((await page.getByText(/skins matching "star"/).textContent()) ?? '')?.[1]);
    expect(total).toBeGreaterThan(20);
    expect(await tiles.count()).toBe(20);
    await page
      .getByText('No more skins to load')
      .scrollIntoViewIfNeeded()
      .catch(() => undefined);
    for (let i = 0; i < 5 && (await tiles.count()) < total; i++) {
      await page.mouse.wheel(0, 4000);
      await page.waitForTimeout(300);
    }
    await page.getByText('No more skins to load').waitFor();
    expect(await tiles.count()).toBe(total);
  });
});
