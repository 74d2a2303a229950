import { EngineError } from './engine-errors';
import type { MathNodeLike } from './formula-node';

/**
 * A parser for the part of mathjs syntax a formula may use — numbers, names, `m.x`/`flat.x`,
 * + - * / (unary + -), parentheses, calls — producing nodes shaped like mathjs's own, so the
 * same checker and compiler run on either. The browser uses this one (mathjs's parser is about
 * 40 kB gzipped); at load, game-file-check parses each formula with mathjs too and refuses it
 * unless both read it the same way. Anything outside the subset is a FORMULA_SYNTAX error.
 */
export function parseFormulaSubset(text: string): MathNodeLike {
  const tokens = text.match(/\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|\.\d+(?:[eE][+-]?\d+)?|[A-Za-z_][A-Za-z0-9_]*|\S/g) ?? [];
  let at = 0;
  const peek = () => tokens[at];
  const fail = (what: string): never => {
    throw new EngineError('FORMULA_SYNTAX', `The formula does not parse: ${what}`, 'formula');
  };
  const take = (token: string) => (peek() === token ? (at++, true) : false);
  const expect = (token: string) => {
    if (!take(token)) fail(`expected "${token}" but found ${peek() === undefined ? 'the end' : `"${peek()}"`}`);
  };

  const expression = (): MathNodeLike => {
    let node = product();
    for (let op = peek(); op === '+' || op === '-'; op = peek()) {
      at++;
      node = operator(op, [node, product()]);
    }
    return node;
  };
  const product = (): MathNodeLike => {
    let node = unary();
    for (let op = peek(); op === '*' || op === '/'; op = peek()) {
      at++;
      node = operator(op, [node, unary()]);
    }
    return node;
  };
  const unary = (): MathNodeLike => {
    const op = peek();
    if (op === '-' || op === '+') {
      at++;
      return operator(op, [unary()]);
    }
    return primary();
  };
  const primary = (): MathNodeLike => {
    const token = peek();
    if (token === undefined) return fail('it ends too early');
    at++;
    if (token === '(') {
      const content = expression();
      expect(')');
      return node({ type: 'ParenthesisNode', content }, () => `(${content.toString()})`);
    }
    if (/^[\d.]/.test(token)) return node({ type: 'ConstantNode', value: Number(token) }, () => token);
    if (!/^[A-Za-z_]/.test(token)) return fail(`unexpected "${token}"`);
    const symbol = node({ type: 'SymbolNode', name: token }, () => token);
    if (take('(')) {
      const args: MathNodeLike[] = [];
      if (!take(')')) {
        do args.push(expression());
        while (take(','));
        expect(')');
      }
      return node({ type: 'FunctionNode', fn: symbol, args }, () => `${token}(${args.map(String).join(', ')})`);
    }
    if (take('.')) {
      const property = peek();
      if (property === undefined || !/^[A-Za-z_]/.test(property)) return fail(`expected a name after "${token}."`);
      at++;
      const index = node(
        { type: 'IndexNode', dotNotation: true, isObjectProperty: () => true, getObjectProperty: () => property } as MathNodeLike,
        () => `.${property}`,
      );
      return node({ type: 'AccessorNode', object: symbol, index }, () => `${token}.${property}`);
    }
    return symbol;
  };

  const root = expression();
  if (at < tokens.length) fail(`unexpected "${peek()}"`);
  return root;
}

const NAMES: Record<string, string> = { '+': 'add', '-': 'subtract', '*': 'multiply', '/': 'divide' };

function operator(op: string, args: MathNodeLike[]): MathNodeLike {
  const fn = args.length === 1 ? (op === '-' ? 'unaryMinus' : 'unaryPlus') : NAMES[op];
  return node({ type: 'OperatorNode', op, fn, args }, () =>
    args.length === 1 ? `${op}${String(args[0])}` : `${String(args[0])} ${op} ${String(args[1])}`,
  );
}

function node(fields: Omit<MathNodeLike, 'toString'>, toString: () => string): MathNodeLike {
  return Object.assign(fields, { toString }) as MathNodeLike;
}

/** A canonical text of a tree (mathjs's or ours), to compare the two readings of a formula. */
export function describeTree(node: MathNodeLike | undefined): string {
  if (!node) return '?';
  switch (node.type) {
    case 'OperatorNode':
      return `${node.op}(${(node.args ?? []).map(describeTree).join(',')})`;
    case 'ConstantNode':
      return `#${String(node.value)}`;
    case 'SymbolNode':
      return `$${node.name ?? ''}`;
    case 'ParenthesisNode':
      return `[${describeTree(node.content)}]`;
    case 'FunctionNode':
      return `${typeof node.fn === 'object' ? describeTree(node.fn) : String(node.fn)}(${(node.args ?? []).map(describeTree).join(',')})`;
    case 'AccessorNode':
      return `${describeTree(node.object)}.${node.index?.isObjectProperty?.() && node.index.dotNotation ? (node.index.getObjectProperty?.() ?? '?') : '?'}`;
    default:
      return `<${node.type}>`;
  }
}
