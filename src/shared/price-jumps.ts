import { newOrderBreaks, orderBreakText, type OrderBreak } from '../engine/ascending-lists';
import { configSchemaOf } from '../engine/config-schema';
import type { GameConfig, GameDefinition, GameExample } from '../engine/game-types';
import { formatAmount } from '../engine/money';
import { priceOf } from '../engine/price';
import { PRICE_JUMP_FACTOR } from '../engine/price-preview';
import { changeLabel } from './change-labels';
import { changesBetween, type Change } from './changes';
import { formatEuro } from './format-euro';

/** One number of a save that moves tenfold or more: a price field, or an example's price. */
export interface PriceJump {
  /** For people: 'Agents › Multiplier (€)', 'Example 2 (Level 120, Rank Immortal, …) Market Value'. */
  what: string;
  before: number;
  after: number;
  /** An example's price (shown in euros), not a field. */
  euros: boolean;
}

// Decimal amounts divide inexactly (0.11 / 0.011 is 9.999…): a ratio within a billionth of 10 is 10.
const TENFOLD = PRICE_JUMP_FACTOR * (1 - 1e-9);

/** ×10 or more either way; a move to or from 0 counts, as a typo there is as costly. */
const fieldMoved = (before: number, after: number) =>
  before !== after && (before === 0 || after === 0 || Math.max(after / before, before / after) >= TENFOLD);

// A price of 0 moves "tenfold" to anything from 10 cents: compared from one cent, so rounding is no jump.
const priceMoved = (before: number, after: number) => {
  const [a, b] = [Math.max(before, 0.01), Math.max(after, 0.01)];
  return a / b >= TENFOLD || b / a >= TENFOLD;
};

/** An example by what it enters: 'Level 50, Rank Gold, Agents 10, Gun Buddy' (the first four inputs it sets). */
export function describeExample(game: GameDefinition, example: GameExample): string {
  const parts = game.inputs.flatMap((input): string[] => {
    const value = example.inputs[input.key];
    if (value === undefined || value === false) return [];
    if (input.kind === 'flag') return [input.label];
    if (input.kind === 'group')
      return input.items
        .filter((item) => (value as Record<string, unknown>)[item.key] !== undefined)
        .map((item) => `${item.label} ${String((value as Record<string, unknown>)[item.key])}`);
    return [`${input.label} ${String(value)}`];
  });
  return parts.length > 4 ? `${parts.slice(0, 4).join(', ')}, …` : parts.join(', ');
}

/**
 * Every number that moves tenfold or more between two configs (decision 0047): each price field,
 * named as the editor names it (the market factor included), then each example's Estimated Real
 * Value and Market Value. Empty when none does.
 */
export function priceJumps(game: GameDefinition, before: GameConfig, after: GameConfig): PriceJump[] {
  const fields = changesBetween(before, after)
    .filter((c): c is Change & { before: number; after: number } => typeof c.before === 'number' && typeof c.after === 'number')
    .filter((c) => fieldMoved(c.before, c.after))
    .map((c) => ({ what: changeLabel(configSchemaOf(game), c), before: c.before, after: c.after, euros: false }));
  const examples = game.examples.flatMap((example, i) => {
    const [was, now] = [priceOf(game, before, example.inputs), priceOf(game, after, example.inputs)];
    const name = `Example ${i + 1} (${describeExample(game, example)})`;
    return [
      { what: `${name} Estimated Real Value`, before: was.price, after: now.price, euros: true },
      { what: `${name} Market Value`, before: was.market, after: now.market, euros: true },
    ].filter((jump) => priceMoved(jump.before, jump.after));
  });
  return [...fields, ...examples];
}

/** What a save is asked to confirm: numbers that move tenfold, and lists declared ascending that it breaks. */
export interface PriceWarnings {
  jumps: PriceJump[];
  breaks: OrderBreak[];
}

export function priceWarnings(game: GameDefinition, before: GameConfig, after: GameConfig): PriceWarnings | null {
  const warnings = { jumps: priceJumps(game, before, after), breaks: newOrderBreaks(game, before, after) };
  return warnings.jumps.length + warnings.breaks.length > 0 ? warnings : null;
}

/** The confirmation's question, by what it asks about. */
export const priceWarningTitle = (w: PriceWarnings | null): string =>
  !w || (w.jumps.length && w.breaks.length)
    ? 'Save these price changes?'
    : w.jumps.length
      ? 'Save a tenfold price change?'
      : 'Save a list out of order?';

/** The refusal's sentences: each number that moves, with its value before and after; each list out of order. */
export function priceWarningText({ jumps, breaks }: PriceWarnings): string {
  const moved = jumps.length
    ? `These values move ${PRICE_JUMP_FACTOR}× or more: ${jumps
        .map(
          (j) =>
            `${j.what}: ${j.euros ? formatEuro(j.before) : formatAmount(j.before)} → ${j.euros ? formatEuro(j.after) : formatAmount(j.after)}`,
        )
        .join('; ')}.`
    : '';
  const lists = [...new Set(breaks.map((b) => b.list))].map(
    (list) =>
      `${list} should go up row by row: ${breaks
        .filter((b) => b.list === list)
        .map(orderBreakText)
        .join('; ')}.`,
  );
  return [moved, ...lists].filter(Boolean).join(' ');
}
