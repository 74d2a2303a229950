import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyChanges, changesBetween } from '../../src/shared/changes';
import { configArb } from '../helpers/arbitraries';
import { realGames } from '../helpers/test-app';

const game = fc.constantFrom(...realGames.games);

/** A config of the game with some labels renamed and some choice lists cut or grown: what an operator may save. */
const editedConfigArb = fc.tuple(game, fc.boolean()).chain(([g, renamed]) =>
  fc.tuple(fc.constant(g), configArb(g), configArb(g), fc.string({ maxLength: 12 })).map(([definition, base, next, label]) => {
    if (!renamed) return { base, next };
    const edited = Object.fromEntries(
      Object.entries(next).map(([key, value]) => {
        if (Array.isArray(value)) return [key, [...value.slice(1), { label, value: 1 }]];
        if (typeof value === 'object' && value !== null && 'label' in value) return [key, { ...value, label }];
        return [key, value];
      }),
    );
    return { base, next: { ...edited, market: definition.defaults.market } };
  }),
);

describe('changes as data (decision 0032)', () => {
  it('apply(base, changes(base, next)) equals next for configs within the schema', () => {
    fc.assert(
      fc.property(editedConfigArb, ({ base, next }) => {
        const changes = changesBetween(base, next);
        expect(applyChanges(base, changes)).toEqual(next);
        // The changes name fields by JSON pointer, and survive the JSON they are stored as.
        expect(applyChanges(base, JSON.parse(JSON.stringify(changes)))).toEqual(next);
        for (const change of changes) expect(change.path).toMatch(/^(\/[^/]+)+$/);
      }),
      { numRuns: 300 },
    );
  });

  it('holds for nested records with added, removed and retyped fields', () => {
    const key = fc.string({ minLength: 1, maxLength: 6 }).filter((k) => k !== '__proto__');
    const leaf = fc.oneof(
      fc.integer(),
      fc.string({ maxLength: 5 }),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.integer(), { maxLength: 3 }),
    );
    const tree = fc.letrec<{ node: Record<string, unknown> }>((tie) => ({
      node: fc.dictionary(key, fc.oneof({ depthSize: 'small' }, leaf, tie('node')), { maxKeys: 4 }),
    })).node;
    fc.assert(
      fc.property(tree, tree, (base, next) => {
        expect(applyChanges(base, changesBetween(base, next))).toEqual(next);
        expect(changesBetween(next, next)).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });
});
