import { EngineError } from './engine-errors';
import type { GameInput } from './game-types';
import type { MathNodeLike } from './formula-node';
import { parseFormulaSubset } from './formula-parser';

/**
 * What a formula may use:
 * - a count or choice input by its key (the count, or the chosen option's value);
 * - a flag input by its key (1 when ticked, else 0) and its flat amount as `flat.<key>`;
 * - a count's multiplier as `m.<key>`;
 * - a group by its key (the list of its counts) and its multipliers as `m.<key>`, only inside
 *   `dot(group, m.group)` or `sum(...)`;
 * - numbers, + - * / (unary too), parentheses, and the functions dot, sum, min, max.
 * Anything else is refused when the game file loads.
 */
export const FORMULA_FUNCTIONS = ['dot', 'sum', 'min', 'max'] as const;

/**
 * Values a compiled formula reads, each array indexed by the input's position in the game's
 * `inputs` (slots, not names, so a read is an array index). Built by price.ts.
 */
export interface FormulaScope {
  /** Counts, choice values and flags (0/1). */
  v: number[];
  /** Group counts, in the group's item order. */
  g: number[][];
  /** Multipliers of counts. */
  m: number[];
  /** Multipliers of group items, in item order. */
  mg: number[][];
  /** Flat amounts of flags. */
  flat: number[];
}

type Scalar = (s: FormulaScope) => number;
type Vector = (s: FormulaScope) => number[];
type Compiled = { kind: 'scalar'; fn: Scalar; keys: Set<string> } | { kind: 'vector'; fn: Vector; size: number; keys: Set<string> };

/** One additive term of the formula's top-level sum, with the inputs it reads. */
export interface FormulaTerm {
  keys: string[];
  evaluate: Scalar;
}

/** A checked, compiled formula: the sum of its terms is the price before rounding. */
export interface CompiledFormula {
  terms: FormulaTerm[];
}

/**
 * Parses (by default with the small subset parser; game-file-check also passes mathjs's), checks
 * and compiles a formula against a game's inputs. Throws an EngineError
 * (FORMULA_SYNTAX, UNKNOWN_SYMBOL, FORBIDDEN_FUNCTION or FORBIDDEN_SYNTAX) naming the offending
 * part. The result evaluates with plain closures: no mathjs at run time, nothing to escape to.
 */
export function compileFormula(
  formula: string,
  inputs: readonly GameInput[],
  parse: (text: string) => MathNodeLike = parseFormulaSubset,
): CompiledFormula {
  let root: MathNodeLike;
  try {
    root = parse(formula);
  } catch (error) {
    if (error instanceof EngineError) throw error;
    throw new EngineError('FORMULA_SYNTAX', `The formula does not parse: ${(error as Error).message}`, 'formula');
  }
  const byKey = new Map(inputs.map((input, slot) => [input.key, { input, slot }]));
  const terms: FormulaTerm[] = [];
  for (const { node, sign } of additiveTerms(root, 1)) {
    const compiled = compileNode(node, byKey);
    if (compiled.kind !== 'scalar') throw syntax(`"${node.toString()}" is a list of counts; use it inside dot() or sum()`);
    const fn = compiled.fn;
    terms.push({ keys: [...compiled.keys], evaluate: sign === 1 ? fn : (s) => -fn(s) });
  }
  return { terms };
}

function additiveTerms(node: MathNodeLike, sign: 1 | -1): { node: MathNodeLike; sign: 1 | -1 }[] {
  if (node.type === 'OperatorNode' && node.args?.length === 2 && (node.op === '+' || node.op === '-')) {
    const [left, right] = node.args as [MathNodeLike, MathNodeLike];
    return [...additiveTerms(left, sign), ...additiveTerms(right, node.op === '-' ? (-sign as 1 | -1) : sign)];
  }
  return [{ node, sign }];
}

type Inputs = Map<string, { input: GameInput; slot: number }>;

const syntax = (detail: string) => new EngineError('FORBIDDEN_SYNTAX', `Formula: ${detail}`, 'formula');
const unknown = (name: string) =>
  new EngineError('UNKNOWN_SYMBOL', `Formula: unknown symbol "${name}" (not a declared input or config entry)`, 'formula');

function compileNode(node: MathNodeLike, byKey: Inputs): Compiled {
  switch (node.type) {
    case 'ParenthesisNode':
      return compileNode(node.content as MathNodeLike, byKey);
    case 'ConstantNode': {
      const value = node.value;
      if (typeof value !== 'number' || !Number.isFinite(value))
        throw syntax(`only numbers may appear as constants, not ${node.toString()}`);
      return { kind: 'scalar', fn: () => value, keys: new Set() };
    }
    case 'SymbolNode':
      return compileSymbol(node.name ?? '', byKey);
    case 'AccessorNode':
      return compileAccessor(node, byKey);
    case 'OperatorNode':
      return compileOperator(node, byKey);
    case 'FunctionNode':
      return compileFunction(node, byKey);
    default:
      throw syntax(`"${node.toString()}" is not allowed (only arithmetic on inputs and config)`);
  }
}

function compileSymbol(name: string, byKey: Inputs): Compiled {
  const found = byKey.get(name);
  if (!found) throw unknown(name);
  const { input, slot } = found;
  const keys = new Set([name]);
  if (input.kind === 'group') return { kind: 'vector', fn: (s) => s.g[slot] as number[], size: input.items.length, keys };
  return { kind: 'scalar', fn: (s) => s.v[slot] as number, keys };
}

function compileAccessor(node: MathNodeLike, byKey: Inputs): Compiled {
  const object = node.object;
  const index = node.index;
  const property = index?.isObjectProperty?.() && index.dotNotation ? index.getObjectProperty?.() : null;
  if (object?.type !== 'SymbolNode' || (object.name !== 'm' && object.name !== 'flat') || typeof property !== 'string') {
    throw syntax(`"${node.toString()}" is not allowed; write m.<input> or flat.<input>`);
  }
  const found = byKey.get(property);
  const keys = new Set([property]);
  if (found && object.name === 'm') {
    const { input, slot } = found;
    if (input.kind === 'count') return { kind: 'scalar', fn: (s) => s.m[slot] as number, keys };
    if (input.kind === 'group') return { kind: 'vector', fn: (s) => s.mg[slot] as number[], size: input.items.length, keys };
  } else if (found?.input.kind === 'flag') {
    const { slot } = found;
    return { kind: 'scalar', fn: (s) => s.flat[slot] as number, keys };
  }
  throw unknown(`${object.name}.${property}`);
}

function scalarArgs(node: MathNodeLike, byKey: Inputs): { fns: Scalar[]; keys: Set<string> } {
  const compiled = (node.args ?? []).map((arg) => compileNode(arg, byKey));
  const fns = compiled.map((c) => {
    if (c.kind !== 'scalar') throw syntax(`"${node.toString()}": a group's list of counts can only be used inside dot() or sum()`);
    return c.fn;
  });
  return { fns, keys: new Set(compiled.flatMap((c) => [...c.keys])) };
}

function compileOperator(node: MathNodeLike, byKey: Inputs): Compiled {
  const { fns, keys } = scalarArgs(node, byKey);
  const op = node.op ?? '';
  if (fns.length === 1 && (op === '-' || op === '+')) {
    const [a] = fns as [Scalar];
    return { kind: 'scalar', fn: op === '-' ? (s) => -a(s) : a, keys };
  }
  if (fns.length !== 2) throw syntax(`operator "${op}" is not allowed (only + - * /)`);
  const [a, b] = fns as [Scalar, Scalar];
  // One closure per operator (not a shared apply) keeps each call site monomorphic and fast.
  if (op === '+') return { kind: 'scalar', fn: (s) => a(s) + b(s), keys };
  if (op === '-') return { kind: 'scalar', fn: (s) => a(s) - b(s), keys };
  if (op === '*') return { kind: 'scalar', fn: (s) => a(s) * b(s), keys };
  // Dividing by zero gives 0 rather than Infinity: a price must stay finite.
  if (op === '/')
    return {
      kind: 'scalar',
      fn: (s) => {
        const d = b(s);
        return d === 0 ? 0 : a(s) / d;
      },
      keys,
    };
  throw syntax(`operator "${op}" is not allowed (only + - * /)`);
}

function compileFunction(node: MathNodeLike, byKey: Inputs): Compiled {
  const fn = node.fn;
  if (typeof fn !== 'object' || fn.type !== 'SymbolNode')
    throw syntax(`"${node.toString()}" is not allowed; only dot, sum, min and max may be called`);
  const name = fn.name ?? '';
  if (!(FORMULA_FUNCTIONS as readonly string[]).includes(name)) {
    throw new EngineError(
      'FORBIDDEN_FUNCTION',
      `Formula: function "${name}" is not allowed (only ${FORMULA_FUNCTIONS.join(', ')})`,
      'formula',
    );
  }
  const args = (node.args ?? []).map((arg) => compileNode(arg, byKey));
  const keys = new Set(args.flatMap((a) => [...a.keys]));
  if (name === 'dot') return compileDot(node, args, keys);
  if (args.length === 0) throw syntax(`${name}() needs at least one argument`);
  const parts: Scalar[] = args.map((a) => (a.kind === 'scalar' ? a.fn : (s: FormulaScope) => sumOf(a.fn(s))));
  if (name === 'sum') return { kind: 'scalar', fn: (s) => parts.reduce((total, part) => total + part(s), 0), keys };
  if (args.some((a) => a.kind === 'vector')) throw syntax(`${name}() takes numbers, not a group's list of counts`);
  const pick = name === 'min' ? Math.min : Math.max;
  return { kind: 'scalar', fn: (s) => pick(...parts.map((part) => part(s))), keys };
}

function compileDot(node: MathNodeLike, args: Compiled[], keys: Set<string>): Compiled {
  const [a, b] = args;
  if (args.length !== 2 || a?.kind !== 'vector' || b?.kind !== 'vector' || a.size !== b.size) {
    throw syntax(`"${node.toString()}": dot() takes a group and its multipliers, e.g. dot(skins, m.skins)`);
  }
  const left = a.fn;
  const right = b.fn;
  return {
    kind: 'scalar',
    fn: (s) => {
      const x = left(s);
      const y = right(s);
      let total = 0;
      for (let i = 0; i < x.length; i++) total += (x[i] as number) * (y[i] as number);
      return total;
    },
    keys,
  };
}

function sumOf(values: number[]): number {
  let total = 0;
  for (const value of values) total += value;
  return total;
}
