import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { RJSFSchema } from '@rjsf/utils';
import { gameRegistry } from '../../src/client/lib/game-registry';
import { visitorForm } from '../../src/engine/visitor-form';
import { priceOf } from '../../src/engine/price';
import { readOptions } from '../../src/engine/config-read';
import type { GameDefinition } from '../../src/engine/game-types';
import {
  acceptShared,
  canonicalShareQuery,
  decodeShareQuery,
  encodeShareQuery,
  legacyShortKeys,
} from '../../src/client/features/calculator/share-query';

const league = gameRegistry.byId('league-of-legends')!;
const form = visitorForm(league, league.defaults);
const schema = form.schema as RJSFSchema;
const accept = (_path: string, text: string) => (/^\d+$/.test(text) ? Number(text) : null);

describe('share links', () => {
  it('carry the input keys, groups as group.item', () => {
    const data = { ...form.formData, level: 100, blueEssence: 5000, skins: { epic: 3 } };
    const query = new URLSearchParams(encodeShareQuery(schema, data, form.formData));
    expect(Object.fromEntries(query)).toEqual({ level: '100', blueEssence: '5000', 'skins.epic': '3' });
  });

  it('open links written with input keys', () => {
    const data = decodeShareQuery(schema, '?level=100&blueEssence=5000&skins.epic=3', form.formData, accept);
    expect(data).toMatchObject({ level: 100, blueEssence: 5000, skins: { epic: 3 } });
  });

  it('still open old links written with initials (?l=100&be=5000&s.e=3)', () => {
    const data = decodeShareQuery(schema, 'l=100&be=5000&s.e=3', form.formData, accept);
    expect(data).toMatchObject({ level: 100, blueEssence: 5000, skins: { epic: 3 } });
  });

  it('prefer the input key when a link carries both spellings', () => {
    expect(decodeShareQuery(schema, 'l=1&level=2', form.formData, accept)).toMatchObject({ level: 2 });
  });

  it('round-trip any counts through encode and decode, for every game', () => {
    for (const game of gameRegistry.games) {
      const gameForm = visitorForm(game, game.defaults);
      const gameSchema = gameForm.schema as RJSFSchema;
      const counts = game.inputs.filter((i) => i.kind === 'count').map((i) => i.key);
      fc.assert(
        fc.property(fc.array(fc.nat({ max: 50 }), { minLength: counts.length, maxLength: counts.length }), (values) => {
          const data = { ...gameForm.formData, ...Object.fromEntries(counts.map((key, i) => [key, values[i]! + 1])) };
          const query = encodeShareQuery(gameSchema, data, gameForm.formData);
          for (const key of counts) expect(new URLSearchParams(query).has(key)).toBe(true);
          expect(decodeShareQuery(gameSchema, query, gameForm.formData, accept)).toMatchObject(
            Object.fromEntries(counts.map((key, i) => [key, values[i]! + 1])),
          );
        }),
        { numRuns: 30 },
      );
    }
  });
});

/** Queries as people and tools write them: known keys, old initials and strangers, any order, repeated, with values in and out of bounds. */
function anyQuery(game: GameDefinition, schema: RJSFSchema) {
  const known = game.inputs.flatMap((input) =>
    input.kind === 'group' ? input.items.map((item) => `${input.key}.${item.key}`) : [input.key],
  );
  const keys = [...known, ...legacyShortKeys(schema).keys(), 'utm_source', 'fbclid', 'ref'];
  const labels = game.inputs.flatMap((input) => (input.kind === 'choice' ? readOptions(game.defaults, input).map((o) => o.label) : []));
  const value = fc.oneof(
    fc.integer({ min: -5, max: 100_000 }).map(String),
    fc.constantFrom('', '0', '1', 'true', 'abc', ' 12 ', '+5', '007', '1e3', '99999999999', ...labels),
  );
  return fc.array(fc.tuple(fc.constantFrom(...keys), value), { maxLength: 8 }).map((entries) => new URLSearchParams(entries).toString());
}

describe('canonical share addresses', () => {
  it("drop strangers, defaults and refused values, and write input keys in the form's order", () => {
    const valorant = gameRegistry.byId('valorant')!;
    const vform = visitorForm(valorant, valorant.defaults);
    const vschema = vform.schema as RJSFSchema;
    expect(canonicalShareQuery(vschema, 'utm_source=x&gunBuddy=1&level=007&agent=99999999', vform.formData)).toBe('level=7&gunBuddy=1');
    expect(canonicalShareQuery(vschema, 'gunBuddy=0&utm_source=x', vform.formData)).toBe('');
    // An old link's initials become the input keys; an empty count (0) is its empty default.
    expect(canonicalShareQuery(schema, 's.e=3&l=100&s.l=0', form.formData)).toBe('level=100&skins.epic=3');
  });

  it('are canonical once: the canonical address of a canonical address is itself, for every game', () => {
    for (const game of gameRegistry.games) {
      const gameForm = visitorForm(game, game.defaults);
      const gameSchema = gameForm.schema as RJSFSchema;
      fc.assert(
        fc.property(anyQuery(game, gameSchema), (query) => {
          const canonical = canonicalShareQuery(gameSchema, query, gameForm.formData);
          expect(canonicalShareQuery(gameSchema, canonical, gameForm.formData)).toBe(canonical);
        }),
        { numRuns: 60 },
      );
    }
  });

  it('show the result of the address they replace: the same inputs read, the same values priced, for every game', () => {
    for (const game of gameRegistry.games) {
      const gameForm = visitorForm(game, game.defaults);
      const gameSchema = gameForm.schema as RJSFSchema;
      // What the page shows for a query: the shared inputs priced, or no result when the link shares nothing.
      const shown = (query: string) => {
        const data = decodeShareQuery(gameSchema, query, gameForm.formData, acceptShared);
        return data ? priceOf(game, game.defaults, data) : null;
      };
      fc.assert(
        fc.property(anyQuery(game, gameSchema), (query) => {
          expect(shown(canonicalShareQuery(gameSchema, query, gameForm.formData))).toEqual(shown(query));
        }),
        { numRuns: 60 },
      );
    }
  });
});
