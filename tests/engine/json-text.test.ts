import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { placeOf, placeOfField } from '../../src/engine/json-text';

/** Every path into a JSON value, as the pointers game-lint names fields by ("inputs/3/max"). */
function pathsOf(value: unknown, prefix: string[] = []): string[][] {
  const children = Array.isArray(value)
    ? value.map((item, index) => [String(index), item] as const)
    : typeof value === 'object' && value !== null
      ? Object.entries(value)
      : [];
  return [prefix, ...children.flatMap(([key, child]) => pathsOf(child, [...prefix, key]))];
}

const at = (value: unknown, path: string[]): unknown => path.reduce<unknown>((v, key) => (v as Record<string, unknown>)[key], value);

/** The offset of a 1-based line and column. */
const offsetOf = (text: string, line: number, col: number) =>
  text
    .split('\n')
    .slice(0, line - 1)
    .reduce((n, l) => n + l.length + 1, 0) +
  col -
  1;

describe('placeOfField', () => {
  it('points at the start of the value a path names, in any layout', () => {
    const keys = fc.string({ minLength: 1, maxLength: 6 }).filter((k) => !k.includes('/') && k !== '__proto__');
    const json = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: 'small' },
        fc.integer(),
        fc.string(),
        fc.boolean(),
        fc.array(tie('value'), { maxLength: 4 }),
        fc.dictionary(keys, tie('value'), { maxKeys: 4 }),
      ),
    })).value;
    fc.assert(
      fc.property(json, fc.constantFrom(0, 2, '\t'), fc.nat(), (value, indent, pick) => {
        const text = JSON.stringify(value, null, indent);
        const paths = pathsOf(value);
        const path = paths[pick % paths.length]!;
        const { line, col } = placeOfField(text, path.join('/'));
        const wanted = JSON.stringify(at(value, path));
        // The value's own text starts there (compared as compact JSON, whatever the indentation).
        const rest = text.slice(offsetOf(text, line, col));
        expect(JSON.stringify(JSON.parse(rest.slice(0, findValueEnd(rest))))).toBe(wanted);
      }),
    );
  });

  it("names the deepest parent found when a field is missing, and the text's start for a broken one", () => {
    const text = '{\n  "inputs": [\n    { "key": "level", "max": 5 }\n  ]\n}';
    expect(placeOfField(text, 'inputs/0/min')).toEqual(placeOf(text, text.indexOf('{ "key"')));
    expect(placeOfField(text, 'inputs/7')).toEqual(placeOf(text, text.indexOf('[')));
    expect(placeOfField(text, 'inputs/0/max')).toEqual({ line: 3, col: 30 });
    expect(placeOfField('{"a": ', 'a/b')).toEqual({ line: 1, col: 1 });
  });
});

/** The length of the first JSON value at the start of `text` (its shortest prefix that parses). */
function findValueEnd(text: string): number {
  for (let end = 1; end <= text.length; end++) {
    try {
      JSON.parse(text.slice(0, end));
      // A number may go on ("12" parses before "123"): take the longest run of digits.
      if (/[\d.eE+-]/.test(text[end] ?? '')) continue;
      return end;
    } catch {
      // not yet a whole value
    }
  }
  return text.length;
}
