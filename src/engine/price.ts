import { FormulaScope, formulaOf } from './formula';
import { readCount, readFlat, readGroupItem, readMarket, readOptions, selectOption } from './config-read';
import type { GameConfig, GameDefinition, RawInputs } from './game-types';
import { normalizeCount, normalizeFlag } from './normalize-inputs';
import { roundCents } from './money';

/** One part of the price: an input (or a formula term naming several, keys joined by "+"). */
export interface BreakdownEntry {
  key: string;
  label: string;
  /** Euros, rounded to cents (so the parts may differ from the price by a cent). */
  amount: number;
}

export interface PriceResult {
  /** Estimated Real Value in euros, rounded once, to cents; never negative. */
  price: number;
  /** Market Value: price × config.market, to cents. */
  market: number;
  /** The price's parts in input order (formula terms grouped by the inputs they read). */
  breakdown: BreakdownEntry[];
}

/** What a config contributes to every pricing, read once per config object; arrays are indexed by input slot. */
interface PreparedConfig {
  /** Multipliers of counts and groups by key (the formula's `m`), flat amounts of flags by key (`flat`). */
  m: Record<string, number | number[]>;
  flat: Record<string, number>;
  /** Per choice slot: option values by label, and the value of the fallback option (default, else first, else 0). */
  options: ({ byLabel: Map<string, number>; fallback: number } | undefined)[];
  /** Breakdown entries in input order, and for each formula term the entry it adds to. */
  parts: { key: string; label: string }[];
  partOfTerm: number[];
  market: number;
}

const preparedConfigs = new WeakMap<GameDefinition, WeakMap<object, PreparedConfig>>();

/** The caption of an input as the visitor sees it (config label where the config has one). */
function inputLabel(game: GameDefinition, config: GameConfig, key: string): string {
  const input = game.inputs.find((i) => i.key === key);
  if (!input) return key;
  if (input.kind === 'count') return readCount(config, key, input.label).label;
  if (input.kind === 'flag') return readFlat(config, key, input.label).label;
  return input.label;
}

function prepare(game: GameDefinition, config: GameConfig): PreparedConfig {
  // Plain objects: mathjs reads m.<key> and flat.<key> from plain objects only.
  const p: PreparedConfig = { m: {}, flat: {}, options: [], parts: [], partOfTerm: [], market: readMarket(config) };
  game.inputs.forEach((input, slot) => {
    if (input.kind === 'count') p.m[input.key] = readCount(config, input.key, input.label).multi;
    if (input.kind === 'flag') p.flat[input.key] = readFlat(config, input.key, input.label).value;
    if (input.kind === 'group') p.m[input.key] = input.items.map((item) => readGroupItem(config, input.key, item.key, item.label).multi);
    if (input.kind === 'choice') {
      const options = readOptions(config, input);
      p.options[slot] = {
        byLabel: new Map(options.map((o) => [o.label, o.value])),
        fallback: selectOption(options, input, input.default)?.value ?? 0,
      };
    } else p.options[slot] = undefined;
  });
  const order = (key: string) => game.inputs.findIndex((i) => i.key === key.split('+')[0]);
  const keys = [...new Set(formulaOf(game).terms.map((t) => t.keys.join('+')))].sort((a, b) => order(a) - order(b));
  p.parts = keys.map((key) => ({
    key,
    label:
      key === ''
        ? 'Base'
        : key
            .split('+')
            .map((k) => inputLabel(game, config, k))
            .join(' + '),
  }));
  p.partOfTerm = formulaOf(game).terms.map((t) => keys.indexOf(t.keys.join('+')));
  return p;
}

/**
 * The prepared view of a config, cached per (game, config object). Configs are treated as
 * immutable values: to price under changed prices, pass a new object (React state does).
 */
function preparedFor(game: GameDefinition, config: GameConfig): PreparedConfig {
  let byConfig = preparedConfigs.get(game);
  if (!byConfig) preparedConfigs.set(game, (byConfig = new WeakMap()));
  let p = byConfig.get(config);
  if (!p) byConfig.set(config, (p = prepare(game, config)));
  return p;
}

/**
 * The numbers a compiled formula reads: counts (see normalizeCount), flags 0/1, a choice its
 * option's value (an unknown label falls back to the default option; an empty list gives 0),
 * a group its item counts; unknown keys are ignored. Then the config's amounts.
 */
function scopeOf(game: GameDefinition, p: PreparedConfig, raw: RawInputs): FormulaScope {
  const source = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const inputs = game.inputs;
  // The inputs by slot, then m and flat (CompiledFormula.slots).
  const values = new Array<unknown>(inputs.length + 2);
  for (let slot = 0; slot < inputs.length; slot++) {
    const input = inputs[slot]!;
    const value = source[input.key];
    if (input.kind === 'count') values[slot] = normalizeCount(value, input.min, input.max);
    else if (input.kind === 'flag') values[slot] = normalizeFlag(value);
    else if (input.kind === 'choice') {
      const options = p.options[slot]!;
      values[slot] = (typeof value === 'string' ? options.byLabel.get(value) : undefined) ?? options.fallback;
    } else {
      const map = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
      values[slot] = input.items.map((item) => normalizeCount(map[item.key], input.min, input.max));
    }
  }
  values[inputs.length] = p.m;
  values[inputs.length + 1] = p.flat;
  return new FormulaScope(formulaOf(game).slots, values);
}

/**
 * Prices a visitor's inputs (form data: counts, option labels, ticks, group maps) under a config.
 * Inputs are normalised first (see scopeOf); the sum is rounded once, to cents, and never below 0.
 * Throws EngineError only if the game's formula itself is bad (checked games never are).
 */
export function priceOf(game: GameDefinition, config: GameConfig, inputs: RawInputs): PriceResult {
  const p = preparedFor(game, config);
  const scope = scopeOf(game, p, inputs);
  const terms = formulaOf(game).evaluate(scope);
  const amounts = new Array<number>(p.parts.length).fill(0);
  let total = 0;
  for (let i = 0; i < terms.length; i++) {
    const amount = terms[i]!;
    total += amount;
    const part = p.partOfTerm[i]!;
    amounts[part] = (amounts[part] ?? 0) + amount;
  }
  const price = Math.max(0, roundCents(total));
  return {
    price,
    market: Math.max(0, roundCents(price * p.market)),
    breakdown: p.parts.map((part, i) => ({ key: part.key, label: part.label, amount: roundCents(amounts[i]!) })),
  };
}

/** The formula's terms before any rounding, in formula order: where the checker looks for overflow and NaN (roundCents hides them). */
export function unroundedTerms(game: GameDefinition, config: GameConfig, inputs: RawInputs): number[] {
  const scope = scopeOf(game, preparedFor(game, config), inputs);
  return formulaOf(game).evaluate(scope);
}
