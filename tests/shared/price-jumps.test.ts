import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { configArb } from '../helpers/arbitraries';
import { realGames } from '../helpers/test-app';
import { priceJumps, priceWarnings, priceWarningText } from '../../src/shared/price-jumps';
import type { GameConfig } from '../../src/engine/game-types';

/** Every number of a config with its path (the market factor, multipliers, flat values and option values). */
function numbers(value: unknown, path: string[] = []): string[][] {
  if (typeof value === 'number') return [path];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => numbers(inner, [...path, key]));
}

function withNumber(config: GameConfig, path: string[], next: number): GameConfig {
  const copy = structuredClone(config) as Record<string, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[path.at(-1)!] = next;
  return copy as GameConfig;
}

const caseArb = fc.constantFrom(...realGames.games).chain((game) =>
  configArb(game)
    .filter((config) => numbers(config).length > 0)
    .chain((config) => fc.tuple(fc.constant(game), fc.constant(config), fc.constantFrom(...numbers(config)))),
);

describe('the tenfold guard (issue 41)', () => {
  it('reports any number field moved ×10 or more either way, or to or from 0, by the name the editor gives it', () => {
    fc.assert(
      fc.property(caseArb, fc.constantFrom(10, 25, 0.1, 0.04, 0), ([game, config, path], factor) => {
        const before = (path.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], config) as number) || 1;
        const base = withNumber(config, path, before);
        const jumps = priceJumps(game, base, withNumber(base, path, before * factor));
        const field = jumps.find((j) => !j.euros);
        expect(field, path.join('/')).toMatchObject({ before, after: before * factor });
        expect(field!.what).not.toContain('/');
        expect(priceWarningText({ jumps, breaks: [] })).toContain(`${field!.what}: `);
      }),
      { numRuns: 200 },
    );
  });

  it('lets a field move less than tenfold pass, unless an example price moves tenfold', () => {
    fc.assert(
      fc.property(caseArb, fc.double({ min: 0.11, max: 9.9, noNaN: true }), ([game, config, path], factor) => {
        const before = (path.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], config) as number) || 1;
        const base = withNumber(config, path, before);
        const jumps = priceJumps(game, base, withNumber(base, path, before * factor));
        expect(jumps.filter((j) => !j.euros)).toEqual([]);
        for (const jump of jumps) expect(Math.max(jump.after, 0.01) / Math.max(jump.before, 0.01)).not.toBeCloseTo(1);
      }),
      { numRuns: 200 },
    );
  });

  it('names the example by what it enters, with its Market Value when the market factor moves', () => {
    const game = realGames.byId('valorant')!;
    const jumps = priceJumps(game, game.defaults, { ...game.defaults, market: game.defaults.market * 10 });
    expect(jumps[0]).toEqual({ what: 'Market factor', before: game.defaults.market, after: game.defaults.market * 10, euros: false });
    expect(jumps.map((j) => j.what)).toContain('Example 1 (Level 50, Rank Gold, Agents 10, Gun Buddy) Market Value');
    expect(jumps.some((j) => j.what.endsWith('Estimated Real Value'))).toBe(false);
  });
});

describe('lists a game declares ascending (issue 41, point 6)', () => {
  type Row = { label: string; value: number };
  const ascending = realGames.games.flatMap((game) =>
    game.inputs.flatMap((input) => (input.kind === 'choice' && input.ascending ? [{ game, input }] : [])),
  );
  const withRow = (config: GameConfig, list: string, index: number, value: number): GameConfig => ({
    ...config,
    [list]: (config[list] as Row[]).map((row, i) => (i === index ? { ...row, value } : row)),
  });
  const rowArb = fc
    .constantFrom(...ascending)
    .chain(({ game, input }) =>
      fc.tuple(
        fc.constant(game),
        fc.constant(input.options),
        fc.integer({ min: 1, max: (game.defaults[input.options] as Row[]).length - 1 }),
      ),
    );

  it('every game file declares its ranks and level lists ascending, and their defaults ascend', () => {
    expect(ascending.map(({ game, input }) => `${game.id}.${input.options}`)).toEqual(
      expect.arrayContaining(['league-of-legends.ranks', 'valorant.ranks', 'clash-of-clans.wallsLevel']),
    );
    for (const { game } of ascending) expect(priceWarnings(game, game.defaults, game.defaults)).toBeNull();
  });

  it('asks about a row set below the row above it, names both, and never about one kept in order', () => {
    fc.assert(
      fc.property(rowArb, fc.double({ min: 0, max: 1, noNaN: true }), ([game, list, index], share) => {
        const rows = game.defaults[list] as Row[];
        const above = rows[index - 1]!;
        const below = rows[index + 1];
        const low = withRow(game.defaults, list, index, Math.max(0, above.value - 1 - Math.round(share * above.value)));
        if (above.value > 0) {
          const warned = priceWarnings(game, game.defaults, low)!;
          expect(warned.breaks).toContainEqual(
            expect.objectContaining({ above, row: { ...rows[index]!, value: (low[list] as Row[])[index]!.value } }),
          );
          expect(priceWarningText(warned)).toContain(`is below ${above.label} (`);
        }
        // Anywhere from the row above to the row below keeps the order: no question on that account.
        const top = below ? below.value : above.value * 2 + 1;
        const kept = withRow(game.defaults, list, index, above.value + share * (top - above.value));
        expect(priceWarnings(game, game.defaults, kept)?.breaks ?? []).toEqual([]);
      }),
    );
  });

  it('does not ask again about a list already stored out of order when another field changes', () => {
    const game = realGames.byId('league-of-legends')!;
    const stored = withRow(game.defaults, 'ranks', 1, 30); // the spec's other reading, saved once with confirmation
    const next = { ...stored, market: 0.45 };
    expect(priceWarnings(game, stored, next)).toBeNull();
    expect(priceWarnings(game, game.defaults, stored)?.breaks).toEqual([
      expect.objectContaining({ list: 'Rank', above: { label: 'Iron', value: 30 }, row: { label: 'Bronze', value: 20 } }),
    ]);
  });
});
