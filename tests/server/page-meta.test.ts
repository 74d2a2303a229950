import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { loadConverterRegistry, loadGameRegistry } from '../../src/server/data-files';
import { registryPages } from '../../src/shared/site-pages';

// The pages the server knows, built the way server.ts builds them, served with a stand-in client.
const fixtureClient = path.resolve('tests/fixtures/client');
const games = loadGameRegistry(path.resolve('schemas/games'));
const pages = [...registryPages(games.games), ...registryPages(loadConverterRegistry(path.resolve('schemas/converters')).converters)];
const readMeta = (file: string) => (JSON.parse(fs.readFileSync(file, 'utf8')) as { meta: { title: string; description: string } }).meta;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clientDir: fixtureClient, games, pages });
});
afterAll(async () => t?.close());

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

async function html(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.headers['content-type']).toContain('text/html');
  return { status: res.statusCode, body: res.body };
}

describe('page titles and descriptions in the served HTML', () => {
  it('GET /valorant-account-value carries the Valorant page title and description', async () => {
    const meta = readMeta('schemas/games/valorant.json');
    expect(meta.title).toMatch(/Valorant/);
    const { status, body } = await html('/valorant-account-value');
    expect(status).toBe(200);
    expect(body).toContain(`<title data-server-meta>${escape(meta.title)} | Account Value</title>`);
    expect(body).toContain(`<meta data-server-meta name="description" content="${escape(meta.description)}" />`);
    expect(body).toContain(`property="og:description" content="${escape(meta.description)}"`);
    expect(body.match(/<title/g)).toHaveLength(1);
  });

  it("gives every game and converter page its own title, and the landing page League's", async () => {
    const titles = new Set<string>();
    for (const page of pages) {
      const { status, body } = await html(page.pattern);
      expect(status, page.pattern).toBe(200);
      const title = /<title data-server-meta>([^<]*)<\/title>/.exec(body)?.[1];
      expect(title, page.pattern).toBe(`${escape(page.title)} | Account Value`);
      titles.add(title!);
    }
    expect(titles.size).toBe(pages.length);
    expect((await html('/')).body).toContain('League of Legends');
  });

  it("serves the static pages' titles (e.g. /wasted-time-lol) and the 404 title for unknown paths", async () => {
    expect((await html('/wasted-time-lol')).body).toContain(
      '<title data-server-meta>Time Wasted on League of Legends | Account Value</title>',
    );
    const missing = await html('/valorant-account-value/extra');
    expect(missing.status).toBe(404);
    expect(missing.body).toContain('<title data-server-meta>Page not found | Account Value</title>');
  });
});
