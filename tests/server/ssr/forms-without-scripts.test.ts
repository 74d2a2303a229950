import path from 'node:path';
import { useSsrApp } from '../../helpers/ssr-app';
import { describe, expect, it } from 'vitest';
import { realGames } from '../../helpers/test-app';
import { loadConverterRegistry } from '../../../src/server/data-files';
import { paths } from '../../../src/shared/paths';
import { markRefreshed, refreshTotals, saveProfile } from '../../../src/server/wasted-time/repository';
import { storeGameOf } from '../../helpers/stored-game';
import { WASTED_TIME_TOPIC } from '../../../src/server/wasted-time/names';
import { bumpVersion } from '../../../src/server/read-cache/version-table';

// What a browser without scripts gets and sends (decision 0040): the forms of the served HTML, sent as it sends them.
const app = useSsrApp();

const html = async (url: string, status = 200) => {
  const res = await app().app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(status);
  return res.body.replace(/<!-- -->/g, '');
};

/** The page a browser ends on: a share address that is not canonical is redirected once (301) to the one that is (decision 0044). */
const followed = async (url: string) => {
  const res = await app().app.inject({ method: 'GET', url });
  if (res.statusCode !== 301) return html(url);
  return html(String(res.headers.location));
};

const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
const attribute = (tag: string, name: string) => {
  const found = new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  return found === undefined ? undefined : decode(found);
};

/** The query a browser builds from the page's first GET form: its text inputs, ticked boxes and selected options, with `typed` typed in. */
function formQuery(page: string, typed: Record<string, string>): { form: string; query: URLSearchParams } {
  const start = page.indexOf('<form');
  const body = page.slice(start, page.indexOf('</form>', start));
  const query = new URLSearchParams();
  for (const input of body.match(/<input[^>]*>/g) ?? []) {
    const name = attribute(input, 'name');
    const type = attribute(input, 'type') ?? 'text';
    if (!name || input.includes(' disabled=""')) continue;
    if (type === 'checkbox') {
      if (/\schecked=""/.test(input)) query.append(name, attribute(input, 'value') ?? 'on');
    } else query.append(name, typed[name] ?? attribute(input, 'value') ?? '');
  }
  for (const [, tag, options] of body.matchAll(/(<select[^>]*>)([\s\S]*?)<\/select>/g)) {
    const name = attribute(tag!, 'name');
    const selected = /<option[^>]*selected=""[^>]*>/.exec(options!)?.[0] ?? /<option[^>]*>/.exec(options!)?.[0] ?? '';
    if (name) query.append(name, typed[name] ?? attribute(selected, 'value') ?? '');
  }
  return { form: /<form[^>]*>/.exec(body)?.[0] ?? '', query };
}

const estimated = (page: string) => /Estimated Real Value: (€[\d.,]+)/.exec(page)?.[1];

describe('the calculator form before its script loads', { timeout: 60_000 }, () => {
  it('is a GET form to its page whose query is the share link: the server renders the result', async () => {
    const page = await html('/');
    const { form, query } = formQuery(page, { level: '120', 'skins.epic': '3' });
    expect(attribute(form, 'method')).toBe('get');
    expect(attribute(form, 'action')).toBeUndefined();
    // Every field under its share-link key, the choice under its value as links write it.
    expect([...query.keys()]).toEqual(expect.arrayContaining(['level', 'rank', 'champion', 'skins.epic', 'riotPoints']));
    expect(query.get('rank')).toBe('Unranked');

    // The form sends every field, empty ones too: one redirect to the canonical share link.
    const sent = await followed(`/?${query}`);
    const shared = await html('/?level=120&skins.epic=3');
    expect(estimated(sent)).toMatch(/^€[1-9]/);
    expect(estimated(sent)).toBe(estimated(shared));
    expect(estimated(page)).toBe('€0.00');
  });
});

async function addPlayer(gameName: string, minutes: number) {
  const puuid = `puuid-${gameName}`;
  await saveProfile(app().db, {
    puuid,
    region: 'euw1',
    gameName,
    tagLine: 'EUW7',
    profileIconId: 1,
    level: 30,
    revisionDate: 1,
    soloRank: null,
  });
  await storeGameOf(app().db, puuid, `EUW1_${gameName}`, {
    seconds: minutes * 60,
    startedAt: Date.UTC(2024, 0, 1),
    queueId: 420,
  });
  await refreshTotals(app().db, puuid);
  await markRefreshed(app().db, puuid, 86_400_000);
  await bumpVersion(app().db, WASTED_TIME_TOPIC);
}

describe('the lookup form before its script loads', { timeout: 60_000 }, () => {
  it('is a GET form to its page sending player and region, the address the page writes', async () => {
    const page = await html('/wasted-time-lol');
    const { form, query } = formQuery(page, { player: 'Held Out#EUW7' });
    expect(attribute(form, 'method')).toBe('get');
    expect([...query.keys()].sort()).toEqual(['player', 'region']);
    expect(query.toString()).toBe('player=Held+Out%23EUW7&region=euw1');
  });

  it('renders the stored player of the address, and the Riot ID and region back in the form', async () => {
    await addPlayer('Held Out', 3000);
    for (const url of ['/wasted-time-lol?player=Held+Out%23EUW7&region=euw1', '/wasted-time-lol?player=Held%20Out%23EUW7&region=euw']) {
      const page = await followed(url);
      expect(page).toMatch(/id="account-title"[^>]*>Held Out <span[^>]*>#EUW7<\/span>/);
      expect(page).toContain('3,000 minutes');
      expect(page).toMatch(/<input[^>]*name="player"[^>]*value="Held Out#EUW7"|<input[^>]*value="Held Out#EUW7"[^>]*name="player"/);
    }
  });

  it('says why when the address names no player it can show: a malformed Riot ID, or none stored and no Riot key', async () => {
    expect(await html('/wasted-time-lol?player=NoHashHere&region=euw1')).toContain('Invalid Riot Id');
    expect(await html('/wasted-time-lol?player=Nobody%23EUW&region=euw1')).toContain('Player lookups are not available right now.');
  });
});

describe('every server-rendered form says how it submits', { timeout: 120_000 }, () => {
  it('has a method on each page (get, post with an action, or dialog), and no submit a script-only form could send', async () => {
    const converters = loadConverterRegistry(path.resolve('schemas/converters')).converters;
    const pages = [
      ...realGames.games.map((game) => game.route),
      ...converters.map((converter) => converter.route),
      paths.login,
      paths.wastedTime,
      `${paths.wastedTime}?player=Held+Out%23EUW7&region=euw1`,
      paths.skins,
      paths.skinCollection,
      paths.blog,
      '/no-such-page',
    ];
    let forms = 0;
    for (const url of pages) {
      const res = await app().app.inject({ method: 'GET', url });
      for (const tag of res.body.match(/<form\b[^>]*>/g) ?? []) {
        forms++;
        const method = attribute(tag, 'method');
        expect(['get', 'post', 'dialog'], `${url}: ${tag}`).toContain(method);
        if (method === 'post') expect(attribute(tag, 'action'), `${url}: ${tag}`).toBeTruthy();
      }
    }
    // The calculators, the login and the lookup at least.
    expect(forms).toBeGreaterThanOrEqual(realGames.games.length + 2);
  });
});
