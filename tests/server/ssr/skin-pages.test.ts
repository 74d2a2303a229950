import { useSsrApp } from '../../helpers/ssr-app';
import { describe, expect, it } from 'vitest';

// The client's rendering entry from source, served by the real site routes (as in server-rendering.test.ts).
const app = useSsrApp();

const page = async (url: string) => {
  const res = await app().app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.body.replace(/<!-- -->/g, ''), location: res.headers.location };
};
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const browseAllLink = /<a[^>]*href="\/lol-skins"[^>]*>(?:<[^>]+>)*Browse all skins/;

describe('catalogue addresses with nothing behind them', { timeout: 60_000 }, () => {
  it.each(['/lol-skins/skin/99999999', '/lol-skins/skin/abc', '/lol-skins/skin/0'])(
    "%s answers 404, rendered on the server: title 'Skin not found' and the way back",
    async (url) => {
      const { status, body } = await page(url);
      expect(status).toBe(404);
      expect(titleOf(body)).toBe('Skin not found');
      expect(body).toMatch(/<h1[^>]*>Skin not found<\/h1>/);
      expect(body).toMatch(browseAllLink);
      expect(body).toContain('<meta name="robots" content="noindex"/>');
    },
  );

  it.each([
    ['/lol-skins/bogus', "There is no skin category called 'bogus'."],
    ['/lol-skins/champion/Nobody', "No skin has the champion 'Nobody'."],
    ['/lol-skins/price/abc', "No skin has the price 'abc'."],
    ['/lol-skins/rarity/Shiny', "No skin has the rarity 'Shiny'."],
    ['/lol-skins/prestige/extra', "The prestige page has no value such as 'extra'."],
  ])('%s answers 404 with a plain sentence and a way back', async (url, sentence) => {
    const { status, body } = await page(url);
    expect(status).toBe(404);
    expect(titleOf(body)).toBe('Skins not found');
    expect(body).toContain(sentence.replace(/'/g, '&#x27;'));
    expect(body).toMatch(browseAllLink);
    expect(body).not.toContain('HTTP error');
    expect(body).not.toContain('Nobody Skins');
  });

  it.each([
    ['/lol-skins/champion/annie', '/lol-skins/champion/Annie'],
    ['/lol-skins/champion/ANNIE?sort=oldest', '/lol-skins/champion/Annie?sort=oldest'],
    ['/lol-skins/voiceActors/feodor%20chin', '/lol-skins/voiceActors/Feodor%20Chin'],
    ['/lol-skins/Champion/Annie', '/lol-skins/champion/Annie'],
    ['/lol-skins/releasedate', '/lol-skins/releaseDate'],
  ])('%s redirects with 308 to the catalogue spelling %s', async (url, location) => {
    expect(await page(url)).toMatchObject({ status: 308, location });
  });

  it('serves the canonical spelling itself with 200', async () => {
    const { status, body } = await page('/lol-skins/champion/Annie');
    expect(status).toBe(200);
    expect(body).toMatch(/<h1[^>]*>Annie Skins \(\d+\)<\/h1>/);
    expect((await page('/lol-skins/skin/1013')).status).toBe(200);
  });
});
