import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteUrl } from '../helpers/e2e-site';
import { closeBrowser, launchBrowser, openPage, screenshot } from '../helpers/browser';

beforeAll(launchBrowser);
afterAll(closeBrowser);

describe('smoke', () => {
  it('GET /api/health answers ok', async () => {
    const res = await fetch(`${siteUrl()}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ error: false, response: { status: 'ok', database: 'sqlite' } });
  });

  it('opens / in Chromium and renders the app without errors', async () => {
    for (const viewport of ['phone', 'desktop'] as const) {
      const { page, context, errors } = await openPage(viewport);
      const res = await page.goto('/');
      expect(res?.status()).toBe(200);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await page.title()).toContain('League of Legends');
      await screenshot(page, `smoke-home-${viewport}`);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('shows the 404 page for an unknown path', async () => {
    const { page, context } = await openPage('laptop');
    const res = await page.goto('/no/such/page');
    expect(res?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await context.close();
  });
});

describe('the build the browser tests were given', () => {
  // The browser tests build the site from inside the test runner, whose NODE_ENV is 'test': once that
  // shipped React's development build (60% more script, and slower) without any test failing.
  it('is a production build: no development React in the client or the server-rendering entry', () => {
    const built = (dir: string) =>
      fs
        .readdirSync(dir)
        .filter((name) => name.endsWith('.js'))
        .map((name) => fs.readFileSync(path.join(dir, name), 'utf8'));
    const scripts = [...built('dist/client/assets'), ...built('dist/ssr')];
    expect(scripts.length).toBeGreaterThan(10);
    expect(scripts.filter((code) => code.includes('jsxDEV') || code.includes('react/jsx-dev-runtime'))).toEqual([]);
  });
});
