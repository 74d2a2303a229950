import luaparse from 'luaparse';
import type { Expression, Node, Options, TableConstructorExpression } from 'luaparse';

export type LuaValue = string | number | boolean | LuaValue[] | { [key: string]: LuaValue };

export class LuaSyntaxError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(`line ${line}: ${message}`);
    this.name = 'LuaSyntaxError';
  }
}

/** Deeper nesting than any data module needs: refused rather than risking the stack. */
const MAX_DEPTH = 64;

// luaparse's syntax errors read "[line:column] message"; the line moves to LuaSyntaxError's own prefix.
const LUAPARSE_ERROR = /^\[(\d+):\d+\] (.*)$/s;

function describe(node: Node): string {
  switch (node.type) {
    case 'Identifier':
      return `'${node.name}'`;
    case 'CallExpression':
    case 'StringCallExpression':
    case 'TableCallExpression':
    case 'CallStatement':
      return 'a call';
    case 'MemberExpression':
    case 'IndexExpression':
      return 'a field access';
    case 'FunctionDeclaration':
      return 'a function';
    case 'BinaryExpression':
    case 'LogicalExpression':
    case 'UnaryExpression':
      return `operator '${node.operator}'`;
    case 'VarargLiteral':
      return "'...'";
    default:
      return node.type;
  }
}

/**
 * luaparse in 'pseudo-latin1' mode hands back strings as one char per byte; the module is
 * UTF-8, so those bytes (raw text and escapes alike) are decoded here.
 */
const decodeBytes = (bytes: string): string => (/[\x80-\xff]/.test(bytes) ? Buffer.from(bytes, 'latin1').toString('utf8') : bytes);

/** Runs luaparse, its errors (and a stack overflow on absurd nesting) turned into LuaSyntaxError. */
function parseChunk(bytes: string) {
  const options = { comments: false, ranges: true, luaVersion: '5.3', encodingMode: 'pseudo-latin1' } as const;
  try {
    return luaparse.parse(bytes, options);
  } catch (error) {
    if (error instanceof RangeError) throw tooDeep(bytes, options);
    const match = error instanceof SyntaxError ? LUAPARSE_ERROR.exec(error.message) : null;
    if (!match) throw error;
    throw new LuaSyntaxError(match[2]!, Number(match[1]));
  }
}

const OPENERS = new Set(['{', '(', '[']);
const CLOSERS = new Set(['}', ')', ']']);

/**
 * After luaparse ran out of stack: finds where nesting first passes MAX_DEPTH with its lexer
 * alone, which does not recurse. Without such a bracket (a long chain of unary operators) the
 * error names the last line the lexer reached.
 */
function tooDeep(bytes: string, options: Partial<Options>): LuaSyntaxError {
  const lexer = luaparse.parse(bytes, { ...options, wait: true });
  let depth = 0;
  let line = 1;
  try {
    for (let token = lexer.lex(); token.type !== 1 /* EOF */; token = lexer.lex()) {
      line = token.line;
      if (OPENERS.has(token.value) && ++depth > MAX_DEPTH)
        return new LuaSyntaxError(token.value === '{' ? 'tables nested too deeply' : 'expression nested too deeply', line);
      if (CLOSERS.has(token.value)) depth--;
    }
  } catch {
    // A lexical error further on: the overflow came first, so that is what is reported.
  }
  return new LuaSyntaxError('expression nested too deeply', line);
}

/**
 * Reads a Lua data module (`return <table>`) into plain values without executing anything:
 * a table with only positional entries becomes an array, any other table an object (positional
 * entries then keyed "1", "2", …); a field set to nil is left out. Anything beyond literals and
 * tables (calls, variables, operators) is a LuaSyntaxError naming the line. Parentheses around a
 * literal are read through, as Lua reads them (luaparse keeps no trace of them).
 */
export function parseLuaData(src: string): LuaValue {
  const bytes = Buffer.from(src, 'utf8').toString('latin1');
  const chunk = parseChunk(bytes);
  // Offsets, not luaparse's `locations`: those cost a third more on the whole module, and a line
  // is only needed for an error. Lua counts \r\n, \n\r, \r and \n as one line break each.
  const rangeOf = (node: Node): [number, number] => (node as { range?: [number, number] }).range ?? [0, 0];
  const fail = (node: Node, message: string): never => {
    throw new LuaSyntaxError(message, bytes.slice(0, rangeOf(node)[0]).split(/\r\n?|\n\r?/).length);
  };

  /** A value; undefined stands for nil. */
  function value(node: Expression, depth: number): LuaValue | undefined {
    switch (node.type) {
      case 'StringLiteral':
        return decodeBytes(node.value);
      case 'NumericLiteral':
      case 'BooleanLiteral':
        return node.value;
      case 'NilLiteral':
        return undefined;
      case 'UnaryExpression':
        if (node.operator === '-' && node.argument.type === 'NumericLiteral') return -node.argument.value;
        break;
      case 'TableConstructorExpression':
        return table(node, depth + 1);
    }
    return fail(node, `${describe(node)} is not a literal (only data is read)`);
  }

  function table(node: TableConstructorExpression, depth: number): LuaValue {
    if (depth > MAX_DEPTH) fail(node, 'tables nested too deeply');
    const positional: (LuaValue | undefined)[] = [];
    const keyed = new Map<string, LuaValue>();
    for (const field of node.fields) {
      if (field.type === 'TableValue') {
        positional.push(value(field.value, depth));
        continue;
      }
      const key = field.type === 'TableKeyString' ? field.key.name : value(field.key, depth);
      if (typeof key !== 'string' && typeof key !== 'number') fail(field, 'table keys must be strings or numbers');
      const item = value(field.value, depth);
      // A later nil erases an earlier value for the same key, as assignment does in Lua.
      if (item === undefined) keyed.delete(String(key));
      else keyed.set(String(key), item);
    }
    if (keyed.size === 0) return positional.filter((item): item is LuaValue => item !== undefined);
    const object: Record<string, LuaValue> = {};
    positional.forEach((item, index) => {
      if (item !== undefined) object[String(index + 1)] = item;
    });
    // Defined, not assigned: a key such as "__proto__" is data here, never the object's prototype.
    for (const [key, item] of keyed)
      Object.defineProperty(object, key, { value: item, enumerable: true, writable: true, configurable: true });
    return object;
  }

  const [statement, ...rest] = chunk.body;
  if (statement?.type !== 'ReturnStatement') return fail(statement ?? chunk, "a data module starts with 'return'");
  if (rest.length > 0) fail(rest[0]!, 'unexpected text after the returned value');
  const [returned, ...more] = statement.arguments;
  if (!returned) return fail(statement, 'the module returns nothing');
  if (more.length > 0) fail(more[0]!, 'unexpected text after the returned value');
  const result = value(returned, 0);
  if (result === undefined) fail(statement, 'the module returns nil');
  return result!;
}
