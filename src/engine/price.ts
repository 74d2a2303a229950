import { compileFormula, type CompiledFormula, type FormulaScope } from './formula';
import { readCount, readFlat, readGroupItem, readMarket } from './config-read';
import type { GameConfig, GameDefinition, RawInputs } from './game-types';
import { normalizeInputs } from './normalize-inputs';
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

const compiled = new WeakMap<GameDefinition, CompiledFormula>();

/** The game's formula, compiled on first use and cached per game object. Throws EngineError on a bad formula. */
export function formulaOf(game: GameDefinition): CompiledFormula {
  let formula = compiled.get(game);
  if (!formula) {
    formula = compileFormula(game.formula, game.inputs);
    compiled.set(game, formula);
  }
  return formula;
}

/** The numbers a compiled formula reads, from normalised inputs and the config. */
export function formulaScope(game: GameDefinition, config: GameConfig, raw: RawInputs): FormulaScope {
  const inputs = normalizeInputs(game, config, raw);
  const scope: FormulaScope = { v: {}, g: {}, m: {}, mg: {}, flat: {} };
  for (const input of game.inputs) {
    const value = inputs[input.key];
    if (input.kind === 'group') {
      const counts = value as Record<string, number>;
      scope.g[input.key] = input.items.map((item) => counts[item.key] ?? 0);
      scope.mg[input.key] = input.items.map((item) => readGroupItem(config, input.key, item.key, item.label).multi);
      continue;
    }
    scope.v[input.key] = value as number;
    if (input.kind === 'count') scope.m[input.key] = readCount(config, input.key, input.label).multi;
    else if (input.kind === 'flag') scope.flat[input.key] = readFlat(config, input.key, input.label).value;
  }
  return scope;
}

/** The caption of an input as the visitor sees it (config label where the config has one). */
export function inputLabel(game: GameDefinition, config: GameConfig, key: string): string {
  const input = game.inputs.find((i) => i.key === key);
  if (!input) return key;
  if (input.kind === 'count') return readCount(config, key, input.label).label;
  if (input.kind === 'flag') return readFlat(config, key, input.label).label;
  return input.label;
}

/**
 * Prices a visitor's inputs (form data: counts, option labels, ticks, group maps) under a
 * config. Inputs are normalised first (normalizeInputs). The sum is rounded once, to cents,
 * and never below 0; market = price × config.market (0.4 if the config has none), to cents.
 * Throws EngineError only if the game's formula itself is bad (checked games never are).
 */
export function priceOf(game: GameDefinition, config: GameConfig, inputs: RawInputs): PriceResult {
  const scope = formulaScope(game, config, inputs);
  const parts = new Map<string, number>();
  let total = 0;
  for (const term of formulaOf(game).terms) {
    const amount = term.evaluate(scope);
    total += amount;
    const key = term.keys.join('+');
    parts.set(key, (parts.get(key) ?? 0) + amount);
  }
  const price = Math.max(0, roundCents(total));
  const order = (key: string) => game.inputs.findIndex((i) => i.key === key.split('+')[0]);
  const breakdown = [...parts].sort(([a], [b]) => order(a) - order(b)).map(([key, amount]) => ({
    key,
    label: key === '' ? 'Base' : key.split('+').map((k) => inputLabel(game, config, k)).join(' + '),
    amount: roundCents(amount),
  }));
  return { price, market: Math.max(0, roundCents(price * readMarket(config))), breakdown };
}

