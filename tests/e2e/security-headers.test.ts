import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteUrl } from '../helpers/e2e-site';
import type { Page } from 'playwright-core';
import { closeBrowser, launchBrowser, openPage, screenshot } from '../helpers/browser';

beforeAll(launchBrowser);
afterAll(closeBrowser);

// Every kind of page the site serves today; the browser reports each blocked load as a securitypolicyviolation event.
const PAGES = ['/', '/valorant-account-value', '/robux-to-usd-eur-gbp', '/login', '/no/such/page'];

async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
}

describe('the Content-Security-Policy in the browser', () => {
  it('gives pages the full policy, and the scripts and API replies they load only their lean sets', async () => {
    const { page, context } = await openPage('laptop', { reducedMotion: true });
    const seen = new Map<string, Record<string, string>>();
    page.on('response', (res) => {
      const url = new URL(res.url());
      if (url.pathname.endsWith('.js') || url.pathname.startsWith('/api/')) seen.set(url.pathname, res.headers());
    });
    await page.goto('/wasted-time-lol');
    await page.locator('h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    const scripts = [...seen].filter(([p]) => p.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const [pathname, headers] of scripts) {
      expect(headers['x-content-type-options'], pathname).toBe('nosniff');
      expect(headers['cross-origin-resource-policy'], pathname).toBe('same-origin');
      expect(headers['content-security-policy'], pathname).toBeUndefined();
      expect(headers['referrer-policy'], pathname).toBeUndefined();
    }
    for (const [pathname, headers] of [...seen].filter(([p]) => p.startsWith('/api/'))) {
      expect(headers['content-security-policy'], pathname).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(headers['x-frame-options'], pathname).toBeUndefined();
    }
    await context.close();
  });

  for (const viewport of ['phone', 'laptop'] as const) {
    it(`blocks nothing the pages load (${viewport})`, async () => {
      const { page, context, errors } = await openPage(viewport, { reducedMotion: true });
      const violations = await recordViolations(page);
      for (const url of PAGES) {
        const res = await page.goto(url);
        expect(res?.headers()['content-security-policy']).toContain("default-src 'self'");
        await page.locator('h1').first().waitFor();
        expect(await violations(), url).toEqual([]);
      }
      expect(errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
      await context.close();
    });
  }

  it('lets the API docs page at /api/docs render every route, with nothing blocked', async () => {
    const doc = (await (await fetch(`${siteUrl()}/api/openapi.json`)).json()) as { paths: Record<string, object> };
    for (const viewport of ['phone', 'laptop'] as const) {
      // A plain page of the context: the docs are not the React app, so no hydration to wait for.
      const { context } = await openPage(viewport);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      const violations = await recordViolations(page);
      await page.goto(`${siteUrl()}/api/docs`);
      await page.locator('.opblock').first().waitFor();
      const shown = await page.locator('.opblock-summary-path').allInnerTexts();
      const documented = Object.keys(doc.paths);
      expect(new Set(shown.map((s) => s.replace(/\u200b/g, '').trim()))).toEqual(new Set(documented));
      expect(await violations()).toEqual([]);
      expect(errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
      await screenshot(page, `api-docs-${viewport}`);
      await context.close();
    }
  });
});
