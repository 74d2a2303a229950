import { readOptions } from './config-read';
import { priceOf } from './price';
import type { GameConfig, GameDefinition, GameInput, RawInputs } from './game-types';

/** How far an example price may move in one save before it needs an explicit confirmation (decision 0032). */
export const PRICE_JUMP_FACTOR = 10;

/** A count without an upper bound (League's skin counts) is priced at this many for the richest account. */
export const UNBOUNDED_COUNT = 1000;

/** The game file's examples priced under a config, in file order. */
export const examplePrices = (game: GameDefinition, config: GameConfig): number[] =>
  game.examples.map((example) => priceOf(game, config, example.inputs).price);

export interface PriceJump {
  /** 1-based, as people count the game file's examples. */
  example: number;
  before: number;
  after: number;
}

// A price of 0 moves "tenfold" to anything above 10 cents: compared from one cent.
const moved = (before: number, after: number) => {
  const [a, b] = [Math.max(before, 0.01), Math.max(after, 0.01)];
  return a / b > PRICE_JUMP_FACTOR || b / a > PRICE_JUMP_FACTOR;
};

/** The first example whose price moves more than tenfold either way between two configs; null when none does. */
export function priceJump(game: GameDefinition, before: GameConfig, after: GameConfig): PriceJump | null {
  const was = examplePrices(game, before);
  const now = examplePrices(game, after);
  const index = was.findIndex((price, i) => moved(price, now[i]!));
  return index < 0 ? null : { example: index + 1, before: was[index]!, after: now[index]! };
}

const euros = (amount: number) => `€${amount.toFixed(2)}`;

/** The refusal's sentence: names the example and both prices. */
export const priceJumpText = (game: GameDefinition, jump: PriceJump): string =>
  `This change moves ${game.name} example ${jump.example} from ${euros(jump.before)} to ${euros(jump.after)}, more than ${PRICE_JUMP_FACTOR}×.`;

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
