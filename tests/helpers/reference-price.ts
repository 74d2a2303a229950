import type { GameConfig, GameDefinition, OptionConfig } from '../../src/engine/game-types';

const num = (value: unknown) => (typeof value === 'number' && value > 0 ? value : 0);

/**
 * The spec's rule written out by hand, without the engine or mathjs: every count times its
 * multiplier, every group item times its multiplier, the chosen option's value, the flat amount
 * of every ticked box. Empty and negative counts are 0. Only for in-bounds inputs.
 */
export function referencePrice(game: GameDefinition, config: GameConfig, inputs: Record<string, unknown>): number {
  let total = 0;
  for (const input of game.inputs) {
    const value = inputs[input.key];
    if (input.kind === 'count') total += num(value) * (config[input.key] as { multi: number }).multi;
    else if (input.kind === 'flag') total += value === true ? (config[input.key] as { value: number }).value : 0;
    else if (input.kind === 'choice') {
      const options = config[input.options] as OptionConfig[];
      total += (options.find((o) => o.label === value) ?? options.find((o) => o.label === input.default))?.value ?? 0;
    } else {
      const counts = (value ?? {}) as Record<string, unknown>;
      const multis = config[input.key] as Record<string, { multi: number }>;
      for (const item of input.items) total += num(counts[item.key]) * (multis[item.key]?.multi ?? 0);
    }
  }
  return total;
}
