import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LuaSyntaxError, parseLuaData, type LuaValue } from '../../../src/server/skins/sync/lua-table';
import { readWikiSkinData } from '../../../src/server/skins/sync/wiki-skindata';
import { sourceTexts } from '../../fakes/skin-sources/source-files';

describe('the wiki module (real copy)', () => {
  it('reads to the same table as the JSON conversion shipped beside it (nil fields left out)', () => {
    const data = readWikiSkinData(sourceTexts().wikiLua);
    expect(Object.keys(data)).toHaveLength(168);
    expect(Object.values(data).reduce((n, c) => n + Object.keys(c.skins).length, 0)).toBe(1901);
    expect(data.Aatrox!.skins.Justicar).toMatchObject({ id: 1, cost: 975, release: '2013-06-12', set: ['Justicar'], newrecall: true });
    // Crimson Akali's `["id"] = nil` is no field at all, as Lua has it.
    expect('id' in data.Akali!.skins.Crimson!).toBe(false);
    expect(data.Jinx!.skins).toBeTypeOf('object');
  });

  it('says which line a truncated module breaks on', () => {
    const lua = sourceTexts().wikiLua;
    const cut = lua.slice(0, 5000);
    expect(() => readWikiSkinData(cut)).toThrow(/^wiki SkinData: could not be read as Lua data \(line 1\d\d: /);
  });
});

describe('parseLuaData', () => {
  it('reads strings with escapes, long strings, numbers, booleans and comments', () => {
    const src = `-- a comment
      return {
        ["a"] = "tab\\tquote\\"done\\65\\x42\\u{263A}", b = 'single', --[[ long
        comment ]] c = [==[long ]] string]==], d = -12.5e1, e = 0x1F, f = true, g = false, h = nil,
        list = { "x", "y"; "z", },
        [7] = "seven",
      }`;
    expect(parseLuaData(src)).toEqual({
      a: 'tab\tquote"doneAB☺',
      b: 'single',
      c: 'long ]] string',
      d: -125,
      e: 31,
      f: true,
      g: false,
      list: ['x', 'y', 'z'],
      '7': 'seven',
    });
  });

  // Refusals of luaparse's own syntax errors carry its message ("'}' expected near '2'"); the
  // ones for code it parses but this reader does not take name what was found.
  it.each([
    ['return os.execute("rm -rf /")', /a call is not a literal/],
    ['return os', /'os' is not a literal/],
    ['return { a = b }', /'b' is not a literal/],
    ['return { a = function() end }', /a function is not a literal/],
    ['return { a = 1 + 2 }', /operator '\+' is not a literal/],
    ['return { a = "x" .. "y" }', /operator '\.\.' is not a literal/],
    ['return { a = - -1 }', /operator '-' is not a literal/],
    ['return { a = t.field }', /a field access is not a literal/],
    ['return { ... }', /'\.\.\.' is not a literal/],
    ['return { [true] = 1 }', /table keys must be strings or numbers/],
    ['return { a = 1 2 }', /'}' expected near '2'/],
    ['x = 1', /a data module starts with 'return'/],
    ['local t = {} return t', /a data module starts with 'return'/],
    ['return', /the module returns nothing/],
    ['return nil', /the module returns nil/],
    ['return 1, 2', /unexpected text after the returned value/],
    ['return { "a" } trailing', /unexpected identifier 'trailing'/],
    ['return { "unfinished }', /unfinished string/],
    ['return "\\q"', /invalid escape sequence/],
    [`return ${'{'.repeat(70)}${'}'.repeat(70)}`, /nested too deeply/],
    // Deep enough to overflow luaparse's recursion: still a LuaSyntaxError, not a RangeError.
    [`return ${'{'.repeat(100_000)}${'}'.repeat(100_000)}`, /tables nested too deeply/],
    [`return ${'- '.repeat(100_000)}1`, /expression nested too deeply/],
  ])('refuses %s without running anything', (src, message) => {
    expect(() => parseLuaData(src)).toThrow(LuaSyntaxError);
    expect(() => parseLuaData(src)).toThrow(message);
  });

  it.each([
    ['a value it does not take', 'return {\n  a = 1,\n  b = os.time(),\n}', 3],
    ['a syntax error', 'return {\n  a = 1,\n  b = 2 3,\n}', 3],
    ['CRLF line breaks', 'return {\r\n  a = 1,\r\n  b = c,\r\n}', 3],
    ['nesting too deep', `return\n${'{\n'.repeat(70)}${'}'.repeat(70)}`, 66],
    ['nesting that overflows the parser', `return\n${'{\n'.repeat(100_000)}`, 66],
  ])('names the line of %s', (_, src, line) => {
    let error: unknown;
    try {
      parseLuaData(src);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(LuaSyntaxError);
    expect((error as LuaSyntaxError).line).toBe(line);
    expect((error as LuaSyntaxError).message).toMatch(new RegExp(`^line ${line}: `));
  });

  it('reads strings as the UTF-8 the module is written in, escaped bytes included', () => {
    // Lua strings are bytes: "\195\169" is é in UTF-8, and \u{...} writes UTF-8 too.
    expect(parseLuaData('return { "é", "\\195\\169", "\\xC3\\xA9", "\\u{E9}", [[“Mecha” — 星]] }')).toEqual([
      'é',
      'é',
      'é',
      'é',
      '“Mecha” — 星',
    ]);
  });

  it('reads a parenthesised literal as the literal, as Lua does', () => {
    expect(parseLuaData('return { a = (1), b = ("x"), c = -(2) }')).toEqual({ a: 1, b: 'x', c: -2 });
  });

  it('reads hexadecimal float numerals, valid Lua since 5.2', () => {
    expect(parseLuaData('return { 0x1p4, -0x1.8p1 }')).toEqual([16, -3]);
  });

  it('reads back any table of literals written as Lua (property)', () => {
    const key = fc.string({ maxLength: 12 });
    const leaf = fc.oneof(fc.string({ maxLength: 20 }), fc.integer({ min: -1e9, max: 1e9 }), fc.boolean());
    const value: fc.Arbitrary<LuaValue> = fc.letrec<{ v: LuaValue }>((tie) => ({
      v: fc.oneof(
        { depthSize: 'small' },
        leaf,
        fc.array(tie('v'), { minLength: 1, maxLength: 4 }),
        fc.dictionary(
          key.filter((k) => !/^\d+$/.test(k)),
          tie('v'),
          { minKeys: 1, maxKeys: 4 },
        ),
      ),
    })).v;
    const quote = (s: string) =>
      `"${[...s].map((ch) => (ch === '"' || ch === '\\' ? `\\${ch}` : ch === '\n' ? '\\n' : ch === '\r' ? '\\r' : ch)).join('')}"`;
    const write = (v: LuaValue): string =>
      typeof v === 'string'
        ? quote(v)
        : typeof v !== 'object'
          ? String(v)
          : Array.isArray(v)
            ? `{ ${v.map(write).join(', ')} }`
            : `{ ${Object.entries(v)
                .map(([k, item]) => `[${quote(k)}] = ${write(item)}`)
                .join(',\n ')} }`;
    fc.assert(
      fc.property(value, (v) => {
        expect(parseLuaData(`return ${write(v)}`)).toEqual(v);
      }),
    );
  });
});

describe('size', () => {
  it('the fixture is the real module, not a sample', () => {
    expect(sourceTexts().wikiLua.length).toBeGreaterThan(1_800_000);
    expect(fs.existsSync(new URL('../../fixtures/skin-sources/skindata.lua.gz', import.meta.url))).toBe(true);
  });
});
