/**
 * A tokenizer for the data subset of Lua that the wiki's Module:SkinData/data is written in:
 * `return { ["key"] = value, ... }` with strings, numbers, booleans, nil and nested tables.
 * The module is data from the internet, so it is read token by token and never executed.
 */
export type LuaToken =
  | { kind: 'string'; value: string; line: number }
  | { kind: 'number'; value: number; line: number }
  | { kind: 'name'; value: string; line: number }
  | { kind: 'symbol'; value: '{' | '}' | '[' | ']' | '=' | ',' | ';' | '-'; line: number }
  | { kind: 'end'; line: number };

export class LuaSyntaxError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(`line ${line}: ${message}`);
    this.name = 'LuaSyntaxError';
  }
}

const SYMBOLS = new Set(['{', '}', '[', ']', '=', ',', ';', '-']);
const SIMPLE_ESCAPES: Record<string, string> = {
  n: '\n',
  t: '\t',
  r: '\r',
  a: '\x07',
  b: '\b',
  f: '\f',
  v: '\v',
  '\\': '\\',
  '"': '"',
  "'": "'",
  '\n': '\n',
};
// Sticky: matched at `lastIndex` without copying the rest of the source.
const NUMBER = /0[xX][0-9a-fA-F]+|(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?/y;
const NAME = /[A-Za-z_][A-Za-z0-9_]*/y;
const PLAIN = /[^"'\\\n]+/y;

function stickyMatch(pattern: RegExp, src: string, at: number): string | null {
  pattern.lastIndex = at;
  return pattern.exec(src)?.[0] ?? null;
}

const isSpace = (ch: string) => ch === ' ' || ch === '\t' || ch === '\r' || ch === '\f' || ch === '\v';

/** `[[`, `[=[`, … at `at`: the number of `=` signs, or -1 when no long bracket opens there. */
function longBracketLevel(src: string, at: number): number {
  if (src[at] !== '[') return -1;
  let level = 0;
  while (src[at + 1 + level] === '=') level++;
  return src[at + 1 + level] === '[' ? level : -1;
}

export function tokenizeLua(src: string): LuaToken[] {
  const tokens: LuaToken[] = [];
  let i = 0;
  let line = 1;
  const fail = (message: string): never => {
    throw new LuaSyntaxError(message, line);
  };

  /** Reads a long bracket body starting at `i` (on its first `[`); returns its text. */
  const readLong = (level: number): string => {
    const close = `]${'='.repeat(level)}]`;
    const start = i + level + 2;
    const end = src.indexOf(close, start);
    if (end < 0) fail('unfinished long string or comment');
    const body = src.slice(start, end);
    line += body.split('\n').length - 1;
    i = end + close.length;
    // A newline right after the opening bracket is not part of the string.
    return body.replace(/^\r?\n/, '');
  };

  const readQuoted = (quote: string): string => {
    let out = '';
    i++;
    for (;;) {
      const ch = src[i];
      if (ch === undefined || ch === '\n') fail('unfinished string');
      if (ch === quote) {
        i++;
        return out;
      }
      if (ch !== '\\') {
        const run = stickyMatch(PLAIN, src, i) ?? ch!;
        out += run;
        i += run.length;
        continue;
      }
      const next = src[i + 1] ?? '';
      if (next in SIMPLE_ESCAPES) {
        out += SIMPLE_ESCAPES[next];
        if (next === '\n') line++;
        i += 2;
      } else if (/\d/.test(next)) {
        const digits = /^\d{1,3}/.exec(src.slice(i + 1))![0];
        const code = Number(digits);
        if (code > 255) fail(`escape \\${digits} is out of range`);
        out += String.fromCharCode(code);
        i += 1 + digits.length;
      } else if (next === 'x' && /^[0-9a-fA-F]{2}/.test(src.slice(i + 2))) {
        out += String.fromCharCode(parseInt(src.slice(i + 2, i + 4), 16));
        i += 4;
      } else if (next === 'u' && /^\{[0-9a-fA-F]{1,6}\}/.test(src.slice(i + 2))) {
        const hex = /^\{([0-9a-fA-F]+)\}/.exec(src.slice(i + 2))!;
        out += String.fromCodePoint(parseInt(hex[1]!, 16));
        i += 2 + hex[0].length;
      } else if (next === 'z') {
        i += 2;
        while (/\s/.test(src[i] ?? '')) if (src[i++] === '\n') line++;
      } else {
        fail(`unknown escape \\${next}`);
      }
    }
  };

  while (i < src.length) {
    const ch = src[i]!;
    if (ch === '\n') {
      line++;
      i++;
    } else if (isSpace(ch)) {
      i++;
    } else if (src.startsWith('--', i)) {
      const level = longBracketLevel(src, i + 2);
      if (level >= 0) {
        i += 2;
        readLong(level);
      } else {
        const end = src.indexOf('\n', i);
        i = end < 0 ? src.length : end;
      }
    } else if (ch === '"' || ch === "'") {
      tokens.push({ kind: 'string', value: readQuoted(ch), line });
    } else if (longBracketLevel(src, i) >= 0) {
      const at = line;
      tokens.push({ kind: 'string', value: readLong(longBracketLevel(src, i)), line: at });
    } else if (/[0-9.]/.test(ch) && stickyMatch(NUMBER, src, i)) {
      const text = stickyMatch(NUMBER, src, i)!;
      tokens.push({ kind: 'number', value: Number(text), line });
      i += text.length;
    } else if (stickyMatch(NAME, src, i)) {
      const name = stickyMatch(NAME, src, i)!;
      tokens.push({ kind: 'name', value: name, line });
      i += name.length;
    } else if (SYMBOLS.has(ch)) {
      tokens.push({ kind: 'symbol', value: ch as Extract<LuaToken, { kind: 'symbol' }>['value'], line });
      i++;
    } else {
      fail(`unexpected character '${ch}'`);
    }
  }
  tokens.push({ kind: 'end', line });
  return tokens;
}
