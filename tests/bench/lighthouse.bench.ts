import fs from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium as playwright } from 'playwright-core';
import type { BenchRow, BenchSuite } from './harness';
import { median } from './harness';
import { launchDebugChromium } from './chromium-debug';
import { BENCH_OPERATOR, LIGHTHOUSE_PAGES, type LighthousePage } from './lighthouse-pages';
import { machineLoad } from './machine-load';
import { startBuiltServer } from './ui-built-server';
import { startFakeImageHost } from '../fakes/skin-images/fake-image-host';

const RUNS = 3;

interface Run {
  performance: number;
  accessibility: number;
  seo: number;
  bestPractices: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  domNodes: number;
}

/** Writes `entries` into the localStorage of `url`'s origin in the Chromium on `port` (its one profile, which Lighthouse's tab shares). */
async function seedStorage(port: number, url: string, entries: Record<string, string>): Promise<void> {
  const browser = await playwright.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(new URL('/api/health', url).href);
    await page.evaluate((pairs) => {
      for (const [key, value] of Object.entries(pairs)) localStorage.setItem(key, value);
    }, entries);
    await page.close();
  } finally {
    // Connected, not launched: this only disconnects.
    await browser.close();
  }
}

/**
 * LIGHTHOUSE_REPORTS=<folder> keeps each run's whole report there (JSON, one file a run), for
 * looking at what a score is made of: the main thread's work by script, the long tasks.
 */
function keepReport(url: string, report: string | string[]): void {
  const folder = process.env.LIGHTHOUSE_REPORTS;
  if (!folder) return;
  fs.mkdirSync(folder, { recursive: true });
  const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
  fs.writeFileSync(path.join(folder, `${name}-${Date.now()}.json`), Array.isArray(report) ? report[0]! : report);
}

/** One Lighthouse run (default config: the mobile preset with simulated throttling) in a fresh Chromium. */
async function measure(url: string, storage?: Record<string, string>, cookie?: string): Promise<Run> {
  const chromium = await launchDebugChromium();
  try {
    if (storage) await seedStorage(chromium.port, url, storage);
    const result = await lighthouse(url, {
      port: chromium.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'seo', 'best-practices'],
      // The 404 page is measured too: its status is the point, not a failed load.
      ignoreStatusCode: true,
      // A page measured with stored data keeps it (Lighthouse clears the origin's storage by default).
      disableStorageReset: storage !== undefined,
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    keepReport(url, result.report);
    const { categories, audits } = result.lhr;
    const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    return {
      performance: categories.performance?.score ?? 0,
      accessibility: categories.accessibility?.score ?? 0,
      seo: categories.seo?.score ?? 0,
      bestPractices: categories['best-practices']?.score ?? 0,
      fcp: numeric('first-contentful-paint'),
      lcp: numeric('largest-contentful-paint'),
      tbt: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      domNodes: numeric('dom-size-insight'),
    };
  } finally {
    await chromium.close();
  }
}

function rows(page: string, runs: Run[], note: string): BenchRow[] {
  const med = (key: keyof Run) => median(runs.map((run) => run[key]));
  return [
    { name: `${page} performance`, value: med('performance'), unit: 'score', atLeast: 0.95, note },
    { name: `${page} accessibility`, value: med('accessibility'), unit: 'score', atLeast: 1 },
    // Issue 31: crawlable, described and linked (robots.txt, canonical, meta description, link text); a 404 and the
    // operator's pages are not meant to be indexed.
    { name: `${page} SEO`, value: med('seo'), unit: 'score', atLeast: /does-not-exist|signed in/.test(page) ? undefined : 1 },
    { name: `${page} best practices`, value: med('bestPractices'), unit: 'score', atLeast: 0.95 },
    { name: `${page} FCP`, value: med('fcp'), unit: 'ms', budget: 1000 },
    { name: `${page} LCP`, value: med('lcp'), unit: 'ms' },
    { name: `${page} TBT`, value: med('tbt'), unit: 'ms' },
    { name: `${page} CLS`, value: med('cls'), unit: '', budget: 0 },
    // Elements in the page as loaded (Lighthouse's dom-size-insight); the skin pages' goal is 1,500 at most.
    { name: `${page} DOM nodes`, value: med('domNodes'), unit: '', budget: 1500 },
  ];
}

/** A session of the bench's operator, as the Cookie header a signed-in browser sends. */
async function signIn(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify(BENCH_OPERATOR),
  });
  const cookie = res.headers.get('set-cookie')?.split(';')[0];
  if (!res.ok || !cookie) throw new Error(`Signing in the bench operator failed: ${res.status}`);
  return cookie;
}

/** Every skin image a page names (src and each srcset entry), so the store holds them before Lighthouse asks. */
async function warmSkinImages(baseUrl: string, html: string): Promise<void> {
  const urls = new Set(html.match(/\/assets\/skins\/[a-z0-9_-]+\.webp/g) ?? []);
  for (const url of urls) await fetch(`${baseUrl}${url}`).then((res) => res.arrayBuffer());
}

/**
 * Lighthouse 13 on the built server for every page of lighthouse-pages.ts (or those LIGHTHOUSE_PAGES
 * names, comma-separated: a page is measured when its name or path holds one of them; `/` is the home page only): mobile
 * preset, simulated throttling, system Chromium, three runs each, medians printed. Skin art comes
 * from a fake CommunityDragon on 127.0.0.1 with art-like images, through our image route, warmed
 * as the warm-up job leaves it.
 */
const suite: BenchSuite = {
  title: `Lighthouse, mobile preset, median of ${RUNS} runs (built site)`,
  async run() {
    const artHost = await startFakeImageHost();
    const server = await startBuiltServer({
      SKIN_IMAGES_URL: artHost.url,
      OPERATOR_USERNAME: BENCH_OPERATOR.username,
      OPERATOR_KEY: BENCH_OPERATOR.key,
    });
    const only = process.env.LIGHTHOUSE_PAGES?.split(',').filter(Boolean);
    try {
      const out: BenchRow[] = [];
      // '/' alone names the home page only (every path holds it).
      const wanted = (entry: string | LighthousePage) =>
        !only ||
        only.some((name) => {
          const label = typeof entry === 'string' ? entry : `${entry.name} ${entry.path}`;
          return name === '/' ? label === '/' : label.includes(name);
        });
      for (const entry of LIGHTHOUSE_PAGES.filter(wanted)) {
        const page: LighthousePage = typeof entry === 'string' ? { path: entry, name: entry } : entry;
        const cookie = page.signedIn ? await signIn(server.baseUrl) : undefined;
        // A site at work serves its pages from the read cache; the first render after a start is not what visitors get.
        const html = await (await fetch(`${server.baseUrl}${page.path}`, { headers: cookie ? { cookie } : {} })).text();
        await warmSkinImages(server.baseUrl, html);
        const storage = await page.storage?.(server.baseUrl);
        const runs: Run[] = [];
        for (let i = 0; i < RUNS; i++) runs.push(await measure(`${server.baseUrl}${page.path}`, storage, cookie));
        out.push(...rows(page.name, runs, `median of ${RUNS}; ${machineLoad()}`));
      }
      return out;
    } finally {
      await server.stop();
      await artHost.close();
    }
  },
};
export default suite;
