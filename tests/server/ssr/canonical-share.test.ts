import { useSsrApp } from '../../helpers/ssr-app';
import { describe, expect, it } from 'vitest';
import { realGames } from '../../helpers/test-app';
import type { RJSFSchema } from '@rjsf/utils';
import { priceOf } from '../../../src/engine/price';
import { visitorForm } from '../../../src/engine/visitor-form';
import { acceptShared, decodeShareQuery } from '../../../src/client/features/calculator/share-query';

// Share addresses as the server answers them (decision 0044): one canonical URL per result.
const app = useSsrApp();

const get = (url: string) => app().app.inject({ method: 'GET', url });
/** The page cache's hits so far, from /metrics. */
const pageHits = async () => Number(/^page_cache_lookups_total\{result="hit"\} (\d+)/m.exec((await get('/metrics')).body)?.[1]);
const estimated = (html: string) => /Estimated Real Value: (€[\d.,]+)/.exec(html.replace(/<!-- -->/g, ''))?.[1];
const euro = (n: number) => new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' }).format(n);
const valorant = realGames.byId('valorant')!;

describe('share addresses', { timeout: 60_000 }, () => {
  it('redirect (301) to the canonical address, which renders the same result and answers 200 itself', async () => {
    // A stranger, a tracking tag, a default (no gun buddy), a refused value (agents beyond the bounds), a padded count.
    const shared = `${valorant.route}?utm_source=newsletter&gunBuddy=0&agent=99999999&level=0120&x=1`;
    const moved = await get(shared);
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(`${valorant.route}?level=120`);

    const page = await get(String(moved.headers.location));
    expect(page.statusCode).toBe(200);
    // The result the page showed for the shared address itself: its inputs as the page reads them, priced.
    const form = visitorForm(valorant, valorant.defaults);
    const read = decodeShareQuery(form.schema as RJSFSchema, shared.split('?')[1]!, form.formData, acceptShared)!;
    expect(estimated(page.body)).toBe(euro(priceOf(valorant, valorant.defaults, read).price));
    expect(estimated(page.body)).not.toBe('€0.00');
  });

  it('send old links, and links whose every value is a default, to the one address of their result', async () => {
    const league = realGames.byId('league-of-legends')!;
    const old = await get(`${league.route}?s.e=3&l=100`);
    expect([old.statusCode, old.headers.location]).toEqual([301, `${league.route}?level=100&skins.epic=3`]);
    const nothing = await get(`${valorant.route}?gunBuddy=0&fbclid=abc`);
    expect([nothing.statusCode, nothing.headers.location]).toEqual([301, valorant.route]);
    expect((await get('/?utm_source=x')).headers.location).toBe('/');
  });

  it('of one result are one kept page: the second link to it is served from the page cache', async () => {
    const canonical = `${valorant.route}?level=77`;
    const hits: number[] = [];
    const timings: unknown[] = [];
    for (const url of [`${valorant.route}?level=77&utm_source=a`, `${valorant.route}?ref=b&level=077`]) {
      const moved = await get(url);
      expect(moved.headers.location).toBe(canonical);
      const before = await pageHits();
      const page = await get(canonical);
      expect(page.statusCode).toBe(200);
      hits.push((await pageHits()) - before);
      timings.push(page.headers['server-timing']);
    }
    expect(hits).toEqual([0, 1]);
    // A render says what it cost (W3C Server Timing); a kept page was not rendered.
    expect(timings[0]).toMatch(/^render;dur=\d+(\.\d)?$/);
    expect(timings[1]).toBeUndefined();
  });

  it('of a lookup redirect to the player and region as the page writes them', async () => {
    const moved = await get('/wasted-time-lol?region=EUW&utm_campaign=x&player=%20Held%20Out%23EUW7');
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/wasted-time-lol?player=Held+Out%23EUW7&region=euw1');
    expect((await get(String(moved.headers.location))).statusCode).toBe(200);
    expect((await get('/wasted-time-lol')).statusCode).toBe(200);
  });
});
