import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteUrl } from '../helpers/e2e-site';
import type { BrowserContext, Page } from 'playwright-core';
import { closeBrowser, launchBrowser, openPage, screenshot } from '../helpers/browser';
import { axeViolations } from '../helpers/axe';
import { logIn } from '../helpers/operator';
import { TWEET_MEDIA_HOST, TWEET_PIXEL } from '../fakes/syndication/fake-syndication';

beforeAll(launchBrowser);
afterAll(closeBrowser);

const POST = '/blog/how-the-calculators-value-an-account';
const WIDTHS = { phone: 375, laptop: 1280 } as const;

/**
 * Every request off 127.0.0.1 (the YouTube player, for one) is refused: browser tests stay local.
 * Tweet avatars sit on Twitter's image host, as in real replies; a pixel answers for it here.
 */
async function localOnly(context: BrowserContext, outside: string[]) {
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.hostname === '127.0.0.1' || url.protocol === 'data:') return route.continue();
    if (url.origin === TWEET_MEDIA_HOST) return route.fulfill({ status: 200, contentType: 'image/png', body: TWEET_PIXEL });
    outside.push(url.href);
    return route.abort();
  });
}

async function open(viewport: keyof typeof WIDTHS) {
  const view = await openPage(viewport);
  const outside: string[] = [];
  await localOnly(view.context, outside);
  return { ...view, outside };
}

const cards = (page: Page) => page.getByTestId('blog-card');

describe('the blog listing /blog', () => {
  for (const viewport of ['phone', 'laptop'] as const) {
    it(`shows the back link, the featured post and the grid, with no axe violations (${WIDTHS[viewport]} px)`, async () => {
      const { page, context, errors } = await open(viewport);
      await page.goto('/blog');
      await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
      expect(await page.getByRole('link', { name: '← Check your Account Value' }).getAttribute('href')).toBe('/');
      await expect.poll(() => cards(page).count()).toBeGreaterThanOrEqual(3);
      // The newest post is featured (its title is the page's first h2).
      expect(await page.getByRole('heading', { level: 2 }).first().textContent()).toBe('What the time lookup can and cannot count');
      expect(await cards(page).first().getAttribute('href')).toBe('/blog/what-the-time-lookup-can-and-cannot-count');
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await screenshot(page, `blog-list-${WIDTHS[viewport]}`);
      await context.close();
    });
  }
});

describe('a blog post', () => {
  for (const viewport of ['phone', 'laptop'] as const) {
    it(`shows title, Admin, the date and every rich-text block, with no axe violations (${WIDTHS[viewport]} px)`, async () => {
      const { page, context, errors } = await open(viewport);
      await page.goto(POST);
      await page.getByRole('heading', { level: 1, name: 'How our calculators value an account' }).waitFor();
      expect(await page.getByText('Admin', { exact: true }).isVisible()).toBe(true);
      expect(await page.locator('time').textContent()).toBe('12 March 2025');
      expect(await page.getByRole('heading', { level: 2, name: 'Two values, two questions' }).isVisible()).toBe(true);
      expect(await page.getByRole('heading', { level: 3, name: 'Skin tiers' }).isVisible()).toBe(true);
      expect(await page.getByRole('heading', { level: 4, name: 'Mythic skins' }).isVisible()).toBe(true);
      expect(await page.locator('article blockquote').count()).toBe(1);
      expect(await page.locator('article hr').count()).toBe(1);
      expect(await page.getByRole('columnheader', { name: 'Riot Points' }).isVisible()).toBe(true);
      const image = page.getByRole('img', { name: /adding up to 306.60 euros/ });
      expect(await image.getAttribute('width')).toBe('960');
      expect(await image.getAttribute('loading')).toBe('lazy');
      const video = page.locator('iframe');
      expect(await video.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/jNQXAC9IVRw');
      expect(await video.getAttribute('height')).toBe('540');
      expect(await video.getAttribute('loading')).toBe('lazy');
      expect(await video.getAttribute('title')).toBe('Me at the zoo, the first video uploaded to YouTube');
      const outbound = page.getByRole('link', { name: 'League of Legends calculator' });
      expect(await outbound.getAttribute('href')).toBe('/');
      expect(await page.title()).toBe('How our calculators value an account | Account Value');
      // The link preview is the post's share image; its cover stays in the BlogPosting data.
      expect(await page.locator('head meta[property="og:image"]').getAttribute('content')).toMatch(
        /^http:\/\/127\.0\.0\.1:\d+\/og\/blog\/how-the-calculators-value-an-account\.png$/,
      );
      expect(await page.locator('head link[rel="canonical"]').last().getAttribute('href')).toMatch(
        /\/blog\/how-the-calculators-value-an-account$/,
      );
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page)).toEqual([]);
      expect(
        errors.filter((e) => !e.includes('ERR_FAILED')),
        errors.join('\n'),
      ).toEqual([]);
      await screenshot(page, `blog-post-${WIDTHS[viewport]}`);
      await context.close();
    });
  }

  it('opens other links in a new tab with rel="noopener noreferrer"', async () => {
    const { page, context } = await open('laptop');
    await page.goto('/blog/buyers-checklist-for-game-accounts');
    await page.getByRole('heading', { level: 1 }).waitFor();
    for (const link of await page.locator('article a[target="_blank"]').all())
      expect(await link.getAttribute('rel')).toContain('noopener noreferrer');
    await context.close();
  });

  it('shows the tweet card from our server: author, handle, text, counts, and "Copied!" for 6 seconds', async () => {
    const { page, context, errors } = await open('laptop');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.clock.install();
    await page.goto('/blog/buyers-checklist-for-game-accounts');
    const card = page.locator('.react-tweet-theme');
    await card.getByText('just setting up my twttr').waitFor();
    expect(await card.getByText('@jack').isVisible()).toBe(true);
    expect(await card.getByRole('link', { name: /183.4K likes/ }).isVisible()).toBe(true);
    expect(await card.getByRole('link', { name: /14.2K replies/ }).isVisible()).toBe(true);
    const copy = card.getByRole('button', { name: 'Copy link to Tweet' });
    await copy.click();
    await card.getByRole('button', { name: 'Copied!' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('https://x.com/jack/status/20');
    await page.clock.runFor(5_000);
    expect(await card.getByRole('button', { name: 'Copied!' }).isVisible()).toBe(true);
    await page.clock.runFor(1_100);
    await card.getByRole('button', { name: 'Copy link to Tweet' }).waitFor();
    expect(errors).toEqual([]);
    await card.screenshot({ path: path.resolve('test-results', 'screenshots', 'blog-tweet-card.png') });
    await context.close();
  });

  it('shows the not-found page for an unknown slug', async () => {
    const { page, context } = await open('phone');
    await page.goto('/blog/no-such-post');
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    expect(await page.getByRole('link', { name: 'Check your Account Value' }).isVisible()).toBe(true);
    await context.close();
  });
});

/** The built chunks that carry @contentful/live-preview. */
const livePreviewChunks = () =>
  fs
    .readdirSync(path.resolve('dist/client/assets'))
    .filter((f) => f.endsWith('.js') && fs.readFileSync(path.resolve('dist/client/assets', f), 'utf8').includes('ENTRY_UPDATED'));

describe('live preview', () => {
  it('is never downloaded by a visitor, and loads inside an editor frame', async () => {
    const chunks = livePreviewChunks();
    expect(chunks.length).toBeGreaterThan(0);
    const { page, context } = await open('laptop');
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(POST);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(requested.filter((p) => chunks.some((c) => p.endsWith(c)))).toEqual([]);

    // The same page inside an editor's frame loads the SDK. The editor page is answered here, on the
    // site's own origin (which the page's frame-ancestors allows beside Contentful's web app), because
    // Chromium refuses a public origin framing a loopback address.
    const editorUrl = `${siteUrl()}/editor-frame-under-test`;
    await context.route(editorUrl, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<title>editor</title><iframe title="editor preview" src="${siteUrl()}${POST}" width="800" height="600"></iframe>`,
      }),
    );
    const editor = await context.newPage();
    const framed: string[] = [];
    editor.on('request', (request) => framed.push(new URL(request.url()).pathname));
    await editor.goto(editorUrl);
    await expect.poll(() => framed.some((p) => chunks.some((c) => p.endsWith(c))), { timeout: 15_000 }).toBe(true);
    await context.close();
  });
});

describe('Recent Blog Posts on the landing page', () => {
  for (const viewport of ['phone', 'laptop'] as const) {
    it(`shows the three newest cards under the About section (${WIDTHS[viewport]} px)`, async () => {
      const { page, context } = await open(viewport);
      await page.goto('/');
      const section = page.getByRole('region', { name: 'Recent Blog Posts' });
      await section.getByTestId('blog-card').nth(2).waitFor();
      expect(await section.getByTestId('blog-card').count()).toBe(3);
      const aboutBottom = await page.locator('#about').evaluate((el) => el.getBoundingClientRect().bottom);
      const recentTop = await section.evaluate((el) => el.getBoundingClientRect().top);
      expect(recentTop).toBeGreaterThan(aboutBottom);
      await section.scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.resolve('test-results', 'screenshots', `blog-recent-${WIDTHS[viewport]}.png`) });
      await context.close();
    });
  }
});

describe('the dashboard', () => {
  it("clears the blog cache from the header: 'Successfully cleared blog cache'", async () => {
    const { page, context } = await open('phone');
    await logIn(page);
    await page.getByRole('button', { name: 'Clear Blog Cache' }).click();
    await page.getByText('Successfully cleared blog cache').waitFor();
    // The header's four actions fit a phone without scrolling sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, 'blog-dashboard-clear-cache-375');
    await context.close();
  });
});
