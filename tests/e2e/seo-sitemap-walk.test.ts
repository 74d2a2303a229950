import { describe, expect, it } from 'vitest';
import { siteUrl } from '../helpers/e2e-site';
import { sitemapLocs } from '../helpers/sitemap';

const onSite = (url: string) => url.replace(/^https?:\/\/[^/]+/, siteUrl());

// Slow: every skin page (about 1,950) is rendered on the server once; minutes on a busy machine.
describe('the sitemaps of the built site', () => {
  it('every URL of every sitemap answers 200', async () => {
    const index = await fetch(`${siteUrl()}/sitemap.xml`);
    expect(index.status).toBe(200);
    const urls: string[] = [];
    for (const child of sitemapLocs(await index.text())) {
      const res = await fetch(onSite(child));
      expect(res.status, child).toBe(200);
      urls.push(...sitemapLocs(await res.text()));
    }
    expect(urls.length).toBeGreaterThan(1945);
    const failures: string[] = [];
    const started = performance.now();
    // Four at a time: every skin page is rendered on the server.
    for (let i = 0; i < urls.length; i += 4) {
      await Promise.all(
        urls.slice(i, i + 4).map(async (url) => {
          const res = await fetch(onSite(url), { method: 'HEAD', redirect: 'manual' });
          if (res.status !== 200) failures.push(`${res.status} ${url}`);
        }),
      );
    }
    console.log(`walked ${urls.length} sitemap URLs in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    expect(failures).toEqual([]);
  }, 1_800_000);
});
