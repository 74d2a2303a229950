import type { GameDefinition } from './game-types';

type JsonSchema = Record<string, unknown>;

const LABEL = { type: 'string', minLength: 1, maxLength: 80 };
const EUROS = { type: 'number', minimum: 0, maximum: 1_000_000 };

const COUNT = {
  type: 'object',
  required: ['label', 'value', 'multi'],
  additionalProperties: false,
  properties: { label: LABEL, value: { type: 'integer', minimum: 0, maximum: 99_999_999_999 }, multi: EUROS },
};
const FLAT = { type: 'object', required: ['label', 'value'], additionalProperties: false, properties: { label: LABEL, value: EUROS } };
const OPTION = { type: 'object', required: ['label', 'value'], additionalProperties: false, properties: { label: LABEL, value: EUROS } };
const GROUP_ITEM = {
  type: 'object',
  required: ['label', 'multi'],
  additionalProperties: false,
  properties: {
    label: LABEL,
    multi: EUROS,
    value: { type: 'integer', minimum: 0, maximum: 99_999_999_999 },
    text: { type: 'string', maxLength: 120 },
  },
};

/**
 * The JSON Schema of a game's price configuration: `market` (0–10), then per input a count
 * {label, value, multi}, a flat {label, value}, a group map item → {label, multi[, value, text]},
 * or, for a choice, its option list [{label, value}] (may be empty). Euro amounts are 0 to a million.
 * `updatedAt` (set by the server) is allowed and ignored. Used for server-side validation of
 * saves (validateConfig) and by the dashboard editor.
 */
export function configSchema(game: GameDefinition): JsonSchema {
  const properties: Record<string, unknown> = {
    market: { type: 'number', minimum: 0, maximum: 10, title: 'Market factor' },
    updatedAt: { type: 'string', readOnly: true },
  };
  const required = ['market'];
  for (const input of game.inputs) {
    if (input.kind === 'count') properties[input.key] = { ...COUNT, title: input.label };
    else if (input.kind === 'flag') properties[input.key] = { ...FLAT, title: input.label };
    else if (input.kind === 'choice') properties[input.options] = { type: 'array', title: input.label, maxItems: 500, items: OPTION };
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
