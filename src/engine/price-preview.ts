import { readOptions } from './config-read';
import { priceOf } from './price';
import type { GameConfig, GameDefinition, GameInput, RawInputs } from './game-types';

/** How far an example price may move in one save before it needs an explicit confirmation (decision 0032). */
export const PRICE_JUMP_FACTOR = 10;

/** A count without an upper bound (League's skin counts) is priced at this many for the richest account. */
export const UNBOUNDED_COUNT = 1000;

export const examplePrices = (game: GameDefinition, config: GameConfig): number[] =>
  game.examples.map((example) => priceOf(game, config, example.inputs).price);

function boundInputs(game: GameDefinition, config: GameConfig, upper: boolean): RawInputs {
  const value = (input: Extract<GameInput, { min: number | null }>) => (upper ? (input.max ?? UNBOUNDED_COUNT) : (input.min ?? 0));
  const entries = game.inputs.map((input): [string, unknown] => {
    switch (input.kind) {
      case 'count':
        return [input.key, value(input)];
      case 'group':
        return [input.key, Object.fromEntries(input.items.map((item) => [item.key, value(input)]))];
      case 'flag':
        return [input.key, upper];
      case 'choice': {
        const options = [...readOptions(config, input)].sort((a, b) => a.value - b.value);
        return [input.key, (upper ? options[options.length - 1] : options[0])?.label ?? input.default];
      }
    }
  });
  return Object.fromEntries(entries);
}

/** The prices of the richest and the poorest account the form allows: every field at its upper, and at its lower, bound. */
export function boundPrices(game: GameDefinition, config: GameConfig): { richest: number; poorest: number } {
  return {
    richest: priceOf(game, config, boundInputs(game, config, true)).price,
    poorest: priceOf(game, config, boundInputs(game, config, false)).price,
  };
}
