import {
  createAccessorNode,
  createArrayNode,
  createAssignmentNode,
  createBlockNode,
  createConditionalNode,
  createConstantNode,
  createFunctionAssignmentNode,
  createFunctionNode,
  createIndexNode,
  createNode,
  createObjectNode,
  createOperatorNode,
  createParenthesisNode,
  createParse,
  createRangeNode,
  createRelationalNode,
  createSymbolNode,
  isAccessorNode,
  isConstantNode,
  isFunctionNode,
  isOperatorNode,
  isParenthesisNode,
  isSymbolNode,
  type AccessorNode,
  type FunctionNode,
  type MathNode,
  type OperatorNode as MathOperatorNode,
  type OperatorNodeFn,
  type OperatorNodeOp,
} from 'mathjs/number';
import { didYouMean } from './did-you-mean';
import { EngineError } from './engine-errors';
import type { GameInput } from './game-types';

// mathjs exports its factories (its custom-bundling API) from every entry, but its types leave them out.
declare module 'mathjs/number' {
  type Factory = (dependencies: Record<string, unknown>) => unknown;
  export const createAccessorNode: Factory;
  export const createArrayNode: Factory;
  export const createAssignmentNode: Factory;
  export const createBlockNode: Factory;
  export const createConditionalNode: Factory;
  export const createConstantNode: Factory;
  export const createFunctionAssignmentNode: Factory;
  export const createFunctionNode: Factory;
  export const createIndexNode: Factory;
  export const createNode: Factory;
  export const createObjectNode: Factory;
  export const createOperatorNode: Factory;
  export const createParenthesisNode: Factory;
  export const createParse: Factory;
  export const createRangeNode: Factory;
  export const createRelationalNode: Factory;
  export const createSymbolNode: Factory;
}

/**
 * What a formula may use:
 * - a count or choice input by its key (the count, or the chosen option's value);
 * - a flag input by its key (1 when ticked, else 0) and its flat amount as `flat.<key>`;
 * - a count's multiplier as `m.<key>`;
 * - a group by its key (the list of its counts) and its multipliers as `m.<key>`, only inside
 *   `dot(group, m.group)` or `sum(group)`;
 * - numbers, + - * / (unary too), parentheses, and the functions dot, sum, min, max.
 * Anything else is refused when the game file loads, by checkFormula on mathjs's own tree.
 */
export const FORMULA_FUNCTIONS = ['dot', 'sum', 'min', 'max'] as const;

// The field ('formula') says where; messages say what, and each carries its fix.
const WRITE_IT = 'write it with numbers, input keys, + - * /, parentheses and dot(), sum(), min(), max()';

/**
 * Everything a formula can call, and all that mathjs's evaluation can reach (operators resolve to
 * add, subtract...; calls to the names of FORMULA_FUNCTIONS). Plain functions on numbers: the
 * checker lets nothing else in, so mathjs's typed dispatch would only cost time and bytes.
 * x / 0 gives 0, where mathjs gives Infinity: a price must stay finite.
 */
const namespace = {
  add: (a: number, b: number) => a + b,
  subtract: (a: number, b: number) => a - b,
  multiply: (a: number, b: number) => a * b,
  divide: (a: number, b: number) => (b === 0 ? 0 : a / b),
  unaryMinus: (a: number) => -a,
  unaryPlus: (a: number) => a,
  dot: (x: readonly number[], y: readonly number[]) => {
    let total = 0;
    for (let i = 0; i < x.length; i++) total += x[i]! * y[i]!;
    return total;
  },
  // sum(group) adds a group's counts; sum(a, b...) adds numbers (the checker allows no mix).
  sum: (...values: (number | readonly number[])[]) => {
    let total = 0;
    for (const value of values) {
      if (typeof value === 'number') total += value;
      else for (const item of value) total += item;
    }
    return total;
  },
  min: Math.min,
  max: Math.max,
  // Read by ArrayNode, which compileTerms uses to evaluate all terms at once: a plain array.
  config: { matrix: 'Array' },
};

const unused = (name: string) => () => {
  throw new Error(`${name} is not part of the formula language`);
};

/**
 * mathjs's parser and node classes, built from mathjs's own factories with only what they need.
 * Not `create()`: its core brings typed-function and every type conversion of mathjs (about
 * 18 kB gzipped of the calculator page) for functions no formula may call. What the factories ask
 * for beyond the nodes serves only syntax the checker refuses (index brackets, `end`, blocks,
 * function definitions, LaTeX output), so those get stand-ins that say so. `typed` is asked only
 * to make parse() a typed function; parse(text) is all the engine calls.
 */
const mathjs = (() => {
  const typed = Object.assign((_name: string, signatures: { string: unknown }) => signatures.string, { addConversion: () => {} });
  const built: Record<string, unknown> = {
    math: namespace,
    mathWithTransform: namespace,
    config: { number: 'number' },
    typed,
    numeric: (text: string) => Number(text),
    isBounded: Number.isFinite,
    subset: unused('subset'),
    size: unused('size'),
    ResultSet: unused('ResultSet'),
  };
  built.Node = createNode(built);
  const nodes = {
    ConstantNode: createConstantNode,
    SymbolNode: createSymbolNode,
    IndexNode: createIndexNode,
    AccessorNode: createAccessorNode,
    ArrayNode: createArrayNode,
    AssignmentNode: createAssignmentNode,
    BlockNode: createBlockNode,
    ConditionalNode: createConditionalNode,
    FunctionAssignmentNode: createFunctionAssignmentNode,
    FunctionNode: createFunctionNode,
    ObjectNode: createObjectNode,
    OperatorNode: createOperatorNode,
    ParenthesisNode: createParenthesisNode,
    RangeNode: createRangeNode,
    RelationalNode: createRelationalNode,
  };
  // In this order: FunctionNode needs SymbolNode, AccessorNode needs IndexNode...
  for (const [name, factory] of Object.entries(nodes)) built[name] = factory(built);
  return built;
})();
const parse = createParse(mathjs) as (text: string) => MathNode;
type NodeClass = new (...args: unknown[]) => MathNode;

/** mathjs's reading of a formula; a text it cannot read is a FORMULA_SYNTAX error. */
export function parseFormula(text: string): MathNode {
  try {
    return parse(text);
  } catch (error) {
    throw new EngineError('FORMULA_SYNTAX', `The formula does not parse: ${(error as Error).message}`, 'formula', WRITE_IT);
  }
}

/**
 * Compiles checked terms (with their signs) into one mathjs evaluation that gives every term's
 * value: one call per pricing instead of one per term, each of which would build and check a scope.
 */
export function compileTerms(terms: readonly { node: MathNode; sign: 1 | -1 }[]): (scope: Map<string, unknown>) => number[] {
  const { ArrayNode, OperatorNode } = mathjs as { ArrayNode: NodeClass; OperatorNode: NodeClass };
  const items = terms.map(({ node, sign }) => (sign === 1 ? node : new OperatorNode('-', 'unaryMinus', [node])));
  const code = new ArrayNode(items).compile();
  return (scope) => code.evaluate(scope) as number[];
}

/** What a checked node gives when evaluated: a number, or a group's list (of counts or multipliers). */
type Checked = { kind: 'scalar'; keys: Set<string> } | { kind: 'vector'; size: number; keys: Set<string> };

type Inputs = ReadonlyMap<string, GameInput>;
type OperatorNode = MathOperatorNode<OperatorNodeOp, OperatorNodeFn>;

const syntax = (detail: string) => new EngineError('FORBIDDEN_SYNTAX', detail, 'formula', WRITE_IT);

/** The names a formula may use in this game: input keys, m.<count or group>, flat.<flag>. */
function symbolsOf(inputs: Inputs): string[] {
  return [...inputs.values()].flatMap((input) => [
    input.key,
    ...(input.kind === 'count' || input.kind === 'group' ? [`m.${input.key}`] : []),
    ...(input.kind === 'flag' ? [`flat.${input.key}`] : []),
  ]);
}

const unknown = (name: string, inputs: Inputs) =>
  new EngineError(
    'UNKNOWN_SYMBOL',
    `unknown symbol "${name}" (not a declared input or config entry)${didYouMean(name, symbolsOf(inputs))}`,
    'formula',
    'name a declared input by its key, m.<count or group key> for a multiplier, or flat.<flag key> for a flag amount',
  );
const scalar = (keys: Set<string>): Checked => ({ kind: 'scalar', keys });
const union = (checked: readonly Checked[]) => new Set(checked.flatMap((c) => [...c.keys]));

/** Checks one term of the formula's top-level sum and returns the inputs it reads; a term must give a number, not a group's list. */
export function checkTerm(node: MathNode, inputs: Inputs): string[] {
  const checked = checkFormula(node, inputs);
  if (checked.kind !== 'scalar') throw syntax(`"${node.toString()}" is a list of counts; use it inside dot() or sum()`);
  return [...checked.keys];
}

/**
 * The sandbox, on mathjs's tree: every node is one of the whitelisted kinds, every name a
 * declared input (or m./flat. of one), every call one of FORMULA_FUNCTIONS, and a group's list
 * only where a list is taken. Returns what the node gives and the inputs it reads; throws an
 * EngineError (UNKNOWN_SYMBOL, FORBIDDEN_FUNCTION, FORBIDDEN_SYNTAX or FORMULA_SYNTAX) naming the
 * offending part. Assignments, function definitions, blocks, conditions, strings, matrices,
 * ranges and index brackets fall to the last line: no other node type passes.
 */
function checkFormula(node: MathNode, inputs: Inputs): Checked {
  if (isParenthesisNode(node)) return checkFormula(node.content, inputs);
  if (isConstantNode(node)) {
    if (typeof node.value !== 'number' || !Number.isFinite(node.value))
      throw syntax(`only numbers may appear as constants, not ${node.toString()}`);
    return scalar(new Set());
  }
  if (isSymbolNode(node)) {
    const input = inputs.get(node.name);
    if (!input) throw unknown(node.name, inputs);
    const keys = new Set([node.name]);
    return input.kind === 'group' ? { kind: 'vector', size: input.items.length, keys } : scalar(keys);
  }
  if (isAccessorNode(node)) return checkAccessor(node, inputs);
  if (isOperatorNode(node)) return checkOperator(node, inputs);
  if (isFunctionNode(node)) return checkFunction(node, inputs);
  throw syntax(`"${node.toString()}" is not allowed (only arithmetic on inputs and config)`);
}

function checkAccessor(node: AccessorNode, inputs: Inputs): Checked {
  const [property] = node.index.dimensions;
  const name = isSymbolNode(node.object) ? node.object.name : '';
  // Dot notation only (m["x"] and m?.x are other readings), and only on the two namespaces.
  if (
    (name !== 'm' && name !== 'flat') ||
    !node.index.dotNotation ||
    node.optionalChaining ||
    node.index.dimensions.length !== 1 ||
    !isConstantNode(property) ||
    typeof property.value !== 'string'
  ) {
    throw syntax(`"${node.toString()}" is not allowed; write m.<input> or flat.<input>`);
  }
  const key = property.value;
  const input = inputs.get(key);
  const keys = new Set([key]);
  if (name === 'm' && input?.kind === 'count') return scalar(keys);
  if (name === 'm' && input?.kind === 'group') return { kind: 'vector', size: input.items.length, keys };
  if (name === 'flat' && input?.kind === 'flag') return scalar(keys);
  throw unknown(`${name}.${key}`, inputs);
}

function scalarArgs(node: OperatorNode, inputs: Inputs): Checked[] {
  return node.args.map((arg) => {
    const checked = checkFormula(arg, inputs);
    if (checked.kind !== 'scalar') throw syntax(`"${node.toString()}": a group's list of counts can only be used inside dot() or sum()`);
    return checked;
  });
}

const OPERATORS = new Set(['+', '-', '*', '/']);

function checkOperator(node: OperatorNode, inputs: Inputs): Checked {
  // "level m.level" is mathjs for level * m.level, and just as often a forgotten "+": make the author say which.
  if (node.implicit)
    throw new EngineError(
      'FORMULA_SYNTAX',
      `The formula does not parse: "${node.toString()}" needs an operator (write * to multiply)`,
      'formula',
      WRITE_IT,
    );
  // "5%" is mathjs for 5 / 100, and "x + 5%" for x + x * 5 / 100: a surprise in a price.
  if ((node as { isPercentage?: boolean }).isPercentage) throw syntax(`"${node.toString()}": percentages are not allowed; write / 100`);
  if (!OPERATORS.has(node.op) || node.args.length > 2 || (node.args.length === 1 && node.op !== '+' && node.op !== '-'))
    throw syntax(`operator "${node.op}" is not allowed (only + - * /)`);
  return scalar(union(scalarArgs(node, inputs)));
}

function checkFunction(node: FunctionNode, inputs: Inputs): Checked {
  const fn: MathNode = node.fn;
  if (!isSymbolNode(fn) || (node as { optional?: boolean }).optional)
    throw syntax(`"${node.toString()}" is not allowed; only dot, sum, min and max may be called`);
  const name = fn.name;
  if (!(FORMULA_FUNCTIONS as readonly string[]).includes(name)) {
    throw new EngineError(
      'FORBIDDEN_FUNCTION',
      `function "${name}" is not allowed (only ${FORMULA_FUNCTIONS.join(', ')})${didYouMean(name, FORMULA_FUNCTIONS)}`,
      'formula',
      `call only ${FORMULA_FUNCTIONS.join(', ')}`,
    );
  }
  if (node.args.length === 0) throw syntax(`${name}() needs at least one argument`);
  if (name === 'dot') {
    const args = node.args.map((arg) => checkFormula(arg, inputs));
    const [a, b] = args;
    if (args.length !== 2 || a?.kind !== 'vector' || b?.kind !== 'vector' || a.size !== b.size)
      throw syntax(`"${node.toString()}": dot() takes a group and its multipliers, e.g. dot(skins, m.skins)`);
    return scalar(union(args));
  }
  if (name === 'sum' && node.args.length === 1) {
    // sum(group) adds the group's counts; any other sum() adds numbers.
    return scalar(checkFormula(node.args[0]!, inputs).keys);
  }
  const args = node.args.map((arg) => checkFormula(arg, inputs));
  if (args.some((a) => a.kind === 'vector'))
    throw syntax(
      name === 'sum' ? `"${node.toString()}": sum() takes one group, or numbers` : `${name}() takes numbers, not a group's list of counts`,
    );
  return scalar(union(args));
}
