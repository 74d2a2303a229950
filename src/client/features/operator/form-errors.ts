import type { RJSFValidationError } from '@rjsf/utils';

/**
 * rjsf's errors as plain sentences naming the field by the label the operator sees
 * ('Multiplier (€) must be a number.'), never Ajv's wording ("must have required property …").
 * `message` is shown under the field, where its group is in view; `stack` adds the group
 * ('Level: Multiplier (€) must be a number.') for the toast, which is read away from the field.
 */

type Node = { type?: unknown; title?: string; properties?: Record<string, Node>; items?: Node };
type Ui = Record<string, unknown> | undefined;

const TYPE_WORDS: Record<string, string> = { number: 'a number', integer: 'a whole number', string: 'text', boolean: 'yes or no' };

const uiChild = (ui: Ui, key: string): Ui => (ui && typeof ui[key] === 'object' ? (ui[key] as Record<string, unknown>) : undefined);
const uiTitle = (ui: Ui) => (typeof ui?.['ui:title'] === 'string' ? ui['ui:title'] : undefined);

/** 'blueEssence' → 'Blue essence'. */
const humanize = (key: string) => {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

interface Step {
  node: Node | undefined;
  ui: Ui;
  /** What the operator reads for this step: a field's label, or 'Rank 3' for the third item of a list. */
  name: string;
}

/** The schema, uiSchema and label of every step along an error's property path ('.ranks.2.label'). */
function walk(schema: Node, uiSchema: Ui, property: string | undefined): Step[] {
  const keys = (property ?? '').split('.').filter(Boolean);
  const steps: Step[] = [];
  let node: Node | undefined = schema;
  let ui = uiSchema;
  for (const key of keys) {
    if (/^\d+$/.test(key) && node?.items) {
      const parentName = steps.at(-1)?.name;
      node = node.items;
      ui = uiChild(ui, 'items');
      steps.push({ node, ui, name: `${parentName ?? 'Item'} ${Number(key) + 1}` });
    } else {
      node = node?.properties?.[key];
      ui = uiChild(ui, key);
      steps.push({ node, ui, name: uiTitle(ui) ?? node?.title ?? humanize(key) });
    }
  }
  return steps;
}

function sentence(error: RJSFValidationError, label: string, type: unknown): string {
  const params = (error.params ?? {}) as Record<string, unknown>;
  const limit = params.limit;
  const expected = TYPE_WORDS[String(type)];
  switch (error.name) {
    case 'required':
      // An emptied number field (or text the number input could not read) arrives as a missing value.
      if (type === 'string') return `${label} must not be empty.`;
      return expected ? `${label} must be ${expected}.` : `${label} is missing.`;
    case 'type':
      return `${label} must be ${TYPE_WORDS[String(params.type)] ?? expected ?? 'a value of another kind'}.`;
    case 'minimum':
      return `${label} must be at least ${String(limit)}.`;
    case 'maximum':
      return `${label} must be at most ${String(limit)}.`;
    case 'exclusiveMinimum':
      return `${label} must be more than ${String(limit)}.`;
    case 'exclusiveMaximum':
      return `${label} must be less than ${String(limit)}.`;
    case 'minLength':
      return limit === 1 ? `${label} must not be empty.` : `${label} must be at least ${String(limit)} characters.`;
    case 'maxLength':
      return `${label} must be at most ${String(limit)} characters.`;
    case 'minItems':
      return `${label} must hold at least ${String(limit)} ${limit === 1 ? 'entry' : 'entries'}.`;
    case 'maxItems':
      return `${label} may hold at most ${String(limit)} ${limit === 1 ? 'entry' : 'entries'}.`;
    case 'pattern':
      return `${label} is not in the expected form.`;
    default:
      return `${label} is not valid.`;
  }
}

/** rjsf's `transformErrors` for a form of `schema` laid out by `uiSchema`. */
export function plainFormErrors(schema: unknown, uiSchema: unknown) {
  return (errors: RJSFValidationError[]): RJSFValidationError[] =>
    errors.map((error) => {
      const steps = walk(schema as Node, uiSchema as Ui, error.property);
      const field = steps.at(-1);
      const label = field?.name ?? (schema as Node).title ?? 'This form';
      const message = sentence(error, label, field?.node?.type);
      const group = steps.at(-2)?.name;
      return { ...error, message, stack: group ? `${group}: ${message}` : message };
    });
}
