import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../helpers/test-app';
import { createSsrApp, ssrEntry } from '../../helpers/ssr-app';
import { startFakeContentful, FAKE_POSTS, type FakeContentful } from '../../fakes/contentful/fake-contentful';
import { contentfulEnv } from '../blog/blog-test-app';
import { CONFIGURED_LINKS_ENV } from '../../helpers/site-links';
import { injectScope, renderScopes } from '../../../src/server/site/api-transport';
import { createFragmentStore } from '../../../src/server/site/kept-fragments';
import type { RenderFragments, RenderResult } from '../../../src/shared/ssr';
import { BROWSE_CATEGORIES } from '../../../src/shared/api/skins.constants';

// With a blog (the fake Contentful), so the calculator pages have their 'Recent Blog Posts' part.
let fake: FakeContentful;
let site: TestApp;
beforeAll(async () => {
  fake = await startFakeContentful();
  site = await createSsrApp(contentfulEnv(fake));
}, 60_000);
afterAll(async () => {
  await site?.close();
  await fake?.close();
});

const render = (url: string, fragments?: RenderFragments, app: TestApp = site): Promise<RenderResult> =>
  renderScopes.run(injectScope(app.app), () => ssrEntry.renderPage(new Request(`http://localhost${url}`), { fragments }));

/** The store's fragments, telling `taken` the name of each part written from kept markup. */
const noting = (fragments: RenderFragments, taken: (name: string) => void): RenderFragments => ({
  html(name, key) {
    const html = fragments.html(name, key);
    if (html !== undefined) taken(name);
    return html;
  },
});

/** One page of each kind, a share link and one page sharing another's menu state (a skin page after /lol-skins). */
const PAGES = [
  '/',
  '/?level=40&champion=20',
  '/valorant-account-value',
  '/riot-points-to-usd',
  '/lol-skins',
  '/lol-skins/champion/Annie',
  '/lol-skins/skin/1001',
  '/wasted-time-lol',
  '/blog',
  `/blog/${FAKE_POSTS[0]!.slug}`,
  '/login',
  '/no-such-page',
];

describe('kept page parts (decision 0057)', { timeout: 60_000 }, () => {
  it('a page written with kept parts is byte for byte the page rendered in full, and every part is kept', async () => {
    const store = createFragmentStore(4 * 1024 * 1024);
    const hits = new Map<string, Set<string>>();
    const renderKept = async (url: string) => {
      const { fragments, keepFrom } = store.forRender();
      const result = await render(
        url,
        noting(fragments, (name) => hits.set(url, (hits.get(url) ?? new Set()).add(name))),
      );
      if (result.kind === 'page') keepFrom(result.body);
      return result;
    };
    // The first render of each page fills the store. (It is not compared: a page's first render waits
    // for its lazy chunks, which moves React's text separators.)
    for (const url of PAGES) await renderKept(url);
    hits.clear();
    for (const url of PAGES) {
      const full = await render(url);
      expect(await renderKept(url), url).toEqual(full);
    }
    for (const url of PAGES) expect([...(hits.get(url) ?? [])], url).toEqual(expect.arrayContaining(['site-header', 'site-footer']));
    expect([...hits.get('/')!].sort()).toEqual(['about-article', 'recent-posts', 'site-footer', 'site-header']);
  });

  it('a catalogue page nobody rendered takes the controls and every filter section it ticks nothing in', async () => {
    const page = '/lol-skins/rarity/Epic';
    const full = await render(page);
    const store = createFragmentStore(4 * 1024 * 1024);
    for (const url of ['/lol-skins', '/lol-skins/champion/Annie']) {
      const { fragments, keepFrom } = store.forRender();
      const result = await render(url, fragments);
      if (result.kind === 'page') keepFrom(result.body);
    }
    const { fragments } = store.forRender();
    const taken: string[] = [];
    const kept = await render(
      page,
      noting(fragments, (name) => taken.push(name)),
    );
    expect(kept).toEqual(full);
    // Rarity is ticked on this page, so its section is the page's own; every other one is /lol-skins'.
    const untouched = BROWSE_CATEGORIES.filter((category) => category !== 'rarity').map((category) => `sidebar-${category}`);
    expect(taken.sort()).toEqual(['browse-controls', ...untouched, 'site-footer', 'site-header'].sort());
  });

  it('the header is kept per menu state: a skin page reuses the catalogue’s, a calculator does not', async () => {
    const store = createFragmentStore(4 * 1024 * 1024);
    const headerKeys = new Map<string, string>();
    for (const url of ['/lol-skins', '/lol-skins/skin/1001', '/valorant-account-value']) {
      const { fragments } = store.forRender();
      await render(url, { html: (name, key) => (name === 'site-header' && headerKeys.set(url, key), fragments.html(name, key)) });
    }
    expect(headerKeys.get('/lol-skins/skin/1001')).toBe(headerKeys.get('/lol-skins'));
    expect(headerKeys.get('/valorant-account-value')).not.toBe(headerKeys.get('/lol-skins'));
  });

  it('a footer kept with one set of the operator’s links is not written for another', async () => {
    const linked = await createSsrApp(CONFIGURED_LINKS_ENV);
    try {
      const store = createFragmentStore(4 * 1024 * 1024);
      for (const app of [site, linked]) {
        const { fragments, keepFrom } = store.forRender();
        const result = await render('/riot-points-to-usd', fragments, app);
        if (result.kind === 'page') keepFrom(result.body);
      }
      const full = await render('/riot-points-to-usd', undefined, linked);
      expect(full.kind === 'page' && full.body).toContain('Join our Discord community');
      expect(await render('/riot-points-to-usd', store.forRender().fragments, linked)).toEqual(full);
    } finally {
      await linked.close();
    }
  });
});

describe('the fragment store', () => {
  const miss = (store: ReturnType<typeof createFragmentStore>, name: string, key: string, body: string) => {
    const { fragments, keepFrom } = store.forRender();
    expect(fragments.html(name, key)).toBeUndefined();
    keepFrom(body);
    return store.forRender().fragments.html(name, key);
  };

  it('keeps the content of the one element of the part’s name', () => {
    const store = createFragmentStore(1024);
    expect(
      miss(store, 'a', 'a 1', '<div><header data-fragment="a" class="x"><p>one</p><header>inner</header></header><p>after</p></div>'),
    ).toBe('<p>one</p><header>inner</header>');
  });

  it('keeps nothing from markup that is not final or not one element', () => {
    const store = createFragmentStore(1024);
    expect(
      miss(store, 'b', 'b 1', '<section data-fragment="b"><!--$?--><template id="B:0"></template><!--/$--></section>'),
    ).toBeUndefined();
    expect(miss(store, 'c', 'c 1', '<section data-fragment="c"><!--$!--><p>fallback</p><!--/$--></section>')).toBeUndefined();
    expect(miss(store, 'd', 'd 1', '<p data-fragment="d">one</p><p data-fragment="d">two</p>')).toBeUndefined();
    expect(miss(store, 'e', 'e 1', '<p data-fragment="other">one</p>')).toBeUndefined();
  });

  it('holds at most its bytes, the least recently used out first', () => {
    const store = createFragmentStore(100);
    const body = (name: string) => `<p data-fragment="${name}">${'x'.repeat(40)}</p>`;
    expect(miss(store, 'f', 'f', body('f'))).toBeDefined();
    expect(miss(store, 'g', 'g', body('g'))).toBeDefined();
    store.forRender().fragments.html('f', 'f');
    expect(miss(store, 'h', 'h', body('h'))).toBeDefined();
    expect(store.forRender().fragments.html('g', 'g')).toBeUndefined();
    expect(store.forRender().fragments.html('f', 'f')).toBeDefined();
    expect(miss(store, 'big', 'big', `<p data-fragment="big">${'x'.repeat(200)}</p>`)).toBeUndefined();
  });
});
