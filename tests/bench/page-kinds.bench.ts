import autocannon from 'autocannon';
import type { BenchRow, BenchSuite } from './harness';
import { median } from './harness';
import { machineLoad } from './machine-load';
import { sitemapLocs } from '../helpers/sitemap';
import { startBuiltServer } from './ui-built-server';

const CONNECTIONS = 50;
const SECONDS = 5;
const ROUNDS = 3;
const CRAWL_PAGES = 400;
const CRAWL_AT_ONCE = 4;
const RENDER_SAMPLES = 30;
const HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

/** Every page address the sitemaps list, on this server's origin. */
async function sitemapUrls(base: string): Promise<string[]> {
  const locs = async (url: string) => sitemapLocs(await (await fetch(url)).text());
  const onHere = (url: string) => `${base}${new URL(url).pathname}${new URL(url).search}`;
  const children = (await locs(`${base}/sitemap.xml`)).map(onHere);
  return (await Promise.all(children.map(locs))).flat().map(onHere);
}

/** Load on one address, or (`fresh`) on a new address of the list for every request: one the page cache has not seen. */
function drive(urls: readonly string[], fresh: boolean, start: { next: number }): Promise<autocannon.Result> {
  return autocannon({
    url: urls[0]!,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: HEADERS,
    ...(fresh
      ? {
          // Never more requests than addresses left for this round: a second visit would be a kept page.
          amount: Math.max(CONNECTIONS, Math.floor(urls.length / ROUNDS)),
          requests: [
            {
              setupRequest: (request) => {
                const url = new URL(urls[start.next++ % urls.length]!);
                return { ...request, path: `${url.pathname}${url.search}` };
              },
            },
          ],
        }
      : {}),
  });
}

/** The render time the server reports (Server-Timing) for pages fetched one at a time, none seen before: its median. */
async function renderTime(urls: readonly string[]): Promise<number> {
  const times: number[] = [];
  for (const url of urls) {
    const timing = (await fetch(url, { headers: HEADERS })).headers.get('server-timing') ?? '';
    const ms = /render;dur=([\d.]+)/.exec(timing)?.[1];
    if (ms) times.push(Number(ms));
  }
  return median(times);
}

/**
 * Requests a second over the round's own length. Not autocannon's mean of whole-second samples: a fresh
 * round ends when its addresses run out, after 2–3 s for the 397 category pages, and that mean counted
 * the same 132 requests as 44 or 66 a second.
 */
const perSecond = (r: autocannon.Result) => r.requests.total / r.duration;

const failures = (runs: autocannon.Result[]) => runs.reduce((n, r) => n + r.errors + r.non2xx, 0);

/**
 * One kind of page: its HTML size, and a fresh render (every request an address nobody asked for)
 * against the kept page (one address again and again), in alternating rounds of the same run.
 */
async function pageKind(kind: string, urls: readonly string[]): Promise<BenchRow[]> {
  const html = await (await fetch(urls[urls.length - 1]!)).text();
  // Taken from the end of the list, which the load rounds below (from its start) do not reach.
  const rendered = await renderTime(urls.slice(-1 - RENDER_SAMPLES, -1));
  const start = { next: 0 };
  const fresh: autocannon.Result[] = [];
  const kept: autocannon.Result[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    fresh.push(await drive(urls, true, start));
    kept.push(await drive([urls[urls.length - 1]!], false, start));
  }
  const ratios = fresh.map((r, i) => perSecond(r) / perSecond(kept[i]!));
  const note = `${machineLoad()}; ${start.next} fresh addresses of ${urls.length}; errors ${failures(fresh)}/${failures(kept)}`;
  return [
    { name: `${kind}: HTML bytes`, value: Buffer.byteLength(html), unit: 'B' },
    { name: `${kind}: render time (Server-Timing, one at a time)`, value: rendered, unit: 'ms', note: `median of ${RENDER_SAMPLES}` },
    { name: `${kind}: fresh render`, value: median(fresh.map(perSecond)), unit: 'req/s', note },
    { name: `${kind}: kept page`, value: median(kept.map(perSecond)), unit: 'req/s' },
    { name: `${kind}: fresh : kept (median of rounds)`, value: median(ratios), unit: 'x', atLeast: 0.03 },
    { name: `${kind}: fresh render p99`, value: median(fresh.map((r) => r.latency.p99)), unit: 'ms', budget: 1500 },
    { name: `${kind}: fresh render failures`, value: failures(fresh), unit: 'req', budget: 0 },
  ];
}

/** Fetches the pages a few at a time, as a polite crawler does; the time it took in ms. */
async function crawl(urls: readonly string[]): Promise<number> {
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < urls.length) {
      const res = await fetch(urls[next++]!, { headers: HEADERS });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${res.url}: ${res.status}`);
    }
  };
  await Promise.all(Array.from({ length: CRAWL_AT_ONCE }, worker));
  return performance.now() - started;
}

/**
 * What a page costs when the page cache has not seen it (issue 42): share links and crawlers ask for
 * such pages all the time. Per kind of page, on the built server: HTML bytes, fresh renders against the
 * kept page (50 connections, 3 alternating rounds of 5 s, medians), and a crawl of 400 sitemap pages
 * four at a time, then the same again (served from the page cache: goal at least 3x faster).
 */
const suite: BenchSuite = {
  title: `Page kinds: HTML size, fresh render against the kept page (autocannon, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s), and a sitemap crawl twice`,
  async run() {
    const server = await startBuiltServer({}, { discardOutput: true });
    try {
      const all = await sitemapUrls(server.baseUrl);
      const skins = all.filter((url) => new URL(url).pathname.startsWith('/lol-skins/skin/'));
      const categories = all.filter((url) => /^\/lol-skins\/(?!skin\/|collection)[^/]+\/[^/]+$/.test(new URL(url).pathname));
      // The crawl takes its own pages, so the fresh renders below meet none it kept.
      const crawled = skins.slice(0, CRAWL_PAGES);
      const first = await crawl(crawled);
      const second = await crawl(crawled);
      // League's level runs from 1 to 2000: each a share link of its own (a canonical address).
      const shares = Array.from({ length: 2000 }, (_, i) => `${server.baseUrl}/?level=${i + 1}`);
      return [
        { name: `crawl of ${crawled.length} skin pages, first pass`, value: first, unit: 'ms', note: machineLoad() },
        { name: 'crawl, second pass (page cache)', value: second, unit: 'ms' },
        { name: 'crawl first : second', value: first / second, unit: 'x', atLeast: 3 },
        ...(await pageKind('calculator share link (/?level=n)', shares)),
        ...(await pageKind('skin page', skins.slice(CRAWL_PAGES))),
        ...(await pageKind('skin category value page', categories)),
      ];
    } finally {
      await server.stop();
    }
  },
};
export default suite;
