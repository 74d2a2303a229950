import { LuaSyntaxError, tokenizeLua, type LuaToken } from './lua-tokens';

export type LuaValue = string | number | boolean | LuaValue[] | { [key: string]: LuaValue };

/** Deeper nesting than any data module needs: refused rather than risking the stack. */
const MAX_DEPTH = 64;

/**
 * Reads a Lua data module (`return <table>`) into plain values without executing anything:
 * a table with only positional entries becomes an array, any other table an object (positional
 * entries then keyed "1", "2", …); a field set to nil is left out. Anything beyond literals and
 * tables (calls, variables, operators) is a LuaSyntaxError naming the line.
 */
export function parseLuaData(src: string): LuaValue {
  const tokens = tokenizeLua(src);
  let at = 0;
  const peek = (): LuaToken => tokens[at]!;
  const next = (): LuaToken => tokens[at++]!;
  const fail = (token: LuaToken, message: string): never => {
    throw new LuaSyntaxError(message, token.line);
  };
  const isSymbol = (token: LuaToken, value: string) => token.kind === 'symbol' && token.value === value;
  const expect = (value: string) => {
    const token = next();
    if (!isSymbol(token, value)) fail(token, `expected '${value}'`);
  };

  /** A value; undefined stands for nil. */
  function value(depth: number): LuaValue | undefined {
    const token = next();
    switch (token.kind) {
      case 'string':
      case 'number':
        return token.value;
      case 'name':
        if (token.value === 'true') return true;
        if (token.value === 'false') return false;
        if (token.value === 'nil') return undefined;
        return fail(token, `'${token.value}' is not a literal (only data is read)`);
      case 'symbol':
        if (token.value === '{') return table(depth + 1);
        if (token.value === '-' && peek().kind === 'number') return -(next() as { value: number }).value;
        return fail(token, `unexpected '${token.value}'`);
      default:
        return fail(token, 'unexpected end of input');
    }
  }

  function table(depth: number): LuaValue {
    if (depth > MAX_DEPTH) fail(peek(), 'tables nested too deeply');
    const positional: (LuaValue | undefined)[] = [];
    const keyed = new Map<string, LuaValue>();
    while (!isSymbol(peek(), '}')) {
      const start = peek();
      const nameKey = start.kind === 'name' && isSymbol(tokens[at + 1]!, '=');
      if (isSymbol(start, '[') || nameKey) {
        let key: LuaValue | undefined;
        if (nameKey) key = (next() as { value: string }).value;
        else {
          next();
          key = value(depth);
          expect(']');
        }
        if (typeof key !== 'string' && typeof key !== 'number') fail(start, 'table keys must be strings or numbers');
        expect('=');
        const item = value(depth);
        if (item === undefined) keyed.delete(String(key));
        else keyed.set(String(key), item);
      } else {
        positional.push(value(depth));
      }
      if (isSymbol(peek(), ',') || isSymbol(peek(), ';')) next();
      else if (!isSymbol(peek(), '}')) fail(peek(), "expected ',' or '}'");
    }
    next();
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

  const first = next();
  if (first.kind !== 'name' || first.value !== 'return') fail(first, "a data module starts with 'return'");
  const result = value(0);
  if (result === undefined) fail(first, 'the module returns nil');
  if (peek().kind !== 'end') fail(peek(), 'unexpected text after the returned value');
  return result!;
}
