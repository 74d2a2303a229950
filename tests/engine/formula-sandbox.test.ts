import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compileFormula } from '../../src/engine/formula';
import { describeTree, parseFormulaSubset } from '../../src/engine/formula-parser';
import { parseFormula } from '../../src/engine/formula-sandbox';
import { EngineError } from '../../src/engine/engine-errors';
import { DataFileError } from '../../src/engine/engine-errors';
import type { GameInput } from '../../src/engine/game-types';
import { check, copyOf } from '../helpers/game-files';

const inputs: GameInput[] = [
  { kind: 'count', key: 'level', label: 'Level', min: 1, max: 100 },
  { kind: 'choice', key: 'rank', label: 'Rank', options: 'ranks', default: 'Unranked' },
  { kind: 'flag', key: 'gunBuddy', label: 'Gun Buddy' },
  {
    kind: 'group',
    key: 'skins',
    label: 'Skins',
    panel: 'box',
    min: 1,
    max: 10,
    items: [
      { key: 'a', label: 'A' },
      { key: 'b', label: 'B' },
    ],
  },
];

function codeOf(formula: string, parse = parseFormula): string | null {
  try {
    compileFormula(formula, inputs, parse);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(EngineError);
    return (error as EngineError).code;
  }
}

describe('formula sandbox', () => {
  it.each([
    ['import({}, {override: true})', 'FORBIDDEN_FUNCTION'],
    ['import({evaluate: 1}, {override: true}) + level', 'FORBIDDEN_FUNCTION'],
    ['evaluate("1")', 'FORBIDDEN_FUNCTION'],
    ['parse("1 + 1")', 'FORBIDDEN_FUNCTION'],
    ['compile("1")', 'FORBIDDEN_FUNCTION'],
    ['createUnit("x")', 'FORBIDDEN_FUNCTION'],
    ['simplify("x")', 'FORBIDDEN_FUNCTION'],
    ['derivative("x^2", "x")', 'FORBIDDEN_FUNCTION'],
    ['reviver("x")', 'FORBIDDEN_FUNCTION'],
    ['cos(level)', 'FORBIDDEN_FUNCTION'],
    ['level + secret', 'UNKNOWN_SYMBOL'],
    ['level * m.secret', 'UNKNOWN_SYMBOL'],
    ['m.rank', 'UNKNOWN_SYMBOL'],
    ['flat.level', 'UNKNOWN_SYMBOL'],
    ['config.level', 'FORBIDDEN_SYNTAX'],
    ['m', 'UNKNOWN_SYMBOL'],
    ['pi * level', 'UNKNOWN_SYMBOL'],
    ['m.constructor', 'UNKNOWN_SYMBOL'],
    ['m.__proto__', 'UNKNOWN_SYMBOL'],
    ['m["level"]', 'FORBIDDEN_SYNTAX'],
    ['level["constructor"]', 'FORBIDDEN_SYNTAX'],
    ['m.level.constructor', 'FORBIDDEN_SYNTAX'],
    ['level.toString', 'FORBIDDEN_SYNTAX'],
    ['m.constructor("return process")()', 'FORMULA_SYNTAX'],
    ['f(x) = x; f(level)', 'FORBIDDEN_SYNTAX'],
    ['level = 3', 'FORBIDDEN_SYNTAX'],
    ['"text"', 'FORBIDDEN_SYNTAX'],
    ['[1, 2]', 'FORBIDDEN_SYNTAX'],
    ['{a: 1}', 'FORBIDDEN_SYNTAX'],
    ['1:3', 'FORBIDDEN_SYNTAX'],
    ['level > 2 ? 1 : 0', 'FORBIDDEN_SYNTAX'],
    ['level ^ 2', 'FORBIDDEN_SYNTAX'],
    ['level!', 'FORBIDDEN_SYNTAX'],
    ['skins * 2', 'FORBIDDEN_SYNTAX'],
    ['skins', 'FORBIDDEN_SYNTAX'],
    ['dot(skins, m.level)', 'FORBIDDEN_SYNTAX'],
    ['dot(level, level)', 'FORBIDDEN_SYNTAX'],
    ['level +', 'FORMULA_SYNTAX'],
  ])('refuses %s (%s), with either parser', (formula, code) => {
    expect(codeOf(formula)).toBe(code);
    expect(codeOf(formula, parseFormulaSubset)).not.toBeNull();
  });

  it.each([
    'level * m.level + rank + dot(skins, m.skins) + gunBuddy * flat.gunBuddy',
    'sum(skins) * 2 + max(level, 10) - min(rank, 5) / 2',
    '(level + 1) * -m.level + +rank',
  ])('compiles %s, read the same by mathjs and the browser parser', (formula) => {
    expect(codeOf(formula)).toBeNull();
    expect(codeOf(formula, parseFormulaSubset)).toBeNull();
    expect(describeTree(parseFormulaSubset(formula))).toBe(describeTree(parseFormula(formula)));
  });

  it('reads every generated arithmetic formula exactly as mathjs does', () => {
    const leaf = fc.oneof(
      fc.constantFrom('level', 'rank', 'm.level', 'flat.gunBuddy', 'sum(skins)', 'dot(skins, m.skins)'),
      fc.integer({ min: 0, max: 999 }).map(String),
      fc.constantFrom('0.25', '1.5e2', '.5'),
    );
    const formula = fc.letrec<{ expr: string }>((tie) => ({
      expr: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        leaf,
        fc
          .tuple(tie('expr'), fc.constantFrom(' + ', ' - ', ' * ', ' / ', '+', '-', '*', '/'), tie('expr'))
          .map(([a, op, b]) => `${a}${op}${b}`),
        tie('expr').map((e) => `(${e})`),
        tie('expr').map((e) => `-${e}`),
        fc.tuple(tie('expr'), tie('expr')).map(([a, b]) => `max(${a}, ${b})`),
      ),
    })).expr;
    fc.assert(
      fc.property(formula, (text) => {
        expect(describeTree(parseFormulaSubset(text))).toBe(describeTree(parseFormula(text)));
      }),
      { numRuns: 300 },
    );
  });

  it('refuses a game file whose formula mathjs reads differently from the browser parser', () => {
    const file = copyOf('valorant.json');
    file.formula = 'level m.level + rank';
    expect(() => check('valorant.json', file)).toThrow(expect.objectContaining({ code: 'FORMULA_SYNTAX', field: 'formula' }));
  });

  it('evaluates with plain numbers only', () => {
    const { terms } = compileFormula('level * m.level + rank + dot(skins, m.skins) + gunBuddy * flat.gunBuddy - 1', inputs);
    // Slots follow the order of `inputs`: level, rank, gunBuddy, skins.
    const scope = { v: [10, 5, 1, 0], g: [[], [], [], [2, 3]], m: [0.5, 0, 0, 0], mg: [[], [], [], [1, 10]], flat: [0, 0, 7, 0] };
    expect(terms.map((t) => t.keys.join('+'))).toEqual(['level', 'rank', 'skins', 'gunBuddy', '']);
    expect(terms.reduce((sum, t) => sum + t.evaluate(scope), 0)).toBe(5 + 5 + 32 + 7 - 1);
  });

  it('refuses a game file whose formula is unsafe, when the file loads, naming the file and the field', () => {
    const file = copyOf('valorant.json');
    file.formula = 'level * m.level + import({}, {override: true})';
    expect(() => check('valorant.json', file)).toThrow(DataFileError);
    expect(() => check('valorant.json', file)).toThrow(/^valorant\.json: field "formula" function "import" is not allowed/);
    file.formula = 'level * m.level + evaluate("1")';
    expect(() => check('valorant.json', file)).toThrow(expect.objectContaining({ code: 'FORBIDDEN_FUNCTION', field: 'formula' }));
    file.formula = 'level * m.level + bonus';
    expect(() => check('valorant.json', file)).toThrow(expect.objectContaining({ code: 'UNKNOWN_SYMBOL', file: 'valorant.json' }));
  });
});
