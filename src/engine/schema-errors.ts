import type { ErrorObject } from 'ajv';

/**
 * The one wording of schema errors (decision 0031): the API's 400s (src/server/http/schema-error.ts),
 * a game config's check (validate-config.ts) and the operator's price form (client operator/form-errors.ts)
 * all say a failure here, so the form shows the sentence the API would send. A sentence names the field
 * by the words a reader sees: an rjsf `ui:title`, else the schema's `title`, else its key in words; an
 * item of a list by its list ('Rank 3' when the list has a title, 'Item 2 of videos' when not). A schema
 * says a failure better itself with ajv-errors' `errorMessage`, which arrives here as its sentence.
 */

export type Schema = Record<string, unknown> & { properties?: Record<string, Schema>; items?: Schema; title?: string };
type Ui = Record<string, unknown> | undefined;

/** One failure, whichever validator found it: the keys from the root to the value, Ajv's keyword and params. */
export interface SchemaError {
  keyword: string;
  path: string[];
  params: Record<string, unknown>;
  /** The schema the keyword failed in, when the validator says (Ajv's `verbose`). */
  schema?: Schema;
  /** ajv-errors' sentence, when `keyword` is 'errorMessage'. */
  message?: string;
  schemaPath?: string;
}

export interface DescribeOptions {
  /** The schema checked; without it only the failing schema (`SchemaError.schema`) names the field. */
  root?: Schema;
  /** An rjsf uiSchema beside `root`: its `ui:title`s name fields first. */
  ui?: Ui;
  /** What the value as a whole is called ('The body'). */
  whole?: string;
  /** What an unknown key is called ('field', or 'parameter' in a query). */
  unknownKey?: string;
  /** A missing field is an input left empty (a form), so it reads as the type it must have. */
  emptiedInputs?: boolean;
}

export interface Described {
  message: string;
  /** The name of what holds the field ('Level'), for a reader away from the form; null at the top. */
  group: string | null;
}

const MAX_LISTED = 12;
const TYPE_WORDS: Record<string, string> = {
  integer: 'a whole number',
  number: 'a number',
  string: 'text',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  null: 'empty',
};

/** 'gameName' → 'Game name', 'release_date' → 'Release date'. */
export const humanize = (key: string): string => {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const lowerFirst = (text: string) => (/^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text);
const list = (values: readonly unknown[]) =>
  values.length > MAX_LISTED ? `${values.slice(0, MAX_LISTED).join(', ')}, …` : values.map(String).join(', ');
const typeWords = (type: unknown) =>
  [type]
    .flat()
    .map((t) => TYPE_WORDS[String(t)] ?? String(t))
    .join(' or ');
const uiTitle = (ui: Ui) => (typeof ui?.['ui:title'] === 'string' ? ui['ui:title'] : undefined);
const uiChild = (ui: Ui, key: string): Ui => (ui && typeof ui[key] === 'object' ? (ui[key] as Record<string, unknown>) : undefined);

/** An Ajv error as a SchemaError (JSON-pointer path decoded). */
export function fromAjv(error: ErrorObject): SchemaError {
  return {
    keyword: error.keyword,
    path: error.instancePath
      .split('/')
      .slice(1)
      .map((key) => key.replace(/~1/g, '/').replace(/~0/g, '~')),
    params: error.params as Record<string, unknown>,
    schema: error.parentSchema as Schema | undefined,
    message: error.message,
    schemaPath: error.schemaPath,
  };
}

/** 'skins/ultimate/multi': the failing field as a path, the missing or extra key included. */
export function fieldPath(error: ErrorObject): string {
  const { path, params } = fromAjv(error);
  const extra = (params.missingProperty ?? params.additionalProperty) as string | undefined;
  return [...path, ...(extra ? [extra] : [])].join('/');
}

interface Step {
  node: Schema | undefined;
  name: string;
  /** The uiSchema's title, which names the field before the schema's own. */
  shown?: string;
  /** An item of a list: its name already says which list ('Item 2 of videos', 'Rank 3'). */
  item?: boolean;
}

/** The name of every step from the root to `keys`. */
function stepsOf(keys: string[], { root, ui }: DescribeOptions): Step[] {
  const steps: Step[] = [];
  let node = root;
  let at = ui;
  for (const key of keys) {
    const parent = steps.at(-1);
    if (/^\d+$/.test(key) && (node?.items || !node)) {
      node = node?.items;
      at = uiChild(at, 'items');
      const n = Number(key) + 1;
      const named = parent && (parent.node?.title || parent.shown);
      const name = named ? `${parent.name} ${n}` : `Item ${n} of ${lowerFirst(parent?.name ?? 'the list')}`;
      steps.push({ node, shown: uiTitle(at), name: uiTitle(at) ?? node?.title ?? name, item: true });
    } else {
      node = node?.properties?.[key];
      at = uiChild(at, key);
      steps.push({ node, shown: uiTitle(at), name: uiTitle(at) ?? node?.title ?? humanize(key) });
    }
  }
  return steps;
}

/** A union of constants reads as a list of them. */
function unionSentence(error: SchemaError, label: string): string | null {
  const branches = (error.schema?.[error.keyword] ?? []) as Schema[];
  if (!branches.length || !branches.every((branch) => 'const' in branch)) return null;
  return `${label} must be one of: ${list(branches.map((branch) => branch.const))}.`;
}

/**
 * The error to report: the first, or the union of constants it is a branch of (one constant's
 * failure would name only that one). Another union speaks through its first branch's failure.
 */
function chosen(errors: readonly SchemaError[]): SchemaError | undefined {
  const first = errors[0];
  const union = errors.find((e) => (e.keyword === 'anyOf' || e.keyword === 'oneOf') && first?.schemaPath?.startsWith(e.schemaPath ?? '\0'));
  const branches = (union?.schema?.[union.keyword] ?? []) as Schema[];
  const constants = branches.length > 0 && branches.every((branch) => 'const' in branch);
  return union && constants ? union : first;
}

/** The sentence for the first of `errors`. */
export function describeSchemaErrors(errors: readonly SchemaError[], options: DescribeOptions = {}): Described {
  const error = chosen(errors);
  if (!error) return { message: 'The request is not valid.', group: null };
  const missing = error.keyword === 'required' ? String(error.params.missingProperty) : null;
  const steps = stepsOf(missing ? [...error.path, missing] : error.path, options);
  // The schema that failed: Ajv's `verbose` gives it; else it is found from the root.
  const holder = error.schema ?? (missing ? steps.at(-2)?.node : steps.at(-1)?.node) ?? (error.path.length ? undefined : options.root);
  const leaf = steps.at(-1);
  const node = (missing ? holder?.properties?.[missing] : holder) ?? leaf?.node;
  const label = leaf ? (leaf.shown ?? node?.title ?? leaf.name) : (options.whole ?? node?.title ?? 'The request');
  const group = leaf?.item ? null : (steps.at(-2)?.name ?? null);
  return { message: sentence({ ...error, schema: holder }, label, node, options), group };
}

function sentence(error: SchemaError, label: string, node: Schema | undefined, options: DescribeOptions): string {
  const params = error.params;
  const limit = params.limit;
  const expected = TYPE_WORDS[String(node?.type)];
  switch (error.keyword) {
    case 'errorMessage':
      return error.message ?? `${label} is not valid.`;
    case 'anyOf':
    case 'oneOf':
      return unionSentence(error, label) ?? `${label} is not valid.`;
    case 'required':
      // A field that words its own refusal (ajv-errors' `errorMessage`) says it when it is missing too.
      if (typeof node?.errorMessage === 'string') return node.errorMessage;
      if (!options.emptiedInputs) return `${label} is missing.`;
      return node?.type === 'string' ? `${label} must not be empty.` : expected ? `${label} must be ${expected}.` : `${label} is missing.`;
    case 'additionalProperties': {
      const known = Object.keys(error.schema?.properties ?? {});
      return `Unknown ${options.unknownKey ?? 'field'} '${String(params.additionalProperty)}'${known.length ? `: send only ${list(known)}.` : '.'}`;
    }
    case 'type':
      return `${label} must be ${typeWords(params.type)}.`;
    case 'minLength':
      return limit === 1 ? `${label} must not be empty.` : `${label} must be at least ${String(limit)} characters.`;
    case 'maxLength':
      return `${label} must be at most ${String(limit)} characters.`;
    case 'minimum':
      return `${label} must be at least ${String(limit)}.`;
    case 'maximum':
      return `${label} must be at most ${String(limit)}.`;
    case 'exclusiveMinimum':
      return `${label} must be more than ${String(limit)}.`;
    case 'exclusiveMaximum':
      return `${label} must be less than ${String(limit)}.`;
    case 'enum':
      return `${label} must be one of: ${list(params.allowedValues as unknown[])}.`;
    case 'const':
      return `${label} must be ${String(params.allowedValue)}.`;
    case 'maxItems':
      return `${label} may hold at most ${String(limit)} item${limit === 1 ? '' : 's'}.`;
    case 'minItems':
      return `${label} must hold at least ${String(limit)} item${limit === 1 ? '' : 's'}.`;
    case 'maxProperties':
      return limit === 0 ? `${label} takes no fields.` : `${label} may have at most ${String(limit)} fields.`;
    case 'pattern':
      return `${label} is not in the expected form.`;
    default:
      return `${label} is not valid.`;
  }
}

/**
 * How to mend a data file where its meta-schema failed, from Ajv's keyword and params: `guide`
 * points to the documentation, `patterns` says how to write a field whose pattern failed (by key).
 */
export function schemaFix(error: ErrorObject, guide: string, patterns: Readonly<Record<string, string>> = {}): string {
  const params = error.params as Record<string, unknown>;
  const limit = String(params.limit);
  switch (error.keyword) {
    case 'additionalProperties':
      return `remove it or correct its spelling (${guide})`;
    case 'required':
      return `add "${String(params.missingProperty)}" (${guide})`;
    case 'enum':
      return `use one of: ${(params.allowedValues as unknown[]).join(', ')}`;
    case 'pattern':
      return (
        patterns[fieldPath(error).split('/').at(-1) ?? ''] ?? 'start with a letter, then letters, digits or _ (e.g. "battlePassLevel")'
      );
    case 'type': {
      const types = String(params.type).split(',');
      return `write ${types[0] === 'integer' ? 'a whole number' : `a ${types[0]}`}${types.includes('null') ? ' or null' : ''}`;
    }
    case 'minimum':
    case 'exclusiveMinimum':
      return `raise it to at least ${limit}`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `lower it to at most ${limit}`;
    case 'minItems':
    case 'maxItems':
    case 'minLength':
    case 'maxLength':
    case 'minProperties':
    case 'maxProperties':
      return 'shorten or lengthen it to the limit the message names';
    default:
      return guide;
  }
}
