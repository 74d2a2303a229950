import { describe, expect, it } from 'vitest';
import { visitorForm } from '../../src/engine/visitor-form';
import { priceOf } from '../../src/engine/price';
import { realRegistry } from '../helpers/game-files';

const lol = realRegistry.byId('league-of-legends')!;
const valorant = realRegistry.byId('valorant')!;
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('visitorForm', () => {
  it('builds the rjsf schema with the config labels, bounds and option lists', () => {
    const config = { ...lol.defaults, level: { label: 'Summoner Level', value: 0, multi: 0.5 } };
    const { schema, uiSchema, formData } = visitorForm(lol, config) as { schema: Json; uiSchema: Json; formData: Json };
    expect(Object.keys(schema.properties)).toEqual(['level', 'rank', 'champion', 'skins', 'ward', 'icon', 'blueEssence', 'riotPoints']);
    expect(schema.properties.level).toEqual({ type: 'integer', title: 'Summoner Level', minimum: 1, maximum: 2000 });
    expect(schema.properties.blueEssence).toEqual({ type: 'integer', title: 'Blue Essence', minimum: 1, maximum: 99999999999 });
    expect(schema.properties.skins.properties.ultimate).toEqual({ type: 'integer', title: 'Ultimate' });
    expect(schema.properties.rank.enum[0]).toBe('Unranked');
    // Bounds are said once, in the schema; the widget reads them there.
    expect(uiSchema.level).toEqual({ 'ui:widget': 'boundedInteger', 'ui:options': { step: 1 } });
    expect(uiSchema.blueEssence['ui:options'].step).toBe(1000);
    expect(uiSchema.riotPoints['ui:options'].step).toBe(100);
    expect(uiSchema.rank['ui:widget']).toBe('optionSelect');
    expect(uiSchema.skins['ui:field']).toBe('groupPanel');
    expect(uiSchema.skins['ui:options']).toEqual({ panel: 'toggle' });
    expect(uiSchema.skins.epic['ui:widget']).toBe('boundedInteger');
    expect(formData).toEqual({ rank: 'Unranked', skins: {} });
  });

  it('uses a box for Valorant skins, a flag for the gun buddy, and accordion panels for Fortnite', () => {
    const { schema, uiSchema, formData } = visitorForm(valorant, valorant.defaults) as { schema: Json; uiSchema: Json; formData: Json };
    expect(uiSchema.skins['ui:options'].panel).toBe('box');
    expect(schema.properties.gunBuddy).toEqual({ type: 'boolean', title: 'Gun Buddy' });
    expect(uiSchema.gunBuddy).toEqual({ 'ui:widget': 'flag', 'ui:options': { amount: 10 } });
    expect(formData.gunBuddy).toBe(false);
    const fortnite = realRegistry.byId('fortnite')!;
    const form = visitorForm(fortnite, fortnite.defaults) as { uiSchema: Json };
    expect(['costumes', 'emotes', 'pickaxes', 'gliders'].map((k) => form.uiSchema[k]['ui:options'].panel)).toEqual([
      'accordion',
      'accordion',
      'accordion',
      'accordion',
    ]);
  });

  it('shows no enum for an empty rank list (the select says No Options Found) and prices the rank as 0', () => {
    const config = { ...lol.defaults, ranks: [] };
    const { schema, uiSchema, formData } = visitorForm(lol, config) as { schema: Json; uiSchema: Json; formData: Json };
    expect(schema.properties.rank).toEqual({ type: 'string', title: 'Rank' });
    expect(uiSchema.rank['ui:options'].options).toEqual([]);
    expect(formData.rank).toBeUndefined();
    expect(priceOf(lol, config, { rank: 'Gold', level: 2 }).price).toBe(1);
  });

  it('starts the Clash selects at the spec defaults', () => {
    const clash = realRegistry.byId('clash-of-clans')!;
    expect(visitorForm(clash, clash.defaults).formData).toEqual({
      nameChangeAvailable: false,
      wallsLevel: 'No Walls',
      troopLevel: 'No Troops',
      defensiveBuildings: 'No Defensive Buildings',
      otherBuildings: 'Lower Level',
      warStars: '0',
      globalRank: '0-3000',
      country: 'Canada',
    });
  });
});

describe('priceOf reads visitor input as the spec says', () => {
  it('counts empty, negative, fractional and junk counts as 0 or their whole part, clamps to the bounds, and falls back to the default option', () => {
    const junk = priceOf(lol, lol.defaults, {
      level: '',
      champion: -4,
      ward: 2.7,
      icon: 'x',
      blueEssence: 5e12,
      skins: { epic: -2, normal: '3' },
      rank: 'Nope',
    });
    const clean = priceOf(lol, lol.defaults, {
      level: 0,
      champion: 0,
      ward: 2,
      icon: 0,
      blueEssence: 99999999999,
      skins: { epic: 0, normal: 3, ultimate: 0 },
      rank: 'Unranked',
    });
    expect(junk).toEqual(clean);
    expect(clean.price).toBeGreaterThan(0);
  });

  it('ticks a flag given "true" and prices a choice by its label', () => {
    const ticked = priceOf(valorant, valorant.defaults, { gunBuddy: 'true', rank: 'Radiant' });
    expect(ticked).toEqual(priceOf(valorant, valorant.defaults, { gunBuddy: true, rank: 'Radiant' }));
    expect(ticked.price).toBeGreaterThan(priceOf(valorant, valorant.defaults, { gunBuddy: false, rank: 'Radiant' }).price);
  });

  it('returns a breakdown per input, in input order, that adds up to the price', () => {
    const result = priceOf(valorant, valorant.defaults, { level: 10, rank: 'Gold', skins: { melee: 1 }, gunBuddy: true });
    expect(result.breakdown.map((b) => b.key)).toEqual([
      'level',
      'rank',
      'agent',
      'skins',
      'radianitePoints',
      'valorantPoints',
      'gunBuddy',
    ]);
    expect(result.breakdown.find((b) => b.key === 'skins')).toEqual({ key: 'skins', label: 'Skins', amount: 40.25 });
    expect(result.price).toBe(1 + 30 + 40.25 + 10);
    expect(result.market).toBe(32.5);
  });

  it('uses market 0.4 when a config has no market factor', () => {
    const { market: _dropped, ...noMarket } = valorant.defaults;
    expect(priceOf(valorant, noMarket as typeof valorant.defaults, { level: 100 }).market).toBe(4);
  });
});
