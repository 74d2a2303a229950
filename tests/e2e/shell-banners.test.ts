import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { siteUrl } from '../helpers/e2e-site';
import { closeBrowser, launchBrowser, openPage, screenshot } from '../helpers/browser';

interface Banner {
  id: number;
  position: 1 | 2;
  hidden: boolean;
  imageUrl: string;
  link: string;
}

const baseUrl = () => siteUrl();
let cookie = '';

async function operatorPost(path: string, body: unknown) {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl(), Cookie: cookie },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  return { status: res.status, body: (await res.json()) as { error: boolean; response: unknown } };
}

async function banners(): Promise<Banner[]> {
  const res = await fetch(`${baseUrl()}/api/banners`, { signal: AbortSignal.timeout(10_000) });
  return ((await res.json()) as { response: Banner[] }).response;
}

beforeAll(async () => {
  await launchBrowser();
  const res = await fetch(`${baseUrl()}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl() },
    body: JSON.stringify(inject('operator')),
    signal: AbortSignal.timeout(10_000),
  });
  expect(res.status).toBe(200);
  cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
});
afterAll(closeBrowser);

describe('calculator page banners', () => {
  it('shows position 1 left and position 2 right, and skips a banner the operator hid', async () => {
    const all = await banners();
    const left = all.find((b) => b.position === 1 && !b.hidden);
    const right = all.find((b) => b.position === 2 && !b.hidden);
    expect(left && right).toBeTruthy();
    const { page, context } = await openPage('desktop');
    await page.goto('/genshin-impact-account-value');
    const leftSlot = page.getByRole('complementary', { name: 'Sponsored, left' });
    const rightSlot = page.getByRole('complementary', { name: 'Sponsored, right' });
    await leftSlot.getByRole('img').first().waitFor();
    expect(await leftSlot.getByRole('img').first().getAttribute('src')).toBe(left!.imageUrl);
    expect(await rightSlot.getByRole('img').first().getAttribute('src')).toBe(right!.imageUrl);
    expect(await leftSlot.getByRole('link').first().getAttribute('href')).toBe(left!.link);
    await screenshot(page, 'shell-banners-both');

    const hide = await operatorPost('/auth/banners', { ...right!, hidden: true });
    expect(hide.status, JSON.stringify(hide.body)).toBe(200);
    try {
      await page.reload();
      await leftSlot.getByRole('img').first().waitFor();
      expect(await rightSlot.getByRole('img').count()).toBe(0);
      expect(await page.locator(`img[src="${right!.imageUrl}"]`).count()).toBe(0);
      await screenshot(page, 'shell-banners-right-hidden');
    } finally {
      await operatorPost('/auth/banners', { ...right!, hidden: false });
    }
    await context.close();
  });

  it("shows fixed partner banners on Valorant instead of the operator's", async () => {
    const all = await banners();
    const { page, context } = await openPage('desktop');
    await page.goto('/valorant-account-value');
    const leftSlot = page.getByRole('complementary', { name: 'Sponsored, left' });
    await leftSlot.getByRole('img').waitFor();
    expect(await leftSlot.getByRole('link').getAttribute('href')).toMatch(/^https:\/\//);
    for (const banner of all) expect(await page.locator(`img[src="${banner.imageUrl}"]`).count()).toBe(0);
    await context.close();
  });

  it('leaves the side slots out on a phone, where the calculator takes the width', async () => {
    const { page, context } = await openPage('phone');
    await page.goto('/genshin-impact-account-value');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByRole('complementary', { name: 'Sponsored, left' }).isVisible()).toBe(false);
    await context.close();
  });
});
