import { describe, expect, it } from 'vitest';
import { configSchema } from '../../src/engine/config-schema';
import { validateConfig } from '../../src/engine/validate-config';
import { realRegistry } from '../helpers/game-files';

const fortnite = realRegistry.byId('fortnite')!;
const clash = realRegistry.byId('clash-of-clans')!;

describe('configSchema and validateConfig', () => {
  it("accepts every game's defaults and drops updatedAt", () => {
    for (const game of realRegistry.games) expect(validateConfig(game, game.defaults)).toEqual({ ok: true, config: game.defaults });
    expect(validateConfig(fortnite, { ...fortnite.defaults, updatedAt: '2025-01-01T00:00:00.000Z' })).toEqual({
      ok: true,
      config: fortnite.defaults,
    });
  });

  it("describes the config in the spec's shapes", () => {
    const schema = configSchema(fortnite) as {
      properties: Record<string, { required?: string[]; properties?: Record<string, unknown> }>;
      required: string[];
    };
    expect(schema.required).toEqual(['market', 'level', 'battle_pass_level', 'v_bucks', 'costumes', 'emotes', 'pickaxes', 'gliders']);
    expect(schema.properties.level?.required).toEqual(['label', 'value', 'multi']);
    expect(schema.properties.costumes?.required).toEqual(['uncommon', 'rare', 'epic', 'legendary', 'event']);
    expect(Object.keys((configSchema(clash) as { properties: object }).properties)).toContain('wallsLevel');
  });

  // The sentences the price editor shows for the same values (schema-errors.ts), never Ajv's wording.
  it.each([
    [
      'a negative multiplier',
      { level: { label: 'Level', value: 0, multi: -1 } },
      'level/multi',
      'Level: Multiplier (€) must be at least 0.',
    ],
    [
      'a text multiplier',
      { v_bucks: { label: 'V-Bucks', value: 0, multi: '0.1' } },
      'v_bucks/multi',
      'V-Bucks: Multiplier (€) must be a number.',
    ],
    ['a missing rarity', { gliders: { rare: { label: 'Rare', multi: 1 } } }, 'gliders/uncommon', 'Gliders: Uncommon is missing.'],
    ['an unknown setting', { diamonds: 3 }, 'diamonds', /^Unknown field 'diamonds': send only market, updatedAt, /],
    ['a market factor out of range', { market: 11 }, 'market', 'Market factor must be at most 10.'],
    ['an empty label', { level: { label: '', value: 0, multi: 1 } }, 'level/label', 'Level: Label must not be empty.'],
  ])('refuses %s, naming the field', (_what, change, field, message) => {
    const result = validateConfig(fortnite, { ...fortnite.defaults, ...change });
    expect(result).toEqual({
      ok: false,
      code: 'INVALID_CONFIG',
      field,
      message: typeof message === 'string' ? message : expect.stringMatching(message),
    });
  });

  it('refuses an empty option list, which would leave the select with nothing to choose', () => {
    const lol = realRegistry.byId('league-of-legends')!;
    expect(validateConfig(lol, { ...lol.defaults, ranks: [] })).toEqual({
      ok: false,
      code: 'INVALID_CONFIG',
      field: 'ranks',
      message: 'Rank must hold at least 1 item.',
    });
  });

  it('refuses an option list with a label twice', () => {
    const lists = clash.defaults.country as { label: string; value: number }[];
    const result = validateConfig(clash, { ...clash.defaults, country: [...lists, { label: 'Canada', value: 3 }] });
    expect(result).toMatchObject({ ok: false, field: `country/${lists.length}/label`, message: 'Country: "Canada" is listed twice.' });
  });
});
