import fc from 'fast-check';
import type { GameConfig, GameDefinition, GameInput, OptionConfig } from '../../src/engine/game-types';

// Wide enough to cross every bound, small enough that sums stay exact to the cent.
const FLOOR = -1000;
const CEILING = 10_000_000;

/** A count as a visitor may leave it: empty, or any whole number the field accepts. */
export const countArb = (min: number | null, max: number | null) =>
  fc.option(fc.integer({ min: min ?? FLOOR, max: Math.min(max ?? CEILING, CEILING) }), { nil: undefined });

function inputArb(input: GameInput, config: GameConfig): fc.Arbitrary<unknown> {
  switch (input.kind) {
    case 'count':
      return countArb(input.min, input.max);
    case 'flag':
      return fc.boolean();
    case 'choice': {
      const labels = (config[input.options] as OptionConfig[]).map((o) => o.label);
      return fc.constantFrom(...labels);
    }
    case 'group':
      return fc.record(Object.fromEntries(input.items.map((item) => [item.key, countArb(input.min, input.max)])), { requiredKeys: [] });
  }
}

/** Form data for a game, generated from its declared bounds and the config's option lists. */
export const inputsArb = (game: GameDefinition, config: GameConfig = game.defaults) =>
  fc.record(Object.fromEntries(game.inputs.map((input) => [input.key, inputArb(input, config)])), { requiredKeys: [] }) as fc.Arbitrary<
    Record<string, unknown>
  >;

const euros = fc.integer({ min: 0, max: 100_000 }).map((cents) => cents / 100);

/** A config of the game with random non-negative amounts (same labels and lists as the defaults). */
export function configArb(game: GameDefinition): fc.Arbitrary<GameConfig> {
  const parts: Record<string, fc.Arbitrary<unknown>> = { market: fc.integer({ min: 0, max: 200 }).map((n) => n / 100) };
  for (const input of game.inputs) {
    const base = game.defaults[input.kind === 'choice' ? input.options : input.key];
    if (input.kind === 'count') parts[input.key] = euros.map((multi) => ({ ...(base as object), multi }));
    else if (input.kind === 'flag') parts[input.key] = euros.map((value) => ({ ...(base as object), value }));
    else if (input.kind === 'choice')
      parts[input.options] = fc
        .tuple(...(base as OptionConfig[]).map(() => euros))
        .map((values) => (base as OptionConfig[]).map((o, i) => ({ ...o, value: values[i] })));
    else
      parts[input.key] = fc.record(
        Object.fromEntries(
          input.items.map((item) => [item.key, euros.map((multi) => ({ ...(base as Record<string, object>)[item.key], multi }))]),
        ),
      );
  }
  return fc.record(parts) as fc.Arbitrary<GameConfig>;
}

export interface CountField {
  path: [string] | [string, string];
  label: string;
  min: number | null;
  max: number | null;
}

/** Every count field of a game: top-level counts and group items, with their path in the form data. */
export function countFields(game: GameDefinition): CountField[] {
  return game.inputs.flatMap((input): CountField[] => {
    if (input.kind === 'count') return [{ path: [input.key], label: input.label, min: input.min, max: input.max }];
    if (input.kind === 'group')
      return input.items.map((item) => ({ path: [input.key, item.key], label: item.label, min: input.min, max: input.max }));
    return [];
  });
}
