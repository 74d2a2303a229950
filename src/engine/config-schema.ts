import type { GameDefinition } from './game-types';

type JsonSchema = Record<string, unknown>;

// Titles are the words the price editor shows and every refusal names the field by (schema-errors.ts).
const LABEL = { type: 'string', minLength: 1, maxLength: 80, title: 'Label' };
const MULTI = { type: 'number', minimum: 0, maximum: 1_000_000, title: 'Multiplier (€)' };
const WORTH = { type: 'number', minimum: 0, maximum: 1_000_000, title: 'Value (€)' };
/** Where a visitor's count starts, beside a multiplier (not a price). */
const START = { type: 'integer', minimum: 0, maximum: 99_999_999_999, title: 'Value' };

const COUNT = {
  type: 'object',
  required: ['label', 'value', 'multi'],
  additionalProperties: false,
  properties: { label: LABEL, value: START, multi: MULTI },
};
const FLAT = { type: 'object', required: ['label', 'value'], additionalProperties: false, properties: { label: LABEL, value: WORTH } };
const OPTION = FLAT;
const GROUP_ITEM = {
  type: 'object',
  required: ['label', 'multi'],
  additionalProperties: false,
  properties: { label: LABEL, multi: MULTI, value: START, text: { type: 'string', maxLength: 120, title: 'Display text' } },
};

/**
 * The JSON Schema of a game's price configuration, for the server's check of saves (validateConfig)
 * and the dashboard editor. `updatedAt` and `revision` are allowed and ignored.
 */
export function configSchema(game: GameDefinition): JsonSchema {
  const properties: Record<string, unknown> = {
    market: { type: 'number', minimum: 0, maximum: 10, title: 'Market factor' },
    // The server's date of the last save, sent back as read (null while the defaults stand); ignored.
    updatedAt: { type: ['string', 'null'], readOnly: true },
    // The revision the config was read at (decision 0032): sent back as read, ignored; If-Match says the base.
    revision: { type: 'integer', minimum: 1, readOnly: true },
  };
  const required = ['market'];
  for (const input of game.inputs) {
    if (input.kind === 'count') properties[input.key] = { ...COUNT, title: input.label };
    else if (input.kind === 'flag') properties[input.key] = { ...FLAT, title: input.label };
    // At least one row: an empty list leaves the visitor's select with nothing to choose ("No Options Found").
    else if (input.kind === 'choice')
      properties[input.options] = { type: 'array', title: input.label, minItems: 1, maxItems: 500, items: OPTION };
    else {
      properties[input.key] = {
        type: 'object',
        title: input.label,
        required: input.items.map((item) => item.key),
        additionalProperties: false,
        properties: Object.fromEntries(input.items.map((item) => [item.key, { ...GROUP_ITEM, title: item.label }])),
      };
    }
    required.push(input.kind === 'choice' ? input.options : input.key);
  }
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: `${game.name} prices`,
    type: 'object',
    required,
    additionalProperties: false,
    properties,
  };
}

const built = new WeakMap<GameDefinition, JsonSchema>();

/** The same, built once per game definition (the guard and the change labels read it on every save). */
export function configSchemaOf(game: GameDefinition): JsonSchema {
  let schema = built.get(game);
  if (!schema) built.set(game, (schema = configSchema(game)));
  return schema;
}
