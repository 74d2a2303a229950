import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compileFormula, FormulaScope } from '../../src/engine/formula';
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

const { slots } = compileFormula('level', inputs);

function codeOf(formula: string): string | null {
  try {
    compileFormula(formula, inputs);
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
    ['m?.level', 'FORBIDDEN_SYNTAX'],
    ['sum?.(skins)', 'FORBIDDEN_SYNTAX'],
    ['sum(skins, level)', 'FORBIDDEN_SYNTAX'],
    ['level mod 2', 'FORBIDDEN_SYNTAX'],
    ["level'", 'FORBIDDEN_SYNTAX'],
    ['level; 1', 'FORBIDDEN_SYNTAX'],
    ['level == 1', 'FORBIDDEN_SYNTAX'],
    ['1e400', 'FORBIDDEN_SYNTAX'],
    ['true', 'FORBIDDEN_SYNTAX'],
    ['5%', 'FORBIDDEN_SYNTAX'],
    ['level + 5%', 'FORBIDDEN_SYNTAX'],
    ['level m.level', 'FORMULA_SYNTAX'],
    ['2 level', 'FORMULA_SYNTAX'],
  ])('refuses %s (%s), read by mathjs', (formula, code) => {
    expect(codeOf(formula)).toBe(code);
  });

  it.each([
    'level * m.level + rank + dot(skins, m.skins) + gunBuddy * flat.gunBuddy',
    'sum(skins) * 2 + max(level, 10) - min(rank, 5) / 2',
    '(level + 1) * -m.level + +rank',
    'sum(level, rank, 5)',
  ])('compiles %s', (formula) => {
    expect(codeOf(formula)).toBeNull();
  });

  it('splits every generated arithmetic formula into terms that add up to the whole', () => {
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
    const whole = (text: string, scope: FormulaScope) => compileFormula(`(${text})`, inputs).evaluate(scope)[0]!;
    fc.assert(
      fc.property(formula, fc.array(fc.integer({ min: 0, max: 50 }), { minLength: 6, maxLength: 6 }), (text, [a, b, c, d, e, f]) => {
        const scope = new FormulaScope(slots, [a!, b!, c!, [d!, e!], { level: 0.5, skins: [1, f!] }, { gunBuddy: 7 }]);
        const sum = compileFormula(text, inputs)
          .evaluate(scope)
          .reduce((total, term) => total + term, 0);
        const expected = whole(text, scope);
        expect(Math.abs(sum - expected)).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(expected)));
      }),
      { numRuns: 300 },
    );
  });

  it('refuses a game file whose formula multiplies without *', () => {
    const file = copyOf('valorant.json');
    file.formula = 'level m.level + rank';
    expect(() => check('valorant.json', file)).toThrow(expect.objectContaining({ code: 'FORMULA_SYNTAX', field: 'formula' }));
  });

  it('evaluates through mathjs, with numbers only, and x / 0 gives 0', () => {
    const { terms, evaluate } = compileFormula(
      'level * m.level + rank + dot(skins, m.skins) + gunBuddy * flat.gunBuddy - 1 + sum(skins) / (rank - 5)',
      inputs,
    );
    // Slots follow the order of `inputs` (level, rank, gunBuddy, skins), then m and flat.
    const scope = new FormulaScope(slots, [10, 5, 1, [2, 3], { level: 0.5, skins: [1, 10] }, { gunBuddy: 7 }]);
    expect(terms.map((t) => t.keys.join('+'))).toEqual(['level', 'rank', 'skins', 'gunBuddy', '', 'skins+rank']);
    expect(evaluate(scope)).toEqual([5, 5, 32, 7, -1, 0]);
  });

  it('keys reserved for mathjs (sum(), m.constructor) are refused when the file loads', () => {
    for (const key of ['sum', 'constructor']) {
      const file = copyOf('valorant.json');
      const text = JSON.stringify(file).replaceAll('"agent"', `"${key}"`).replace('agent * m.agent', `${key} * m.${key}`);
      expect(() => check('valorant.json', JSON.parse(text))).toThrow(`field "inputs/2/key" "${key}" is a reserved name`);
    }
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
