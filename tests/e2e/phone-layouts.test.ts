import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { closeBrowser, launchBrowser, openPage, screenshot } from '../helpers/browser';

beforeAll(launchBrowser);
afterAll(closeBrowser);

/** The words of the matched elements that the layout split over two lines (a word on one line has one box). */
const brokenWords = (page: Page, selector: string) =>
  page.evaluate((s) => {
    const broken: string[] = [];
    for (const el of document.querySelectorAll(s)) {
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
          if (lines.size > 1) broken.push(match[0]);
        }
      }
    }
    return broken;
  }, selector);

const box = async (page: Page, selector: string) => (await page.locator(selector).first().boundingBox())!;

describe.each(['phone390', 'laptop1440'] as const)('layouts at %s (issue 44, point 6)', (viewport) => {
  const phone = viewport === 'phone390';

  it('a skin page shows the name, the price in RP and euros, the rarity and "I own" above the lore', async () => {
    const { page, context, errors } = await openPage(viewport);
    await page.goto('/lol-skins/skin/1013');
    await page.getByRole('heading', { level: 1, name: 'Lunar Beast Annie' }).waitFor();
    await expect.poll(() => page.getByTestId('skin-euro').textContent()).toMatch(/^€[\d,]+\.\d\d of account value$/);
    expect(await page.getByTestId('skin-price').textContent()).toMatch(/^\d+ RP$/);
    const lore = await box(page, '[data-testid="skin-lore"]');
    const summary = {
      name: await box(page, 'h1'),
      price: await box(page, '[data-testid="skin-price"]'),
      euro: await box(page, '[data-testid="skin-euro"]'),
      rarity: await box(page, '[data-testid="skin-summary"] a[href^="/lol-skins/rarity/"]'),
      owned: (await page.getByRole('checkbox', { name: 'I own this skin' }).boundingBox())!,
    };
    for (const [what, b] of Object.entries(summary)) {
      expect(b.y + b.height, `${what} above the lore`).toBeLessThanOrEqual(lore.y);
      // All of it in the first screen, below the sticky header.
      expect(b.y + b.height, `${what} in the first screen`).toBeLessThanOrEqual(844);
    }
    await screenshot(page, `layouts-skin-page-${viewport}`);
    await page.screenshot({ path: `test-results/screenshots/layouts-skin-first-screen-${viewport}.png` });
    // Skins other than Annie have no art on the test image host: their images answer 404 (placeholders).
    expect(errors.filter((e) => !e.includes('status of 404'))).toEqual([]);
    await context.close();
  });

  it('chroma cards keep their name and "I own" on whole words, the tick 24 × 24 px', async () => {
    const { page, context } = await openPage(viewport);
    await page.goto('/lol-skins/skin/1013');
    const chromas = page.locator('section[aria-labelledby="chromas-heading"]');
    await chromas.waitFor();
    const owned = chromas.getByRole('checkbox', { name: /^I own / });
    expect(await owned.count()).toBeGreaterThan(1);
    for (const tick of await owned.all()) {
      const b = (await tick.boundingBox())!;
      expect(b.width).toBeGreaterThanOrEqual(24);
      expect(b.height).toBeGreaterThanOrEqual(24);
    }
    // "I own" on one line: its label no taller than one line of its text.
    const labels = await chromas
      .getByText('I own', { exact: true })
      .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight || '24')));
    for (const lines of labels) expect(lines).toBeLessThan(1.9);
    expect(
      await brokenWords(page, 'section[aria-labelledby="chromas-heading"] p, section[aria-labelledby="chromas-heading"] label'),
    ).toEqual([]);
    await chromas.scrollIntoViewIfNeeded();
    await chromas.screenshot({ path: `test-results/screenshots/layouts-chromas-${viewport}.png` });
    await context.close();
  });

  it('a blog table scrolls in a frame that shows it, headers wrapping between words; the video stays 16:9', async () => {
    const { page, context } = await openPage(viewport);
    await context.route(/youtube/, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '' }));
    await page.goto('/blog/how-the-calculators-value-an-account');
    const frame = page.getByRole('region', { name: 'Table' });
    await frame.waitFor();
    const shadow = (side: 'before' | 'after') => frame.evaluate((el, s) => getComputedStyle(el.parentElement!, `::${s}`).opacity, side);
    // The post's own table fits at both widths: no shadow says there is more.
    expect([await shadow('before'), await shadow('after')]).toEqual(['0', '0']);
    expect(await brokenWords(page, 'article th')).toEqual([]);
    // A post with a wide table (eight columns, as a table of champions and languages has).
    await frame.evaluate((el) => {
      for (const row of el.querySelectorAll('tr')) {
        const head = row.parentElement!.tagName === 'THEAD';
        for (const word of ['Languages', 'Champions', 'Availability', 'Distribution', 'Lootable']) {
          const cell = document.createElement(head ? 'th' : 'td');
          cell.textContent = head ? `${word} column` : 'Yes';
          row.append(cell);
        }
      }
    });
    expect(await brokenWords(page, 'article th')).toEqual([]);
    if (phone) {
      await expect.poll(() => shadow('after')).toBe('1');
      expect(await shadow('before')).toBe('0');
      await frame.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
      await expect.poll(() => shadow('before')).toBe('1');
      await expect.poll(() => shadow('after')).toBe('0');
    }
    await frame.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/screenshots/layouts-blog-table-${viewport}.png` });

    const video = page.locator('article iframe');
    await video.scrollIntoViewIfNeeded();
    const v = (await video.boundingBox())!;
    expect(v.width / v.height).toBeCloseTo(16 / 9, 1);
    await screenshot(page, `layouts-blog-post-${viewport}`);
    await context.close();
  });

  it('every "I own" tick on the catalogue is at least 24 × 24 px (WCAG 2.5.8)', async () => {
    const { page, context } = await openPage(viewport);
    await page.goto('/lol-skins');
    const owned = page.getByRole('checkbox', { name: /^I own / });
    await owned.first().waitFor();
    const sizes = await owned.evaluateAll((els) => els.map((el) => [el.getBoundingClientRect().width, el.getBoundingClientRect().height]));
    expect(sizes.length).toBeGreaterThan(3);
    for (const [width, height] of sizes) {
      expect(width).toBeGreaterThanOrEqual(24);
      expect(height).toBeGreaterThanOrEqual(24);
    }
    await screenshot(page, `layouts-owned-ticks-${viewport}`);
    await context.close();
  });
});
