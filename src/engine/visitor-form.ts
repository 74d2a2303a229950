import { readCount, readFlat, readGroupItem, readOptions, selectOption } from './config-read';
import type { GameConfig, GameDefinition, GameInput } from './game-types';

type JsonSchema = Record<string, unknown>;

/** The visitor's form for react-jsonschema-form, and the data it starts with. */
export interface VisitorForm {
  /** JSON Schema: counts are integers (bounds as minimum/maximum; 0 means empty), choices strings (enum of the config's labels), flags booleans, groups objects of integers. */
  schema: JsonSchema;
  /**
   * uiSchema naming our widgets: "boundedInteger" (ui:options {step}; its bounds are the schema's),
   * "optionSelect" (ui:options {options: [{label, value}], default}), "flag" (ui:options {amount});
   * groups get "ui:field": "groupPanel" and ui:options {panel: "toggle"|"accordion"|"box"}.
   */
  uiSchema: Record<string, unknown>;
  /** Starting values: the config's `value` for counts and group items when non-zero (else absent = empty), the default option's label, flags false, groups objects. */
  formData: Record<string, unknown>;
}

const bounds = (min: number | null, max: number | null) => ({
  ...(min !== null ? { minimum: min } : {}),
  ...(max !== null ? { maximum: max } : {}),
});

const countUi = (step: number | undefined) => ({ 'ui:widget': 'boundedInteger', 'ui:options': { step: step ?? 1 } });

/** A starting value only if the field would accept it; otherwise undefined (an empty field, counted as 0). */
const startValue = (value: number, min: number | null, max: number | null) =>
  Number.isInteger(value) && value !== 0 && (min === null || value >= min) && (max === null || value <= max) ? value : undefined;

function field(input: GameInput, config: GameConfig): { schema: JsonSchema; ui: Record<string, unknown>; data: unknown } {
  switch (input.kind) {
    case 'count': {
      const c = readCount(config, input.key, input.label);
      return {
        schema: { type: 'integer', title: c.label, ...bounds(input.min, input.max) },
        ui: countUi(input.step),
        data: startValue(c.value, input.min, input.max),
      };
    }
    case 'choice': {
      const options = readOptions(config, input);
      const selected = selectOption(options, input, input.default);
      return {
        schema: { type: 'string', title: input.label, ...(options.length ? { enum: options.map((o) => o.label) } : {}) },
        ui: { 'ui:widget': 'optionSelect', 'ui:options': { options, default: selected?.label ?? null } },
        data: selected?.label,
      };
    }
    case 'flag': {
      const flat = readFlat(config, input.key, input.label);
      return {
        schema: { type: 'boolean', title: flat.label },
        ui: { 'ui:widget': 'flag', 'ui:options': { amount: flat.value } },
        data: false,
      };
    }
    case 'group': {
      const properties: Record<string, JsonSchema> = {};
      const ui: Record<string, unknown> = {
        'ui:field': 'groupPanel',
        'ui:options': { panel: input.panel },
        'ui:order': input.items.map((item) => item.key),
      };
      const data: Record<string, number> = {};
      for (const item of input.items) {
        const c = readGroupItem(config, input.key, item.key, item.label);
        properties[item.key] = { type: 'integer', title: c.label, ...bounds(input.min, input.max) };
        ui[item.key] = countUi(input.step);
        const start = startValue(c.value, input.min, input.max);
        if (start !== undefined) data[item.key] = start;
      }
      return { schema: { type: 'object', title: input.label, properties }, ui, data };
    }
  }
}

/**
 * Builds the visitor form of a game from its file and the loaded config: captions and option
 * lists come from the config (the operator edits them), bounds and kinds from the file.
 */
export function visitorForm(game: GameDefinition, config: GameConfig): VisitorForm {
  const properties: Record<string, JsonSchema> = {};
  const uiSchema: Record<string, unknown> = { 'ui:order': game.inputs.map((i) => i.key) };
  const formData: Record<string, unknown> = {};
  for (const input of game.inputs) {
    const f = field(input, config);
    properties[input.key] = f.schema;
    uiSchema[input.key] = f.ui;
    if (f.data !== undefined) formData[input.key] = f.data;
  }
  return { schema: { type: 'object', properties }, uiSchema, formData };
}
