import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { openDatabase } from '../../../src/server/db/database';
import { SITE_ORIGIN, signIn } from '../../helpers/operator-session';
import type { SsrEntry } from '../../../src/shared/ssr';

const entry = (await import('../../../src/client/entry-server')) as SsrEntry;

const site = { clientDir: path.resolve('tests/fixtures/client'), ssr: entry };
let t: TestApp;
/** A second instance on the same database, as behind a load balancer. */
let other: TestApp;
beforeAll(async () => {
  t = await createTestApp(site);
  other = await createTestApp({ ...site, db: openDatabase(t.config.database) });
}, 60_000);
afterAll(async () => {
  await other?.close();
  await t?.close();
});

/** The page cache's hits and misses so far, from /metrics. */
async function pageLookups(app: FastifyInstance): Promise<{ hit: number; miss: number }> {
  const text = (await app.inject({ method: 'GET', url: '/metrics' })).body;
  const count = (result: string) => Number(new RegExp(`^page_cache_lookups_total\\{result="${result}"\\} (\\d+)`, 'm').exec(text)?.[1]);
  return { hit: count('hit'), miss: count('miss') };
}

/** Whether the page came from the page cache (a hit) or was rendered (a miss). */
async function served(url: string, app = t.app): Promise<'hit' | 'miss'> {
  const before = await pageLookups(app);
  const res = await app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  const after = await pageLookups(app);
  return after.hit > before.hit ? 'hit' : 'miss';
}

const PAGES = ['/', '/valorant-account-value', '/fortnite-account-value', '/robux-to-usd-eur-gbp'];

async function saveValorant(market: number): Promise<void> {
  const cookie = await signIn(t.app, t.db);
  const valorant = (await t.app.inject({ method: 'GET', url: '/api/valorant-calculator' })).json().response;
  const save = await t.app.inject({
    method: 'POST',
    url: '/api/auth/valorant-calculator',
    payload: { ...valorant, market },
    headers: { cookie, origin: SITE_ORIGIN },
  });
  expect(save.statusCode, save.body).toBe(200);
}

describe('the rendered-page cache forgets by topic', { timeout: 60_000 }, () => {
  it("drops the saved game's page and keeps every other page", async () => {
    for (const url of PAGES) await served(url);
    for (const url of PAGES) expect(await served(url), url).toBe('hit');

    await saveValorant(0.5);

    expect(await served('/valorant-account-value')).toBe('miss');
    for (const url of PAGES.filter((url) => url !== '/valorant-account-value')) expect(await served(url), url).toBe('hit');
    expect(await served('/valorant-account-value')).toBe('hit');
  });

  it('does the same on another instance, which learns of the save through the database', async () => {
    // The previous case's save reaches this instance by its poll (every 500 ms): let it arrive before warming up.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    for (const url of PAGES) await served(url, other.app);
    for (const url of PAGES) expect(await served(url, other.app), url).toBe('hit');
    await saveValorant(0.45);
    // The other instance polls the topic versions every 500 ms.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(await served('/valorant-account-value', other.app)).toBe('miss');
    for (const url of PAGES.filter((url) => url !== '/valorant-account-value')) expect(await served(url, other.app), url).toBe('hit');
    const text = (await other.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(text).toMatch(/^cache_topic_bumps_total\{topic="calculators:valorant",origin="remote"\} [1-9]/m);
  });

  it('counts the drops by topic in /metrics', async () => {
    const text = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(text).toMatch(/^cache_topic_bumps_total\{topic="calculators:valorant",origin="local"\} [1-9]/m);
    expect(text).not.toMatch(/^cache_topic_bumps_total\{topic="calculators:league-of-legends"/m);
  });
});
