import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { configArb } from '../helpers/arbitraries';
import { realGames } from '../helpers/test-app';
import { priceJumps, priceJumpText } from '../../src/shared/price-jumps';
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
        expect(priceJumpText(jumps)).toContain(`${field!.what}: `);
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
