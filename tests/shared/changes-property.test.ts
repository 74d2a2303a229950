import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyChanges, changesBetween, mergeOnto, overlapsBetween } from '../../src/shared/changes';
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

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isRows = (v: unknown): v is Record<string, unknown>[] =>
  Array.isArray(v) &&
  v.every((r) => isRecord(r) && typeof r.label === 'string') &&
  new Set(v.map((r) => (r as { label: string }).label)).size === v.length;

/** Every field of a config by identity ('/ranks/[Gold]/value'): what the merge must keep or report. */
function fields(value: unknown, path = '', out = new Map<string, string>()): Map<string, string> {
  if (isRows(value)) for (const row of value) fields(row, `${path}/[${row.label as string}]`, out);
  else if (isRecord(value)) for (const [key, inner] of Object.entries(value)) fields(inner, `${path}/${key}`, out);
  else out.set(path, JSON.stringify(value));
  return out;
}

/** An operator's edit of a config: some numbers changed, some rows removed, some added. */
function editArb(value: unknown): fc.Arbitrary<unknown> {
  if (typeof value === 'number')
    return fc.oneof({ weight: 3, arbitrary: fc.constant(value) }, { weight: 1, arbitrary: fc.integer({ min: 0, max: 500 }) });
  if (isRows(value) && value.length > 0) {
    const kept = value.map((row) => fc.oneof({ weight: 5, arbitrary: editArb(row) }, { weight: 1, arbitrary: fc.constant(undefined) }));
    const added = fc
      .subarray(['Extra A', 'Extra B'])
      .chain((labels) =>
        fc.tuple(...labels.map((label) => fc.integer({ min: 0, max: 500 }).map((n) => ({ ...value[0], label, value: n })))),
      );
    return fc.tuple(fc.tuple(...kept), added, fc.nat()).map(([rows, extra, at]) => {
      const out = rows.filter((r) => r !== undefined) as unknown[];
      for (const row of extra) out.splice(at % (out.length + 1), 0, row);
      return out;
    });
  }
  if (isRecord(value)) return fc.record(Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, editArb(inner)])));
  return fc.constant(value);
}

const twoEditsArb = game.chain((g) =>
  configArb(g).chain((base) => fc.tuple(fc.constant(base), editArb(base), editArb(base), fc.func(fc.boolean()))),
);

describe('merging two operators’ edits row by row (issue 41)', () => {
  const valorantLike = {
    market: 0.4,
    ranks: [
      { label: 'Iron', value: 10 },
      { label: 'Bronze', value: 20 },
      { label: 'Gold', value: 30 },
    ],
  };

  it('keeps the other operator’s row: A sets Gold 30 → 35, B (stale) sets Iron 10 → 12 and applies on top', () => {
    const afterA = structuredClone(valorantLike);
    afterA.ranks[2]!.value = 35;
    const draftB = structuredClone(valorantLike);
    draftB.ranks[0]!.value = 12;
    const theirs = changesBetween(valorantLike, afterA);
    const mine = changesBetween(valorantLike, draftB);
    expect(mine).toEqual([{ path: '/ranks/0/value', before: 10, after: 12, rows: { '/ranks': 'Iron' } }]);
    expect(overlapsBetween(theirs, mine)).toEqual([]);
    const merged = mergeOnto(afterA, theirs, mine, () => true);
    expect(merged.ranks.map((r) => r.value)).toEqual([12, 20, 35]);
  });

  it('finds a row by its label after the other operator added, removed or moved rows', () => {
    const theirs = { ...valorantLike, ranks: [{ label: 'Unranked', value: 0 }, valorantLike.ranks[2]!, valorantLike.ranks[0]!] };
    const mine = changesBetween(valorantLike, {
      ...valorantLike,
      ranks: valorantLike.ranks.map((r) => (r.label === 'Iron' ? { ...r, value: 12 } : r)),
    });
    const merged = mergeOnto(theirs, changesBetween(valorantLike, theirs), mine, () => true);
    expect(merged.ranks).toEqual([
      { label: 'Unranked', value: 0 },
      { label: 'Gold', value: 30 },
      { label: 'Iron', value: 12 },
    ]);
  });

  it('records a reorder as one change of its own, and applies it to a list that gained a row', () => {
    const moved = { ...valorantLike, ranks: [valorantLike.ranks[2]!, valorantLike.ranks[0]!, valorantLike.ranks[1]!] };
    const changes = changesBetween(valorantLike, moved);
    expect(changes).toEqual([{ path: '/ranks', before: ['Iron', 'Bronze', 'Gold'], after: ['Gold', 'Iron', 'Bronze'], order: true }]);
    const grown = { ...valorantLike, ranks: [...valorantLike.ranks, { label: 'Radiant', value: 99 }] };
    expect(applyChanges(grown, changes).ranks.map((r) => r.label)).toEqual(['Gold', 'Iron', 'Bronze', 'Radiant']);
  });

  it('reports a field both changed, and an edit inside a row the other removed, for the operator to pick', () => {
    const theirsValue = { ...valorantLike, market: 0.5, ranks: valorantLike.ranks.filter((r) => r.label !== 'Bronze') };
    const mineValue = {
      ...valorantLike,
      market: 0.6,
      ranks: valorantLike.ranks.map((r) => (r.label === 'Bronze' ? { ...r, value: 25 } : r)),
    };
    const theirs = changesBetween(valorantLike, theirsValue);
    const mine = changesBetween(valorantLike, mineValue);
    expect(overlapsBetween(theirs, mine).map((o) => o.field)).toEqual(['/market', '/ranks/[Bronze]']);
    expect(mergeOnto(theirsValue, theirs, mine, () => false)).toEqual(theirsValue);
    expect(mergeOnto(theirsValue, theirs, mine, () => true)).toEqual(mineValue);
  });

  it('for random configs and pairs of edits: a field one side changed ends as that side left it, a field both changed is reported and ends as picked', () => {
    fc.assert(
      fc.property(twoEditsArb, ([base, theirsValue, mineValue, pick]) => {
        const theirs = changesBetween(base, theirsValue);
        const mine = changesBetween(base, mineValue);
        const overlaps = overlapsBetween(theirs, mine);
        const keepMine = (field: string) => pick(field);
        const merged = mergeOnto(theirsValue, theirs, mine, keepMine);
        const [b, t, m, r] = [fields(base), fields(theirsValue), fields(mineValue), fields(merged)];
        for (const field of new Set([...b.keys(), ...t.keys(), ...m.keys(), ...r.keys()])) {
          const [was, their, my, result] = [b.get(field), t.get(field), m.get(field), r.get(field)];
          const overlap = overlaps.find((o) => field === o.field || field.startsWith(`${o.field}/`));
          if (overlap) expect(result, field).toBe(keepMine(overlap.field) ? my : their);
          else if (my === was) expect(result, field).toBe(their);
          else if (their === was || their === my) expect(result, field).toBe(my);
          else expect.fail(`${field} was changed by both and not reported`);
        }
      }),
      { numRuns: 300 },
    );
  });
});
