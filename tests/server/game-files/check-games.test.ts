import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { formatProblem } from '../../../src/engine/game-problem';
import { checkGames } from '../../../src/server/game-files/check-games';
import { copyOf, GAMES_DIR } from '../../helpers/game-files';
import { SPEC_GAMES, specOnly } from '../../fixtures/spec-games';

const root = path.resolve('.');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'av-check-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

type Json = Record<string, unknown>;
type Game = Json & { inputs: Json[]; defaults: Json; examples: { price: number }[]; formula: string };

/** Checks one broken copy of a real file beside the other real files; the sentences of its problems. */
async function sentencesFor(file: string, text: string): Promise<string[]> {
  const at = path.join(dir, file);
  fs.writeFileSync(at, text);
  const { problems } = await checkGames({ root, files: [at] });
  return problems.map(formatProblem);
}
const broken = (file: string, change: (game: Game) => void) => {
  const game = copyOf(file) as Game;
  change(game);
  return sentencesFor(file, JSON.stringify(game, null, 2));
};

describe('npm run check:game: one sentence per mistake, naming file, field by key and fix', () => {
  it('passes every game file of the site, all of them in under 5 s', async () => {
    const started = performance.now();
    const { problems, registry, checked } = await checkGames({ root });
    expect(problems.map(formatProblem)).toEqual([]);
    expect(checked).toBe(fs.readdirSync(GAMES_DIR).filter((f) => f.endsWith('.json')).length);
    expect(registry?.games).toHaveLength(checked);
    expect(specOnly(registry!.games).map((g) => g.id)).toEqual(SPEC_GAMES.map((g) => g.id));
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('places a JSON syntax error at line and column with the offending text', async () => {
    const text = fs.readFileSync(path.join(GAMES_DIR, 'valorant.json'), 'utf8').replace('"key": "level",', '"key": "level"');
    const line = text.split('\n').findIndex((l) => l.includes('"key": "level"')) + 2;
    const { problems } = await checkGames({
      root,
      files: [(fs.writeFileSync(path.join(dir, 'valorant.json'), text), path.join(dir, 'valorant.json'))],
    });
    expect(problems).toHaveLength(1);
    expect(formatProblem(problems[0]!)).toMatch(
      new RegExp(
        `^valorant\\.json:${line}:\\d+: is not valid JSON: Expected ',' or '}' after property value at "\\"label\\": \\"Level\\",". Fix: correct the JSON`,
      ),
    );
    expect(problems[0]!.excerpt).toContain('"key": "level"');
  });

  it("refuses a count's default outside its own bounds", async () => {
    expect(await broken('fortnite.json', (g) => ((g.defaults.v_bucks as Json).value = 2_000_000))).toEqual([
      expect.stringMatching(
        /^fortnite\.json:\d+:\d+: defaults\.v_bucks\.value: 2000000 is outside the bounds of input "v_bucks" \(1 to 100000\), so the field would start empty\. Fix: set it to 0 \(empty\) or a whole number from 1 to 100000/,
      ),
    ]);
  });

  it('refuses a formula that overflows somewhere in the inputs’ box', async () => {
    expect(await broken('overwatch.json', (g) => (g.formula += ' + credits * 1e300 * 1e300'))).toEqual([
      expect.stringMatching(
        /^overwatch\.json:\d+:\d+: formula: gives Infinity when credits is 999999 \(prices must stay finite.*Fix: lower the constants/,
      ),
    ]);
  });

  it('refuses a formula whose result is too large for cents, found at a random point or a corner', async () => {
    expect(await broken('valorant.json', (g) => (g.formula += ' + level * level * level * level * 1e3'))).toEqual([
      expect.stringMatching(/^valorant\.json:\d+:\d+: formula: gives 1\.\d+e\+\d+ € when level is \d+/),
    ]);
  });

  it('names an unknown formula symbol with "did you mean"', async () => {
    expect(await broken('fortnite.json', (g) => (g.formula = g.formula.replace('v_bucks', 'v_buks')))).toEqual([
      expect.stringMatching(
        /^fortnite\.json:\d+:\d+: formula: unknown symbol "v_buks" .*; did you mean "v_bucks"\? Fix: name a declared input/,
      ),
    ]);
  });

  it('refuses a function outside the allowed four', async () => {
    expect(await broken('overwatch.json', (g) => (g.formula += ' + round(level)'))).toEqual([
      expect.stringMatching(/^overwatch\.json:\d+:\d+: formula: function "round" is not allowed .*Fix: call only dot, sum, min, max\.$/),
    ]);
  });

  it.each([
    ['/lol-skins', /the page paths\.skins \(src\/shared\/paths\.ts\)/],
    ['/v-bucks-to-usd', /the converter v-bucks \(schemas\/converters\/v-bucks\.json\)/],
    ['/metrics', /the metrics/],
  ])('refuses a route another page serves: %s', async (route, owner) => {
    const sentences = await broken('valorant.json', (g) => (g.route = route));
    expect(sentences).toHaveLength(1);
    expect(sentences[0]).toMatch(new RegExp(`^valorant\\.json:\\d+:\\d+: route: "${route}" is taken by`));
    expect(sentences[0]).toMatch(owner);
    expect(sentences[0]).toContain('Fix: choose a route no page uses, e.g. "/valorant-account-value"');
  });

  it.each(['banners', 'skins', 'auth'])('refuses an api another feature serves: %s', async (api) => {
    const sentences = await broken('valorant.json', (g) => (g.api = api));
    expect(sentences).toEqual([
      expect.stringMatching(new RegExp(`^valorant\\.json:\\d+:\\d+: api: "${api}" is taken by .*Fix: choose an api no feature uses`)),
    ]);
  });

  it.each([
    ['name', 'Fortnite'],
    ['footerTag', 'fortnite'],
    ['dashboardKey', 'fortniteCalculator'],
    ['route', '/fortnite-account-value'],
    ['order', 2],
  ])('refuses a %s another game holds', async (field, value) => {
    expect(await broken('valorant.json', (g) => (g[field] = value))).toEqual([
      expect.stringMatching(
        new RegExp(
          `^valorant\\.json:\\d+:\\d+: ${field}: "${value}" is already used by fortnite\\.json\\. Fix: give this game a ${field} of its own\\.$`,
          'i',
        ),
      ),
    ]);
  });

  it('refuses an input key used twice, naming the input by its key', async () => {
    expect(await broken('valorant.json', (g) => (g.inputs[1]!.key = g.inputs[0]!.key))).toEqual([
      expect.stringMatching(/^valorant\.json:\d+:\d+: input "level" key: "level" is used twice\. Fix: give each one a key of its own/),
    ]);
  });

  it('refuses an example not priced to the cent', async () => {
    expect(
      await broken('genshin-impact.json', (g) => (g.examples[0]!.price = Math.round((g.examples[0]!.price + 0.01) * 100) / 100)),
    ).toEqual([
      expect.stringMatching(
        /^genshin-impact\.json:\d+:\d+: example 1 price: is [\d.]+ but the formula prices these inputs at [\d.]+ under the defaults\. Fix: write/,
      ),
    ]);
  });

  it('refuses bounds in the wrong order and a bound of the wrong type, each with its fix', async () => {
    expect(await broken('apex-legends.json', (g) => Object.assign(g.inputs[0]!, { min: 10, max: 5 }))).toEqual([
      expect.stringMatching(/^apex-legends\.json:\d+:\d+: input "level" min: \(10\) is above max \(5\)\. Fix: make min at most max/),
    ]);
    expect(await broken('apex-legends.json', (g) => Object.assign(g.inputs[0]!, { max: 'lots' }))).toEqual([
      expect.stringMatching(/^apex-legends\.json:\d+:\d+: input "level" max: must be integer,null\. Fix: write a whole number or null\.$/),
    ]);
  });

  it('refuses an unknown field and a missing About article heading', async () => {
    expect(await broken('marvel-rivals.json', (g) => (g.colour = 'red'))).toEqual([
      expect.stringMatching(/^marvel-rivals\.json:\d+:\d+: colour: is not a known field\. Fix: remove it or correct its spelling/),
    ]);
    expect(await broken('marvel-rivals.json', (g) => (g.name = 'Marvel Rivalz'))).toEqual([
      expect.stringMatching(
        /^marvel-rivals\.json:\d+:\d+: name: does not match the heading of content\/about\/marvel-rivals\.md\. Fix: start the article with "# About Marvel Rivalz Accounts"/,
      ),
    ]);
  });
});
