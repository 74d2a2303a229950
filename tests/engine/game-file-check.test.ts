import { describe, expect, it } from 'vitest';
import { createGameRegistry } from '../../src/engine/game-registry';
import { check, copyOf, readGameFiles, GAMES_DIR, realRegistry } from '../helpers/game-files';
import { SPEC_GAMES, specOnly, type SpecGame } from '../fixtures/spec-games';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The message of the check on a broken copy of a real file. */
function failure(file: string, breakIt: (game: Json) => void): string {
  const game = copyOf(file) as Json;
  breakIt(game);
  try {
    check(file, game);
  } catch (error) {
    return (error as Error).message;
  }
  return 'no error';
}

describe('game files against the meta-schema', () => {
  it('accepts every game file, the spec games in the spec order with their routes and config paths', () => {
    const pick = ({ order, id, name, route, api, dashboardKey, footerTag }: SpecGame) => ({
      order,
      id,
      name,
      route,
      api,
      dashboardKey,
      footerTag,
    });
    expect(specOnly(realRegistry.games).map(pick)).toEqual(SPEC_GAMES);
    expect(realRegistry.byApi('valorant-calculator')?.id).toBe('valorant');
    expect(realRegistry.byRoute('/')?.id).toBe('league-of-legends');
  });

  it.each([
    ['a missing field', (g: Json) => delete g.formula, 'valorant.json: field "formula" must have required property \'formula\''],
    [
      'a wrong type',
      (g: Json) => {
        g.inputs[0].max = 'lots';
      },
      'valorant.json: field "inputs/0/max" must be integer,null',
    ],
    [
      'an unknown kind',
      (g: Json) => {
        g.inputs[2].kind = 'slider';
      },
      'valorant.json: field "inputs/2/kind" must be equal to one of the allowed values (count, choice, flag, group)',
    ],
    [
      'an unknown field',
      (g: Json) => {
        g.inputs[0].colour = 'red';
      },
      'valorant.json: field "inputs/0/colour" is not a known field',
    ],
    [
      'a bad panel',
      (g: Json) => {
        g.inputs[3].panel = 'tabs';
      },
      'valorant.json: field "inputs/3/panel" must be equal to one of the allowed values (toggle, accordion, box)',
    ],
    [
      'a bad route',
      (g: Json) => {
        g.route = 'valorant';
      },
      'valorant.json: field "route" must match pattern',
    ],
    [
      'bounds in the wrong order',
      (g: Json) => {
        g.inputs[0].min = 50;
        g.inputs[0].max = 5;
      },
      'valorant.json: field "inputs/0/min" (50) is above max (5)',
    ],
    [
      'a key used twice',
      (g: Json) => {
        g.inputs[2].key = 'level';
      },
      'valorant.json: field "inputs/2/key" "level" is used twice',
    ],
    [
      'a reserved key',
      (g: Json) => {
        g.inputs[2].key = 'm';
      },
      'valorant.json: field "inputs/2/key" "m" is a reserved name',
    ],
    [
      'a default rank not in the list',
      (g: Json) => {
        g.inputs[1].default = 'Bronze 4';
      },
      'valorant.json: field "inputs/1/default" "Bronze 4" is not in defaults.ranks',
    ],
    [
      'a negative default multiplier',
      (g: Json) => {
        g.defaults.agent.multi = -2;
      },
      'valorant.json: field "defaults/agent/multi" is refused: Agents: Multiplier (€) must be at least 0.',
    ],
    [
      'a missing default',
      (g: Json) => delete g.defaults.gunBuddy,
      'valorant.json: field "defaults/gunBuddy" is refused: Gun Buddy is missing.',
    ],
    ['a missing skin multiplier', (g: Json) => delete g.defaults.skins.melee, 'valorant.json: field "defaults/skins/melee"'],
    [
      'an example naming no input',
      (g: Json) => {
        g.examples[0].inputs.wins = 3;
      },
      'valorant.json: field "examples/0/inputs/wins" is not a declared input',
    ],
    [
      'a skin collection filling a count instead of a group',
      (g: Json) => {
        g.page = { skinCollection: 'level' };
      },
      'valorant.json: field "page/skinCollection" "level" is not a group input',
    ],
  ])('names the file and the field for %s', (_what, breakIt, message) => {
    expect(failure('valorant.json', breakIt)).toContain(message);
  });

  it.each([
    [
      'a profile filling a group',
      (g: Json) => {
        g.profileFill.map[2].input = 'skins';
      },
      'league-of-legends.json: field "profileFill/map/2/input" "skins" is not a count or choice input',
    ],
    [
      'a profile filling one input twice',
      (g: Json) => {
        g.profileFill.map[2].input = 'level';
      },
      'league-of-legends.json: field "profileFill/map/2/input" "level" is filled twice',
    ],
    [
      'a tier mapped to a rank the list lacks',
      (g: Json) => {
        g.profileFill.map[1].labels.EMERALD = 'Jade';
      },
      'league-of-legends.json: field "profileFill/map/1/labels/EMERALD" "Jade" is not in defaults.ranks',
    ],
    [
      'an otherwise label the list lacks',
      (g: Json) => {
        g.profileFill.map[1].otherwise = 'None';
      },
      'league-of-legends.json: field "profileFill/map/1/otherwise" "None" is not in defaults.ranks',
    ],
    [
      'labels on a count',
      (g: Json) => {
        g.profileFill.map[0].labels = { ONE: 'Gold' };
      },
      'league-of-legends.json: field "profileFill/map/0" "level" is a count: labels and otherwise are for choices',
    ],
    [
      'an unknown profile source',
      (g: Json) => {
        g.profileFill.source = 'steam';
      },
      'league-of-legends.json: field "profileFill/source" must be equal to one of the allowed values (riot)',
    ],
    [
      'ranks declared ascending with the spec’s other reading (Iron 30 above Bronze 20)',
      (g: Json) => {
        g.defaults.ranks[1].value = 30;
      },
      'league-of-legends.json: field "defaults/ranks/2/value" goes down in a list declared ascending: Bronze (20) is below Iron (30)',
    ],
  ])('names the file and the field for %s', (_what, breakIt, message) => {
    expect(failure('league-of-legends.json', breakIt)).toContain(message);
  });

  it('refuses an id that is not the file name, and a duplicate route', () => {
    const files = readGameFiles(GAMES_DIR);
    expect(() => createGameRegistry({ ...files, 'fortnite.json': { ...(files['fortnite.json'] as Json), id: 'fortnite-br' } })).toThrow(
      'fortnite.json: field "id" must equal the file name ("fortnite"), not "fortnite-br"',
    );
    const copy = { ...(files['valorant.json'] as Json), id: 'valorant-two', api: 'valorant-two', dashboardKey: 'valorantTwo', order: 42 };
    expect(() => createGameRegistry({ ...files, 'valorant-two.json': copy })).toThrow(
      'valorant.json: field "route" "/valorant-account-value" is already used by valorant-two.json',
    );
  });
});

describe('inputs as the spec gives them', () => {
  const bounds = (id: string) =>
    Object.fromEntries(
      realRegistry.byId(id)!.inputs.map((i) => [i.key, i.kind === 'count' || i.kind === 'group' ? [i.min, i.max, i.step ?? null] : i.kind]),
    );

  it('League', () => {
    expect(bounds('league-of-legends')).toEqual({
      level: [1, 2000, null],
      rank: 'choice',
      champion: [0, 168, null],
      skins: [null, null, null],
      ward: [0, 350, null],
      icon: [0, 3000, null],
      blueEssence: [1, 99999999999, 1000],
      riotPoints: [1, 99999999999, 100],
    });
  });
  it('Fortnite: four accordion categories with the five rarities in order', () => {
    const game = realRegistry.byId('fortnite')!;
    expect(bounds('fortnite')).toMatchObject({
      level: [1, 1000, null],
      battle_pass_level: [1, 1000, null],
      v_bucks: [0, 100000, null],
      costumes: [1, 200, null],
      emotes: [1, 200, null],
      pickaxes: [1, 200, null],
      gliders: [1, 200, null],
    });
    for (const input of game.inputs.filter((i) => i.kind === 'group')) {
      expect(input.kind === 'group' && [input.panel, input.items.map((i) => i.key)]).toEqual([
        'accordion',
        ['uncommon', 'rare', 'epic', 'legendary', 'event'],
      ]);
    }
  });
  it('Valorant, Overwatch, Marvel Rivals, Apex, Genshin, Clash', () => {
    expect(bounds('valorant')).toEqual({
      level: [1, 20000, null],
      rank: 'choice',
      agent: [0, 24, null],
      skins: [1, 250, null],
      radianitePoints: [1, 999999, 500],
      valorantPoints: [1, 999999, 100],
      gunBuddy: 'flag',
    });
    expect(bounds('overwatch')).toEqual({
      level: [1, 20000, null],
      competitivePoints: [0, 1000, null],
      goldenWeapons: [1, 50, null],
      credits: [1, 999999, null],
      rank: 'choice',
      skins: [1, 100, null],
      weaponSkins: [1, 100, null],
    });
    expect(bounds('marvel-rivals')).toEqual({
      level: [1, 20000, null],
      lordIcons: [0, 25, null],
      tokens: [1, 10000, null],
      lattice: [1, 10000, null],
      units: [1, 10000, null],
      skins: [1, 10000, null],
      rank: 'choice',
      battlePass: 'flag',
      compRewardsOne: 'flag',
      compRewardsTwo: 'flag',
    });
    expect(bounds('apex-legends')).toEqual({
      level: [1, 5000, null],
      legends: [0, 5, null],
      coins: [1, 10000, null],
      metals: [1, 5000, null],
      tokens: [1, 10000, null],
      heirloom: [1, 1, null],
      epicSkins: [1, 500, null],
      legendarySkins: [1, 500, null],
      rank: 'choice',
    });
    expect(bounds('genshin-impact')).toEqual({
      primogems: [1, 10000, null],
      crystals: [1, 10000, null],
      fourChars: [1, 100, null],
      fiveChars: [0, 100, null],
      dulic: 'flag',
      xiao: 'flag',
      ganyu: 'flag',
      eula: 'flag',
      ayaka: 'flag',
      venti: 'flag',
    });
    const clash = realRegistry.byId('clash-of-clans')!;
    expect(clash.inputs.filter((i) => i.kind === 'choice').map((i) => i.kind === 'choice' && [i.key, i.default])).toEqual([
      ['wallsLevel', 'No Walls'],
      ['troopLevel', 'No Troops'],
      ['defensiveBuildings', 'No Defensive Buildings'],
      ['otherBuildings', 'Lower Level'],
      ['warStars', '0'],
      ['globalRank', '0-3000'],
      ['country', 'Canada'],
    ]);
  });
  it('League ranks are the spec list in its ascending reading (Iron below Bronze), every rank select starts at Unranked (0)', () => {
    const lol = realRegistry.byId('league-of-legends')!;
    // The spec quotes Iron 30 as "one reading" and lets the server's config decide: the ranks declare
    // that they ascend, so Iron sits between Unranked and Bronze (decision 0051).
    expect(lol.defaults.ranks).toEqual(
      [
        ['Unranked', 0],
        ['Iron', 15],
        ['Bronze', 20],
        ['Silver', 25],
        ['Gold', 30],
        ['Platinum', 50],
        ['Emerald', 70],
        ['Diamond', 100],
        ['Master', 250],
        ['GrandMaster', 400],
        ['Challenger', 750],
      ].map(([label, value]) => ({ label, value })),
    );
    for (const game of specOnly(realRegistry.games)) {
      for (const input of game.inputs) {
        if (input.kind === 'choice' && input.key === 'rank')
          expect((game.defaults.ranks as { label: string; value: number }[])[0]).toEqual({ label: 'Unranked', value: 0 });
      }
      expect(game.defaults.market).toBe(0.4);
    }
  });
});
