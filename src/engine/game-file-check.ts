import { didYouMean } from './did-you-mean';
import { EngineError, DataFileError } from './engine-errors';
import { formulaOf } from './formula';
import { FORMULA_FUNCTIONS } from './formula-sandbox';
import type { GameDefinition } from './game-types';
import type { DataFileCheck } from './data-files';
import { createSchemaCheck } from './schema-check';
import { configProblem } from './validate-config';
import { orderBreakText, orderBreaksIn } from './ascending-lists';

// Names the mathjs parser treats as constants or operators, the formula's own namespaces and
// functions (an input "sum" would hide sum()), and what every object inherits (mathjs refuses to
// read m.constructor or flat.toString, so such a key could not be priced).
const MATHJS_NAMES = ['true', 'false', 'null', 'undefined', 'Infinity', 'NaN', 'in', 'to', 'mod', 'and', 'or', 'not', 'xor', 'end'];
const RESERVED_KEYS = new Set([...MATHJS_NAMES, 'm', 'flat', ...FORMULA_FUNCTIONS, ...Object.getOwnPropertyNames(Object.prototype)]);

const GUIDE = 'see docs/add-a-game.md and the descriptions in schemas/game.schema.json';
const KEBAB = 'write it in kebab-case (lowercase letters and digits, single dashes)';
/** How to write a field whose pattern failed, by the field's key. */
const PATTERNS: Record<string, string> = {
  id: `${KEBAB}, the file name without .json`,
  api: `${KEBAB}, e.g. "rocket-league-calculator"`,
  route: 'write "/" and one kebab-case word, e.g. "/rocket-league-account-value"',
  dashboardKey: 'write it in camelCase starting with a lowercase letter, e.g. "rocketLeagueCalculator"',
};

/**
 * The full check of a game file: the meta-schema (passed in, since the engine does no I/O),
 * then what a schema cannot say — keys unique and not reserved, bounds in order, the choice
 * defaults present in their lists, `defaults` valid as a price config of this game, the formula
 * compiling (UNKNOWN_SYMBOL, FORBIDDEN_FUNCTION, FORBIDDEN_SYNTAX, FORMULA_SYNTAX), and examples
 * naming only declared inputs. Every failure is a DataFileError "<file>: field "<path>" ...",
 * carrying the fix said where the failure is found.
 */
export function createGameFileCheck(metaSchema: object): DataFileCheck {
  const schemaCheck = createSchemaCheck(withoutTypedDefaults(metaSchema), { guide: GUIDE, patterns: PATTERNS });
  return (file, data) => {
    schemaCheck(file, data);
    checkSemantics(file, data as GameDefinition);
  };
}

/**
 * The meta-schema types each defaults entry (count, flag, option list or group) for editors; the
 * check leaves that to validateConfig below, which knows the input behind each key and names the
 * field exactly, where a failed anyOf would report the first shape it tried.
 */
function withoutTypedDefaults(metaSchema: object): object {
  const schema = metaSchema as { properties?: { defaults?: object } };
  if (!schema.properties?.defaults) return metaSchema;
  const { additionalProperties: _typedForEditors, ...defaults } = schema.properties.defaults as Record<string, unknown>;
  return { ...schema, properties: { ...schema.properties, defaults } };
}

function checkSemantics(file: string, game: GameDefinition): void {
  const refuse = (field: string, detail: string, fix: string): never => {
    throw new DataFileError(file, field, detail, 'INVALID_DATA_FILE', fix);
  };
  const inputKeys = game.inputs.map((input) => input.key);
  const keys = new Set<string>();
  const claim = (key: string, field: string, sharedList: boolean) => {
    if (RESERVED_KEYS.has(key))
      refuse(
        field,
        `"${key}" is a reserved name`,
        'rename it: m, flat, dot, sum, min, max, constructor, true, false, in, to, mod, and, or, not… are taken',
      );
    if (keys.has(key) || key === 'market' || key === 'updatedAt')
      refuse(
        field,
        `"${key}" is used twice`,
        sharedList
          ? 'choices cannot share an option list: give this choice a list of its own under defaults'
          : 'give each one a key of its own (market and updatedAt are taken too)',
      );
    keys.add(key);
  };
  game.inputs.forEach((input, i) => {
    claim(input.key, `inputs/${i}/key`, false);
    if (input.kind === 'choice' && input.options !== input.key) claim(input.options, `inputs/${i}/options`, true);
    if ((input.kind === 'count' || input.kind === 'group') && input.min !== null && input.max !== null && input.min > input.max) {
      refuse(`inputs/${i}/min`, `(${input.min}) is above max (${input.max})`, 'make min at most max (or null for no bound)');
    }
    if (input.kind === 'group') {
      const items = new Set<string>();
      input.items.forEach((item, j) => {
        if (items.has(item.key))
          refuse(
            `inputs/${i}/items/${j}/key`,
            `"${item.key}" is used twice`,
            'give each one a key of its own (market and updatedAt are taken too)',
          );
        items.add(item.key);
      });
    }
  });
  const collection = game.page?.skinCollection;
  if (collection !== undefined && !game.inputs.some((input) => input.kind === 'group' && input.key === collection))
    refuse('page/skinCollection', `"${collection}" is not a group input${didYouMean(collection, inputKeys)}`, 'name a group input');
  const defaults = configProblem(game, game.defaults);
  if (defaults) refuse(`defaults/${defaults.field}`, `is refused: ${defaults.message}`, defaults.fix);
  checkProfileFill(game, refuse);
  game.inputs.forEach((input, i) => {
    if (input.kind !== 'choice') return;
    const options = game.defaults[input.options] as { label: string }[];
    if (options.length && !options.some((o) => o.label === input.default))
      refuse(`inputs/${i}/default`, notInList(input.default, input.options, options), `use a label of defaults.${input.options}`);
  });
  const [outOfOrder] = orderBreaksIn(game, game.defaults);
  if (outOfOrder) {
    const input = game.inputs.find((x) => x.kind === 'choice' && x.options === outOfOrder.options)!;
    refuse(
      `defaults/${outOfOrder.options}/${outOfOrder.index}/value`,
      `goes down in a list declared ascending: ${orderBreakText(outOfOrder)}`,
      `raise ${outOfOrder.row.label} to at least ${outOfOrder.above.value} or lower ${outOfOrder.above.label}, or remove "ascending" from input "${input.key}"`,
    );
  }
  try {
    // Compiled here once for the game object: its pricings reuse it.
    formulaOf(game);
  } catch (error) {
    if (error instanceof EngineError) throw new DataFileError(file, 'formula', error.message, error.code, error.fix);
    throw error;
  }
  game.examples.forEach((example, i) => {
    for (const key of Object.keys(example.inputs)) {
      if (!game.inputs.some((input) => input.key === key))
        refuse(
          `examples/${i}/inputs/${key}`,
          `is not a declared input${didYouMean(key, inputKeys)}`,
          'use the key of one of the inputs, or remove this entry',
        );
    }
  });
}

/** `"Gold" is not in defaults.ranks; did you mean "gold"?` */
const notInList = (label: string, list: string, options: readonly { label: string }[]) =>
  `"${label}" is not in defaults.${list}${didYouMean(
    label,
    options.map((option) => String(option.label)),
  )}`;

/** A profile fills count and choice inputs, each once; a choice's labels must be options of its list. */
function checkProfileFill(game: GameDefinition, refuse: (field: string, detail: string, fix: string) => never): void {
  const filled = new Set<string>();
  game.profileFill?.map.forEach((entry, i) => {
    const field = `profileFill/map/${i}`;
    const input = game.inputs.find((candidate) => candidate.key === entry.input);
    if (input?.kind !== 'count' && input?.kind !== 'choice')
      return refuse(`${field}/input`, `"${entry.input}" is not a count or choice input`, 'fill a count or a choice input');
    if (filled.has(input.key)) refuse(`${field}/input`, `"${input.key}" is filled twice`, 'keep one entry per input');
    filled.add(input.key);
    if (input.kind === 'count') {
      if (entry.labels !== undefined || entry.otherwise !== undefined)
        refuse(field, `"${input.key}" is a count: labels and otherwise are for choices`, 'remove labels and otherwise from this entry');
      return;
    }
    const options = game.defaults[input.options] as { label: string }[];
    const known = new Set(options.map((option) => option.label));
    const named = [
      ...Object.entries(entry.labels ?? {}).map(([value, label]) => [`labels/${value}`, label]),
      ['otherwise', entry.otherwise],
    ];
    for (const [where, label] of named) {
      if (label !== undefined && !known.has(label))
        refuse(`${field}/${where}`, notInList(label, input.options, options), `use a label of defaults.${input.options}`);
    }
  });
}
