import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { formatProblem } from '../../../src/engine/game-problem';
import { priceOf } from '../../../src/engine/price';
import { checkGames } from '../../../src/server/game-files/check-games';
import { calculatorsFeature } from '../../../src/server/calculators/feature';
import { buildSiteNav } from '../../../src/client/app/shell/nav-links';
import { registryPages } from '../../../src/client/lib/site-pages';
import { createTestApp } from '../../helpers/test-app';

const root = path.resolve('.');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'av-new-game-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** A temporary copy of the site's data: schemas/ (games, converters, meta-schemas) and content/about. */
function copySite(): { gamesDir: string; aboutDir: string } {
  fs.cpSync(path.join(root, 'schemas'), path.join(tmp, 'schemas'), { recursive: true });
  fs.cpSync(path.join(root, 'content', 'about'), path.join(tmp, 'about'), { recursive: true });
  return { gamesDir: path.join(tmp, 'schemas', 'games'), aboutDir: path.join(tmp, 'about') };
}

/** A tenth game as an author would write it from docs/add-a-game.md: every kind of input, examples worked out by hand. */
const rocketLeague = {
  $schema: '../game.schema.json',
  id: 'rocket-league',
  name: 'Rocket League',
  order: 50,
  route: '/rocket-league-account-value',
  api: 'rocket-league-calculator',
  dashboardKey: 'rocketLeagueCalculator',
  footerTag: 'RocketLeague',
  meta: { title: 'Rocket League Account Value Calculator', description: 'What a Rocket League account is worth.' },
  inputs: [
    { kind: 'count', key: 'credits', label: 'Credits', min: 1, max: 100000, step: 100 },
    { kind: 'choice', key: 'rank', label: 'Rank', options: 'ranks', default: 'Unranked' },
    {
      kind: 'group',
      key: 'decals',
      label: 'Black Market Decals',
      panel: 'toggle',
      min: 1,
      max: 200,
      items: [
        { key: 'common', label: 'Common' },
        { key: 'animated', label: 'Animated' },
      ],
    },
    { kind: 'flag', key: 'titles', label: 'Season titles' },
  ],
  formula: 'credits * m.credits + rank + dot(decals, m.decals) + titles * flat.titles',
  defaults: {
    market: 0.5,
    credits: { label: 'Credits', value: 0, multi: 0.004 },
    ranks: [
      { label: 'Unranked', value: 0 },
      { label: 'Champion', value: 25 },
      { label: 'Grand Champion', value: 60 },
    ],
    decals: { common: { label: 'Common', multi: 1.5 }, animated: { label: 'Animated', multi: 7 } },
    titles: { label: 'Season titles', value: 10 },
  },
  examples: [
    // 1500 × 0.004 + 25 + 2 × 1.5 + 1 × 7 = 6 + 25 + 3 + 7
    { inputs: { credits: 1500, rank: 'Champion', decals: { common: 2, animated: 1 } }, price: 41 },
    // 0 + 60 + 0 + 10
    { inputs: { rank: 'Grand Champion', titles: true }, price: 70 },
  ],
};
const article = `# About Rocket League Accounts\n\n${'Rocket League accounts carry ranks, decals and credits. '.repeat(45)}\n`;

describe('a new game file needs no code and no test edit', () => {
  it('passes the full check in a copy of the site, prices its examples, serves its routes and joins the menu', async () => {
    const { gamesDir, aboutDir } = copySite();
    fs.writeFileSync(path.join(gamesDir, 'rocket-league.json'), JSON.stringify(rocketLeague, null, 2));
    fs.writeFileSync(path.join(aboutDir, 'rocket-league.md'), article);

    const { problems, registry } = await checkGames({ root, gamesDir, aboutDir });
    expect(problems.map(formatProblem)).toEqual([]);
    const files = fs.readdirSync(gamesDir).filter((f) => f.endsWith('.json'));
    expect(registry!.games.map((g) => g.id).sort()).toEqual(files.map((f) => f.replace(/\.json$/, '')).sort());
    const game = registry!.byId('rocket-league')!;
    expect(rocketLeague.examples.map((e) => priceOf(game, game.defaults, e.inputs).price)).toEqual([41, 70]);
    expect(buildSiteNav(registry!.games, []).accounts.map((item) => item.to)).toContain('/rocket-league-account-value');
    expect(registryPages(registry!.games)).toContainEqual({
      pattern: '/rocket-league-account-value',
      title: rocketLeague.meta.title,
      description: rocketLeague.meta.description,
    });

    // Only the calculators feature: its routes come from the registry, nothing written for this game.
    const t = await createTestApp({ games: registry!, features: [calculatorsFeature] });
    try {
      const reply = await t.app.inject({ method: 'GET', url: '/api/rocket-league-calculator' });
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toMatchObject({ error: false, response: { ...rocketLeague.defaults, updatedAt: null } });
      const routes = t.app.routeTable.map((r) => `${r.method} ${r.url}`);
      expect(routes).toEqual(
        expect.arrayContaining(['POST /api/auth/rocket-league-calculator', 'POST /api/auth/rocket-league-calculator/reset']),
      );
    } finally {
      await t.close();
    }
  });

  it('is refused, naming the file, when its About article is missing', async () => {
    const dir = fs.mkdtempSync(path.join(tmp, 'lone-'));
    const file = path.join(dir, 'rocket-league.json');
    fs.writeFileSync(file, JSON.stringify(rocketLeague));
    const { problems } = await checkGames({ root, files: [file] });
    expect(problems.map(formatProblem)).toEqual([
      expect.stringMatching(
        /^rocket-league\.json:\d+:\d+: id: has no About article content\/about\/rocket-league\.md\. Fix: write it, starting with "# About Rocket League Accounts"/,
      ),
    ]);
  });
});
