import type { GameConfig, GameDefinition } from './game-types';
import { formatAmount } from './money';

/** A row of an `ascending` list worth less than the row above it. */
export interface OrderBreak {
  /** The choice's label: 'Rank'. */
  list: string;
  /** Where: the list's key in the config ('ranks') and the row's index in it. */
  options: string;
  index: number;
  above: { label: string; value: number };
  row: { label: string; value: number };
}

type Row = { label: string; value: number };

export function orderBreaksIn(game: GameDefinition, config: GameConfig): OrderBreak[] {
  return game.inputs.flatMap((input) => {
    if (input.kind !== 'choice' || !input.ascending) return [];
    const rows = (config[input.options] ?? []) as readonly Row[];
    return rows
      .slice(1)
      .flatMap((row, i) =>
        row.value < rows[i]!.value ? [{ list: input.label, options: input.options, index: i + 1, above: rows[i]!, row }] : [],
      );
  });
}

const keyOf = (b: OrderBreak) => `${b.list}\u0000${b.above.label}\u0000${b.row.label}`;

/**
 * The breaks a save brings: those in `after` that `before` did not have between the same two rows.
 * A list stored out of order already is not asked about again on every unrelated save.
 */
export function newOrderBreaks(game: GameDefinition, before: GameConfig, after: GameConfig): OrderBreak[] {
  const known = new Set(orderBreaksIn(game, before).map(keyOf));
  return orderBreaksIn(game, after).filter((b) => !known.has(keyOf(b)));
}

/** 'Bronze (20) is below Iron (30)', for the guard's sentence and the game file check. */
export const orderBreakText = (b: OrderBreak) =>
  `${b.row.label} (${formatAmount(b.row.value)}) is below ${b.above.label} (${formatAmount(b.above.value)})`;
