import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { closeBrowser, launchBrowser, openPage, screenshot } from '../helpers/browser';
import { axeViolations } from '../helpers/axe';

beforeAll(launchBrowser);
afterAll(closeBrowser);

/** Whether the element's box lies wholly inside the window (below the sticky header's 64 px). */
const inView = (page: Page, selector: string) =>
  page.evaluate((s) => {
    const r = document.querySelector(s)!.getBoundingClientRect();
    return r.height > 0 && r.top >= 64 - 1 && r.bottom <= window.innerHeight + 1;
  }, selector);

/**
 * Every visible control's tap target, measured from the DOM, held to WCAG 2.2's 2.5.8: at least
 * 24 × 24 px, or (its spacing exception) a 24 px circle on the target's centre meets no other
 * target nor another small target's circle. A checkbox counts with its label (one target); a link
 * inside a sentence is left out (the inline exception), as are visually hidden texts and the skip
 * link parked above the page. Returns the targets that fail.
 */
const smallTargets = (page: Page) =>
  page.evaluate(() => {
    const targets: { name: string; rect: DOMRect }[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [role="button"]')) {
      if (el.closest('[aria-hidden="true"], [inert]')) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      let rect = el.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1 || rect.bottom + window.scrollY < 0) continue;
      if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
        const label = el.id ? document.querySelector(`label[for="${el.id}"]`) : el.closest('label');
        if (label) {
          const l = label.getBoundingClientRect();
          const [left, top] = [Math.min(rect.left, l.left), Math.min(rect.top, l.top)];
          rect = new DOMRect(left, top, Math.max(rect.right, l.right) - left, Math.max(rect.bottom, l.bottom) - top);
        }
      }
      if (el.tagName === 'A' && style.display === 'inline') {
        const parent = el.parentElement!;
        if ((parent.textContent ?? '').trim().length > (el.textContent ?? '').trim().length) continue;
      }
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
      targets.push({ name: `${el.tagName.toLowerCase()} "${name}" ${Math.round(rect.width)}×${Math.round(rect.height)}`, rect });
    }
    const small = (r: DOMRect) => r.width < 24 || r.height < 24;
    const centre = (r: DOMRect) => [r.left + r.width / 2, r.top + r.height / 2] as const;
    const distanceToRect = ([x, y]: readonly [number, number], r: DOMRect) =>
      Math.hypot(Math.max(r.left - x, 0, x - r.right), Math.max(r.top - y, 0, y - r.bottom));
    const contains = (outer: DOMRect, inner: DOMRect) =>
      outer.left <= inner.left && outer.top <= inner.top && outer.right >= inner.right && outer.bottom >= inner.bottom;
    return targets
      .filter((a) => small(a.rect))
      .filter((a) =>
        targets.some((b) => {
          if (b === a || contains(b.rect, a.rect) || contains(a.rect, b.rect)) return false;
          const c = centre(a.rect);
          if (small(b.rect)) return Math.hypot(c[0] - centre(b.rect)[0], c[1] - centre(b.rect)[1]) < 24;
          return distanceToRect(c, b.rect) < 12;
        }),
      )
      .map((a) => a.name);
  });

/** The count in a label such as 'Epic (123)'. */
const count = (label: string) => Number(/\((\d+)\)$/.exec(label)![1]);

describe.each(['phone390', 'laptop1440'] as const)('a newcomer at %s', (viewport) => {
  const phone = viewport === 'phone390';

  it('sees the result after Calculate Now with a section open, announced, focus left where it was', async () => {
    const { page, context, errors } = await openPage(viewport);
    await page.goto('/');
    const panel = page.locator('[data-testid^="group-root_"]').first();
    await panel.getByRole('button').first().click();
    const field = panel.getByRole('spinbutton').first();
    await field.fill('12');
    if (phone) {
      // On a phone the visitor submits from the keyboard: the caret stays in the field.
      await field.press('Enter');
    } else {
      await page.getByRole('button', { name: 'Calculate Now' }).click();
    }
    await page.getByTestId('results').waitFor();
    await expect.poll(() => inView(page, '[data-testid="results"]'), { timeout: 10_000 }).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const focused = await page.evaluate(
      () => (document.activeElement as HTMLElement).getAttribute('role') ?? document.activeElement!.textContent,
    );
    expect(focused).toBe(phone ? 'spinbutton' : 'Calculate Now');
    const announced = page.getByRole('status', { name: 'Calculation result' });
    expect(await announced.textContent()).toMatch(/^Estimated Real Value: €[\d,]+\.\d\d\. Market Value: €[\d,]+\.\d\d\.$/);
    await screenshot(page, `newcomer-calculate-now-${viewport}`);

    const shareUrl = await page.getByTestId('share-url').inputValue();
    const shared = await context.newPage();
    await shared.goto(shareUrl);
    await shared.getByTestId('results').waitFor();
    await expect.poll(() => inView(shared, '[data-testid="results"]'), { timeout: 10_000 }).toBe(true);
    const sharedAnnounced = shared.getByRole('status', { name: 'Calculation result' });
    await expect.poll(() => sharedAnnounced.textContent()).toBe(await announced.textContent());
    await screenshot(shared, `newcomer-share-link-${viewport}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('filters skins without losing the results', async () => {
    const { page, context } = await openPage(viewport);
    await page.goto('/lol-skins');
    const filters = page.getByRole('button', { name: 'Filters' });
    const total = Number((await page.locator('h1').textContent())!.match(/\((\d+)\)/)![1]);
    if (!phone) {
      // Beside the results on a laptop: no drawer, no close button, a choice keeps it open.
      const sidebar = page.getByRole('complementary', { name: 'Skin filters' });
      // The same options as the drawer's; a tick applies at once.
      await sidebar.getByRole('checkbox', { name: 'Filter by Epic' }).check();
      await page.waitForURL('**/lol-skins/rarity/Epic');
      expect(await sidebar.isVisible()).toBe(true);
      const legendary = sidebar.getByRole('checkbox', { name: 'Filter by Legendary' });
      const both =
        count((await sidebar.getByText(/^Epic \(\d+\)$/).textContent())!) +
        count((await sidebar.getByText(/^Legendary \(\d+\)$/).textContent())!);
      await legendary.check();
      await page.waitForURL('**/lol-skins?rarity=Epic&rarity=Legendary');
      await page.getByRole('heading', { level: 1, name: new RegExp(`\\(${both}\\)$`) }).waitFor();
      // The address alone gives the same page, rendered by the server, ticks and all.
      const served = await (await page.request.get('/lol-skins?rarity=Epic&rarity=Legendary')).text();
      expect(served).toContain(`(${both})</h1>`);
      await page.reload();
      expect(await sidebar.getByRole('checkbox', { name: 'Filter by Legendary' }).isChecked()).toBe(true);
      // Not a default blue link: the section headings read as the site's text.
      const heading = sidebar.getByRole('link', { name: /^Rarities \(\d+\)$/ });
      expect(await heading.evaluate((a) => getComputedStyle(a).textDecorationLine)).toBe('none');
      await sidebar.getByRole('button', { name: 'Clear 2 filters' }).click();
      await page.waitForURL((url) => url.pathname === '/lol-skins' && url.search === '');
      expect(await page.getByRole('button', { name: 'Close filters' }).isVisible()).toBe(false);
      await screenshot(page, `newcomer-filters-${viewport}`);
      await context.close();
      return;
    }
    await filters.click();
    const drawer = page.getByRole('dialog', { name: 'Skin filters' });
    await drawer.waitFor();
    expect(await drawer.boundingBox()).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });
    expect(await page.evaluate(() => document.activeElement!.getAttribute('aria-label'))).toBe('Close filters');
    await screenshot(page, `newcomer-filters-drawer-${viewport}`);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement!.textContent)).toBe('Filters');

    await filters.click();
    const show = drawer.getByRole('button', { name: `Show ${total.toLocaleString('en-US')} results` });
    await show.click();
    await drawer.waitFor({ state: 'detached' });

    await filters.click();
    await drawer.getByRole('button', { name: 'Close filters' }).click();
    await drawer.waitFor({ state: 'detached' });

    // Ticks are a draft: the count follows them live, Clear resets them, nothing moves until Show.
    await filters.click();
    const epic = count((await drawer.getByText(/^Epic \(\d+\)$/).textContent())!);
    const legendary = count((await drawer.getByText(/^Legendary \(\d+\)$/).textContent())!);
    const showing = (n: number) => drawer.getByRole('button', { name: `Show ${n.toLocaleString('en-US')} results` });
    await drawer.getByRole('checkbox', { name: 'Filter by Epic' }).check();
    await showing(epic).waitFor();
    await drawer.getByRole('checkbox', { name: 'Filter by Legendary' }).check();
    await showing(epic + legendary).waitFor();
    expect(new URL(page.url()).pathname).toBe('/lol-skins');
    await screenshot(page, `newcomer-filters-ticked-${viewport}`);
    await drawer.getByRole('button', { name: 'Clear' }).click();
    await showing(total).waitFor();
    expect(await drawer.getByRole('checkbox', { name: 'Filter by Epic' }).isChecked()).toBe(false);
    await drawer.getByRole('checkbox', { name: 'Filter by Epic' }).check();
    await showing(epic).click();
    await page.waitForURL('**/lol-skins/rarity/Epic');
    await drawer.waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 1, name: `Epic Skins (${epic})` }).waitFor();
    // A second tick on top of the page's own: both, at an address of their own.
    await filters.click();
    expect(await drawer.getByRole('checkbox', { name: 'Filter by Epic' }).isChecked()).toBe(true);
    await drawer.getByRole('checkbox', { name: 'Filter by Legendary' }).check();
    await showing(epic + legendary).click();
    await page.waitForURL('**/lol-skins?rarity=Epic&rarity=Legendary');
    await page.getByRole('heading', { level: 1, name: new RegExp(`\\(${epic + legendary}\\)$`) }).waitFor();
    await page.goto('/lol-skins/rarity/Epic');
    await page.getByRole('heading', { level: 1, name: /^Epic Skins \(\d+\)$/ }).waitFor();
    expect(await inView(page, 'h1')).toBe(true);
    await screenshot(page, `newcomer-filters-chosen-${viewport}`);
    await context.close();
  });

  it('finds every tap target at least 24 × 24 px, "I own" labelled', async () => {
    const { page, context } = await openPage(viewport);
    const report: Record<string, string[]> = {};
    for (const path of ['/', '/lol-skins', '/lol-skins/skin/1011', '/lol-skins/collection', '/wasted-time-lol']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      if (path === '/') {
        await page.locator('[data-testid^="group-root_"]').first().getByRole('button').first().click();
        const arrow = await page
          .getByRole('button', { name: /^Increase / })
          .first()
          .boundingBox();
        expect(arrow!.width).toBeGreaterThanOrEqual(24);
        expect(arrow!.height).toBeGreaterThanOrEqual(24);
      }
      if (path === '/lol-skins') {
        const owned = page.getByRole('checkbox', { name: /^I own / }).first();
        expect(await page.getByText('I own', { exact: true }).first().isVisible()).toBe(true);
        expect(await owned.isVisible()).toBe(true);
      }
      report[path] = await smallTargets(page);
    }
    await screenshot(page, `newcomer-tap-targets-${viewport}`);
    expect(report).toEqual(Object.fromEntries(Object.keys(report).map((p) => [p, []])));
    await context.close();
  });

  it(`shows the main navigation ${phone ? 'behind the hamburger' : 'in the header, at 1280 px too'}`, async () => {
    const { page, context } = await openPage(viewport);
    await page.goto('/lol-skins');
    const accounts = page.getByRole('button', { name: 'Account Calculators' });
    const burger = page.getByRole('button', { name: 'Open menu' });
    expect(await accounts.isVisible()).toBe(!phone);
    expect(await burger.isVisible()).toBe(phone);
    if (!phone) {
      for (const name of ['Currency Calculators', 'Wasted on LoL', 'LoL Skins', 'About', 'Blog'])
        expect(await page.locator('header').getByText(name, { exact: true }).isVisible(), name).toBe(true);
      await page.setViewportSize({ width: 1280, height: 800 });
      expect(await accounts.isVisible()).toBe(true);
      expect(await burger.isVisible()).toBe(false);
      await screenshot(page, 'newcomer-nav-1280');
      await page.setViewportSize({ width: 1279, height: 800 });
      expect(await burger.isVisible()).toBe(true);
    }
    await context.close();
  });
});
