import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../src/server/env';
import { NO_SITE_LINKS } from '../../src/shared/api/site-links';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { CONFIGURED_LINKS, CONFIGURED_LINKS_ENV } from '../helpers/site-links';
import type { SsrEntry } from '../../src/shared/ssr';

describe('LINK_* configuration', () => {
  it('is all optional: unset, every destination is null', () => {
    expect(readConfig({}).siteLinks).toEqual(NO_SITE_LINKS);
  });

  it('reads every destination', () => {
    expect(readConfig(CONFIGURED_LINKS_ENV).siteLinks).toEqual(CONFIGURED_LINKS);
  });

  it.each([
    ['LINK_CHAT_URL', 'discord.gg/accountvalue', /^LINK_CHAT_URL: expected an http\(s\) address/],
    ['LINK_SUPPORT_URL', 'javascript:alert(1)', /^LINK_SUPPORT_URL: expected an http\(s\) address/],
    ['LINK_MMR_CHECKER_URL', 'https://mmr.example.com/', /^LINK_MMR_CHECKER_URL: mmr\.example\.com is a placeholder/],
    ['LINK_PING_TEST_URL', 'https://example.org', /^LINK_PING_TEST_URL: example\.org is a placeholder/],
    ['LINK_YOUTUBE_URL', 'https://channel.example/x', /^LINK_YOUTUBE_URL: channel\.example is a placeholder/],
    ['LINK_PARTNER_EMAIL', 'partners@example.com', /^LINK_PARTNER_EMAIL: example\.com is a placeholder/],
    ['LINK_PARTNER_EMAIL', 'partners', /^LINK_PARTNER_EMAIL: expected an e-mail address/],
    ['LINK_PARTNER_EMAIL', 'a b@site.test', /^LINK_PARTNER_EMAIL: expected an e-mail address/],
  ])('refuses %s=%s, naming the variable', (name, value, message) => {
    expect(() => readConfig({ [name]: value })).toThrowError(message);
  });

  it('takes the boosting partner and its code together, and a code of letters, digits, - and _', () => {
    expect(() => readConfig({ LINK_BOOSTING_URL: 'https://boost.test/' })).toThrowError(/^LINK_BOOSTING_CODE: must be set together/);
    expect(() => readConfig({ LINK_BOOSTING_CODE: 'CODE20' })).toThrowError(/^LINK_BOOSTING_URL: must be set together/);
    expect(() => readConfig({ LINK_BOOSTING_URL: 'https://boost.test/', LINK_BOOSTING_CODE: 'TWENTY %' })).toThrowError(
      /^LINK_BOOSTING_CODE: expected 1 to 40 letters/,
    );
  });
});

// The client's rendering entry from source, as the built server uses it from dist/ssr.
const entry = (await import('../../src/client/entry-server')) as SsrEntry;
const siteApp = (env: Record<string, string>) => createTestApp({ clientDir: path.resolve('tests/fixtures/client'), ssr: entry }, env);

describe('the links in the pages', { timeout: 60_000 }, () => {
  let bare: TestApp;
  let configured: TestApp;
  beforeAll(async () => {
    [bare, configured] = await Promise.all([siteApp({}), siteApp(CONFIGURED_LINKS_ENV)]);
  }, 60_000);
  afterAll(async () => {
    await bare?.close();
    await configured?.close();
  });

  const html = async (t: TestApp, url: string) => (await t.app.inject({ method: 'GET', url })).body.replace(/<!-- -->/g, '');

  it('are served by GET /api/site-links from the read cache', async () => {
    const res = await configured.app.inject({ method: 'GET', url: '/api/site-links' });
    expect(res.json()).toEqual({ error: false, response: CONFIGURED_LINKS });
    expect(res.headers.etag).toBeTruthy();
    expect((await bare.app.inject({ method: 'GET', url: '/api/site-links' })).json().response).toEqual(NO_SITE_LINKS);
  });

  it('configured: are in the HTML the server sends, footer, promo, donation line and partner banners', async () => {
    const home = await html(configured, '/');
    for (const url of [CONFIGURED_LINKS.chatUrl, CONFIGURED_LINKS.pingTestUrl, CONFIGURED_LINKS.supportUrl, CONFIGURED_LINKS.social.tiktok])
      expect(home).toContain(`href="${url}"`);
    expect(home).toContain(`href="mailto:${CONFIGURED_LINKS.partnerEmail}"`);
    expect(home).toMatch(/href="https:\/\/boosting\.test\/\?ref=accountvalue"[^>]*>.*Get 20% off/);
    expect(home).toContain('ACCOUNTVALUE20');
    const valorant = await html(configured, '/valorant-account-value');
    expect(valorant).toMatch(/aria-label="Sponsored, left"[^]*href="https:\/\/boosting\.test\/\?ref=accountvalue"/);
    expect(valorant).toMatch(/aria-label="Sponsored, right"[^]*href="https:\/\/mmr\.test\/check"/);
  });

  it('not configured: none of them is rendered, with no empty place left for them', async () => {
    for (const url of ['/', '/valorant-account-value', '/riot-points-to-usd', '/blog']) {
      const page = await html(bare, url);
      expect(page, url).not.toMatch(/example\.com|Get 20% off|Partnerships|Join our Discord|MMR checker|Ping test|Patreon|data-social/);
      expect(page, url).not.toContain('data-testid="donation-line"');
      expect(page, url).not.toContain('data-testid="boosting-promo"');
    }
    // Partner pages without a partner have no side columns at all.
    expect(await html(bare, '/valorant-account-value')).not.toContain('aria-label="Sponsored, left"');
    expect(await html(bare, '/riot-points-to-usd')).not.toContain('aria-label="Sponsored, right"');
    // The operator's banners (a page without partner banners) keep their columns.
    expect(await html(bare, '/genshin-impact-account-value')).toContain('aria-label="Sponsored, left"');
  });
});
