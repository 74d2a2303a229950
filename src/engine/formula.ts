import type { MathNode } from 'mathjs/number';
import { isOperatorNode } from 'mathjs/number';
import { checkTerm, compileTerms, parseFormula } from './formula-sandbox';
import type { GameDefinition, GameInput } from './game-types';

/**
 * What a formula reads, in one array by slot (CompiledFormula.slots), so a pricing fills one array
 * and copies nothing into a Map. It extends Map only so that mathjs takes it as one without
 * wrapping it; its own entries stay empty.
 */
export class FormulaScope extends Map<string, unknown> {
  constructor(
    private readonly slots: ReadonlyMap<string, number>,
    private readonly slotValues: readonly unknown[],
  ) {
    super();
  }

  override has(name: string): boolean {
    return this.slots.has(name);
  }

  override get(name: string): unknown {
    const slot = this.slots.get(name);
    return slot === undefined ? undefined : this.slotValues[slot];
  }

  override set(): this {
    // A checked formula assigns nothing; mathjs calls set only for assignments.
    throw new Error('A formula cannot assign');
  }
}

/** One additive term of the formula's top-level sum: the inputs it reads. */
export interface FormulaTerm {
  keys: string[];
}

/** A checked, compiled formula: the sum of its terms is the price before rounding. */
export interface CompiledFormula {
  terms: FormulaTerm[];
  /** Every term's value, in the order of `terms`. */
  evaluate(scope: FormulaScope): number[];
  /** Slots of FormulaScope's values: each input's key at its position in the game's `inputs`, then `m` and `flat`. */
  slots: ReadonlyMap<string, number>;
}

/**
 * Parses a formula with mathjs, checks the tree against the game's inputs (formula-sandbox.ts)
 * and compiles the terms of its top-level sum into one mathjs expression that gives each term's
 * value (the breakdown). Throws an EngineError (FORMULA_SYNTAX, UNKNOWN_SYMBOL, FORBIDDEN_FUNCTION
 * or FORBIDDEN_SYNTAX) naming the offending part, with its fix. Parsing and compiling cost far
 * more than evaluating (40–190 µs against a few µs): use formulaOf, which does it once per game.
 */
export function compileFormula(formula: string, inputs: readonly GameInput[]): CompiledFormula {
  const root = parseFormula(formula);
  const byKey = new Map(inputs.map((input) => [input.key, input]));
  const split = additiveTerms(root, 1);
  const terms: FormulaTerm[] = split.map(({ node }) => ({ keys: checkTerm(node, byKey) }));
  const slots = new Map(inputs.map((input, slot) => [input.key, slot]));
  slots.set('m', inputs.length).set('flat', inputs.length + 1);
  return { terms, slots, evaluate: compileTerms(split) };
}

function additiveTerms(node: MathNode, sign: 1 | -1): { node: MathNode; sign: 1 | -1 }[] {
  if (isOperatorNode(node) && node.args.length === 2 && !node.implicit && (node.op === '+' || node.op === '-')) {
    const [left, right] = node.args as [MathNode, MathNode];
    return [...additiveTerms(left, sign), ...additiveTerms(right, node.op === '-' ? (-sign as 1 | -1) : sign)];
  }
  return [{ node, sign }];
}

const compiled = new WeakMap<GameDefinition, { formula: string; inputs: readonly GameInput[]; compiled: CompiledFormula }>();

/**
 * The game's formula, compiled on first use and kept with the game object (the check that loads a
 * file compiles it, and every pricing after reuses that). Throws EngineError on a bad formula.
 */
export function formulaOf(game: GameDefinition): CompiledFormula {
  const cached = compiled.get(game);
  // A test may edit a game object between checks: the cache holds only for the text it compiled.
  if (cached && cached.formula === game.formula && cached.inputs === game.inputs) return cached.compiled;
  const fresh = compileFormula(game.formula, game.inputs);
  compiled.set(game, { formula: game.formula, inputs: game.inputs, compiled: fresh });
  return fresh;
}
