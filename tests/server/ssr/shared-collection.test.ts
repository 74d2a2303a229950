import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realGames, type TestApp } from '../../helpers/test-app';
import { createSsrApp } from '../../helpers/ssr-app';
import { createCalculatorService } from '../../../src/server/calculators/calculator-service';
import { createRevisions } from '../../../src/server/revisions/revisioned-resource';
import { createSkinCatalogue } from '../../../src/server/skins/skin-catalogue';
import { collectionEuros, skinShareCard } from '../../../src/server/skins/skin-seo';

// A shared collection opens a read-only view of it, rendered whole by the server (issue 44).
let t: TestApp;
beforeAll(async () => {
  t = await createSsrApp();
}, 60_000);
afterAll(async () => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
// Super Galaxy Annie (Epic, 1,350 RP, buyable), Annie in Wonderland (Legendary, 1,820 RP, legacy), a chroma of Super Galaxy Annie.
const LINK = '/lol-skins/collection/shared?skins=1003~Legendary.1011~Epic.1014~Chroma';

describe('a shared collection', { timeout: 60_000 }, () => {
  it("is rendered by the server with the sender's skins, count, RP and euro value, and previewed with them", async () => {
    const res = await get(LINK);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('Super Galaxy Annie');
    expect(html).toContain('Annie in Wonderland');
    expect(html).toContain('3,170 RP');
    expect(html).toMatch(/data-testid="euro-value">€[\d,]+\.\d\d</);
    expect(html.replaceAll('<!-- -->', '')).toContain('Their skins (2)</h2>');
    const euro = /data-testid="euro-value">(€[\d,.]+)</.exec(html)![1]!;
    expect(html).toContain(`<meta property="og:title" content="2 League skins worth 3,170 RP (${euro})"/>`);
    expect(html).toContain(
      '<meta property="og:image" content="http://localhost/og/lol-skins/collection/shared.png?skins=1003~Legendary.1011~Epic.1014~Chroma"/>',
    );
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>.*Add to my collection/s);
  });

  it('moves a link written another way, and an old catalogue link, to the one canonical address', async () => {
    for (const url of [
      '/lol-skins/collection/shared?skins=1014~Chroma.1011~Epic.1003~Legendary.1011~Epic',
      '/lol-skins/collection/shared?skins=1003~Legendary.1011~Epic.1014~Chroma&utm_source=x',
      '/lol-skins?collection=1011~Epic.1003~Legendary.1014~Chroma',
    ]) {
      const first = await get(url);
      expect(first.statusCode, url).toBe(301);
      const next = first.headers.location as string;
      const second = next === LINK ? first : await get(next);
      expect(second.headers.location ?? next, url).toBe(LINK);
    }
  });

  it('refuses a damaged or oversized link with a sentence and a 400, and says when a link carries nothing', async () => {
    const damaged = await get('/lol-skins/collection/shared?skins=1011~Epic.<b>');
    expect(damaged.statusCode).toBe(400);
    expect(damaged.body).toContain('This link is damaged: &#x27;&lt;b&gt;&#x27; is not a skin id and rarity. Ask for the link again.');
    const huge = await get(`/lol-skins/collection/shared?skins=${Array.from({ length: 5001 }, (_, i) => `${i + 1}~`).join('.')}`);
    expect(huge.statusCode).toBe(400);
    expect(huge.body).toContain('A shared collection holds at most 5,000 skins.');
    const empty = await get('/lol-skins/collection/shared');
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toContain('This link carries no skins the catalogue knows.');
    const unknown = await get('/lol-skins/collection/shared?skins=999999~Epic');
    expect(unknown.body).toContain('This link carries no skins the catalogue knows.');
  });

  it('has a share image of its own, and the title card for a link it refuses', async () => {
    for (const url of [
      '/og/lol-skins/collection/shared.png?skins=1003~Legendary.1011~Epic',
      '/og/lol-skins/collection/shared.png?skins=x',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
    }
  });

  it('shows on its image the euro value its page shows, at the prices stored now', async () => {
    const page = await get(LINK);
    const pageEuro = /data-testid="euro-value">(€[\d,.]+)</.exec(page.body)![1]!;
    const catalogue = createSkinCatalogue(t.db);
    await catalogue.reload();
    const prices = createCalculatorService(t.db, realGames);
    const card = skinShareCard(t.db, catalogue, async () => undefined, collectionEuros(realGames, prices.getConfig, t.app.log));
    const query = new URL(LINK, 'http://localhost').searchParams;
    const before = await card('/lol-skins/collection/shared', query);
    expect(before).toMatchObject({
      title: '2 League skins',
      value: pageEuro,
      lines: ['Worth 3,170 RP', '1 chroma', expect.any(String)],
    });

    // The operator doubles the Legendary price: the image's value follows (a new image: its cache key is what it shows).
    const league = realGames.byId('league-of-legends')!;
    const stored = await prices.getConfig(league.id);
    const skins = stored.skins as Record<string, { multi: number }>;
    await createRevisions(t.db).commit(prices.resource, {
      key: league.id,
      value: { ...stored, skins: { ...skins, legendary: { ...skins.legendary, multi: skins.legendary!.multi * 2 } } },
      action: 'save',
      base: null,
      actor: 'admin',
      requestId: null,
      confirmed: true,
    });
    const after = await card('/lol-skins/collection/shared', query);
    expect(after?.value).toMatch(/^€[\d,]+\.\d\d$/);
    expect(after?.value).not.toBe(pageEuro);

    // Without the prices, the image shows the RP value, as before the calculator could be read.
    const unreadable = skinShareCard(
      t.db,
      catalogue,
      async () => undefined,
      collectionEuros(realGames, () => Promise.reject(new Error('down')), t.app.log),
    );
    expect(await unreadable('/lol-skins/collection/shared', query)).toMatchObject({ value: '3,170 RP' });
  });
});
