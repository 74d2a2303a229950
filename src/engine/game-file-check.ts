import { EngineError, DataFileError } from './engine-errors';
import { formulaOf } from './formula';
import { FORMULA_FUNCTIONS } from './formula-sandbox';
import type { GameDefinition } from './game-types';
import type { DataFileCheck } from './data-files';
import { createSchemaCheck } from './schema-check';
import { validateConfig } from './validate-config';

// Names the mathjs parser treats as constants or operators, the formula's own namespaces and
// functions (an input "sum" would hide sum()), and what every object inherits (mathjs refuses to
// read m.constructor or flat.toString, so such a key could not be priced).
const MATHJS_NAMES = ['true', 'false', 'null', 'undefined', 'Infinity', 'NaN', 'in', 'to', 'mod', 'and', 'or', 'not', 'xor', 'end'];
const RESERVED_KEYS = new Set([...MATHJS_NAMES, 'm', 'flat', ...FORMULA_FUNCTIONS, ...Object.getOwnPropertyNames(Object.prototype)]);

/**
 * The full check of a game file: the meta-schema (passed in, since the engine does no I/O),
 * then what a schema cannot say — keys unique and not reserved, bounds in order, the choice
 * defaults present in their lists, `defaults` valid as a price config of this game, the formula
 * compiling (UNKNOWN_SYMBOL, FORBIDDEN_FUNCTION, FORBIDDEN_SYNTAX, FORMULA_SYNTAX), and examples
 * naming only declared inputs. Every failure is a DataFileError "<file>: field "<path>" ...".
 */
export function createGameFileCheck(metaSchema: object): DataFileCheck {
  const schemaCheck = createSchemaCheck(withoutTypedDefaults(metaSchema));
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
  const keys = new Set<string>();
  const claim = (key: string, field: string) => {
    if (RESERVED_KEYS.has(key)) throw new DataFileError(file, field, `"${key}" is a reserved name`);
    if (keys.has(key) || key === 'market' || key === 'updatedAt') throw new DataFileError(file, field, `"${key}" is used twice`);
    keys.add(key);
  };
  game.inputs.forEach((input, i) => {
    claim(input.key, `inputs/${i}/key`);
    if (input.kind === 'choice' && input.options !== input.key) claim(input.options, `inputs/${i}/options`);
    if ((input.kind === 'count' || input.kind === 'group') && input.min !== null && input.max !== null && input.min > input.max) {
      throw new DataFileError(file, `inputs/${i}/min`, `(${input.min}) is above max (${input.max})`);
    }
    if (input.kind === 'group') {
      const items = new Set<string>();
      input.items.forEach((item, j) => {
        if (items.has(item.key)) throw new DataFileError(file, `inputs/${i}/items/${j}/key`, `"${item.key}" is used twice`);
        items.add(item.key);
      });
    }
  });
  const collection = game.page?.skinCollection;
  if (collection !== undefined && !game.inputs.some((input) => input.kind === 'group' && input.key === collection))
    throw new DataFileError(file, 'page/skinCollection', `"${collection}" is not a group input`);
  const defaults = validateConfig(game, game.defaults);
  if (!defaults.ok) throw new DataFileError(file, `defaults/${defaults.field}`, `is refused: ${defaults.message}`, 'INVALID_DATA_FILE');
  checkProfileFill(file, game);
  game.inputs.forEach((input, i) => {
    if (input.kind !== 'choice') return;
    const options = game.defaults[input.options] as { label: string }[];
    if (options.length && !options.some((o) => o.label === input.default))
      throw new DataFileError(file, `inputs/${i}/default`, `"${input.default}" is not in defaults.${input.options}`);
  });
  try {
    // Compiled here once for the game object: its pricings reuse it.
    formulaOf(game);
  } catch (error) {
    if (error instanceof EngineError) throw new DataFileError(file, 'formula', error.message.replace(/^Formula: /, ''), error.code);
    throw error;
  }
  game.examples.forEach((example, i) => {
    for (const key of Object.keys(example.inputs)) {
      if (!game.inputs.some((input) => input.key === key))
        throw new DataFileError(file, `examples/${i}/inputs/${key}`, 'is not a declared input');
    }
  });
}

/** A profile fills count and choice inputs, each once; a choice's labels must be options of its list. */
function checkProfileFill(file: string, game: GameDefinition): void {
  const filled = new Set<string>();
  game.profileFill?.map.forEach((entry, i) => {
    const field = `profileFill/map/${i}`;
    const input = game.inputs.find((candidate) => candidate.key === entry.input);
    if (input?.kind !== 'count' && input?.kind !== 'choice')
      throw new DataFileError(file, `${field}/input`, `"${entry.input}" is not a count or choice input`);
    if (filled.has(input.key)) throw new DataFileError(file, `${field}/input`, `"${input.key}" is filled twice`);
    filled.add(input.key);
    if (input.kind === 'count') {
      if (entry.labels !== undefined || entry.otherwise !== undefined)
        throw new DataFileError(file, field, `"${input.key}" is a count: labels and otherwise are for choices`);
      return;
    }
    const options = new Set((game.defaults[input.options] as { label: string }[]).map((option) => option.label));
    const named = [
      ...Object.entries(entry.labels ?? {}).map(([value, label]) => [`labels/${value}`, label]),
      ['otherwise', entry.otherwise],
    ];
    for (const [where, label] of named) {
      if (label !== undefined && !options.has(label))
        throw new DataFileError(file, `${field}/${where}`, `"${label}" is not in defaults.${input.options}`);
    }
  });
}
