import type { FastifySchemaValidationError } from 'fastify/types/schema';

/**
 * The one schema-error formatter (decision 0024): the first error Ajv found, as one plain sentence
 * naming the field. A field's schema may say it better itself with `errorMessage`, a sentence for
 * every failure or one per keyword (`{ required: 'Enter your key.', maxLength: '…' }`, the shape
 * ajv-errors uses); `title` names the field when its key reads badly ('Your key' for `key`).
 * Ajv runs with `verbose: true` (app.ts), so each error carries the schema it failed against.
 */

type Schema = Record<string, unknown> & { properties?: Record<string, Schema>; title?: string; errorMessage?: unknown };
type VerboseError = FastifySchemaValidationError & { parentSchema?: Schema };

const WHOLE: Record<string, string> = { body: 'The body', querystring: 'The query', params: 'The path', headers: 'The headers' };
const MAX_LISTED = 12;

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

function ownMessage(schema: Schema | undefined, keyword: string): string | null {
  const message = schema?.errorMessage;
  if (typeof message === 'string') return message;
  if (message && typeof message === 'object') {
    const byKeyword = message as Record<string, unknown>;
    const found = byKeyword[keyword] ?? byKeyword._;
    if (typeof found === 'string') return found;
  }
  return null;
}

const TYPE_WORDS: Record<string, string> = {
  integer: 'a whole number',
  number: 'a number',
  string: 'text',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  null: 'empty',
};

function typeWords(type: unknown): string {
  const types = [type].flat().map((t) => TYPE_WORDS[String(t)] ?? String(t));
  return types.join(' or ');
}

/** '/videos/1' → 'Item 2 of videos'; '/release_date' → 'Release date'; '' → 'The body'. */
function labelOf(instancePath: string, dataVar: string): string {
  const keys = instancePath.split('/').filter(Boolean);
  const key = keys.pop();
  if (key === undefined) return WHOLE[dataVar] ?? 'The request';
  if (!/^\d+$/.test(key)) return humanize(key);
  const parent = keys.pop();
  return `Item ${Number(key) + 1}${parent === undefined ? '' : ` of ${lowerFirst(humanize(parent))}`}`;
}

/** A union of constants reads as a list of them; another union speaks only for itself (else its first branch's error does). */
function unionMessage(error: VerboseError, dataVar: string): string | null {
  const schema = error.parentSchema;
  const own = ownMessage(schema, error.keyword);
  if (own) return own;
  const branches = (schema?.[error.keyword] ?? []) as Schema[];
  if (!branches.length || !branches.every((branch) => 'const' in branch)) return null;
  const label = schema?.title ?? labelOf(error.instancePath, dataVar);
  return `${label} must be one of: ${list(branches.map((branch) => branch.const))}.`;
}

/** The sentence for the first of `errors`, found while checking `dataVar` (body, querystring, params). */
export function describeSchemaErrors(errors: readonly FastifySchemaValidationError[], dataVar: string): string {
  const union = (errors as VerboseError[]).find((e) => e.keyword === 'anyOf' || e.keyword === 'oneOf');
  if (union) {
    const message = unionMessage(union, dataVar);
    if (message) return message;
  }
  const error = errors[0] as VerboseError | undefined;
  if (!error) return 'The request is not valid.';
  const params = (error.params ?? {}) as Record<string, unknown>;

  if (error.keyword === 'required') {
    const name = String(params.missingProperty);
    const field = error.parentSchema?.properties?.[name];
    const own = ownMessage(field, 'required') ?? ownMessage(error.parentSchema, 'required');
    if (own) return own;
    const label = field?.title ?? humanize(name);
    return field?.type === 'string' ? `Enter ${lowerFirst(label)}.` : `${label} is missing.`;
  }
  if (error.keyword === 'additionalProperties') {
    const own = ownMessage(error.parentSchema, 'additionalProperties');
    if (own) return own;
    const known = Object.keys(error.parentSchema?.properties ?? {});
    const what = dataVar === 'querystring' ? 'parameter' : 'field';
    return `Unknown ${what} '${String(params.additionalProperty)}'${known.length ? `: send only ${list(known)}.` : '.'}`;
  }

  const schema = error.parentSchema;
  const own = ownMessage(schema, error.keyword);
  if (own) return own;
  const label = schema?.title ?? labelOf(error.instancePath, dataVar);
  const limit = params.limit;
  switch (error.keyword) {
    case 'type':
      return `${label} must be ${typeWords(params.type)}.`;
    case 'minLength':
      return limit === 1 ? `Enter ${lowerFirst(label)}.` : `${label} must be at least ${String(limit)} characters.`;
    case 'maxLength':
      return `${label} must be at most ${String(limit)} characters.`;
    case 'minimum':
      return `${label} must be at least ${String(limit)}.`;
    case 'maximum':
      return `${label} must be at most ${String(limit)}.`;
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

/** Fastify's schemaErrorFormatter: the error it answers with (error-handler.ts sends 400 BAD_REQUEST with this message). */
export function formatSchemaError(errors: FastifySchemaValidationError[], dataVar: string): Error {
  return new Error(describeSchemaErrors(errors, dataVar));
}
