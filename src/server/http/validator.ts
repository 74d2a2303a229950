import { Ajv, type ErrorObject, type Options, type ValidateFunction } from 'ajv';
import ajvErrors from 'ajv-errors';
import type { FastifySchemaCompiler } from 'fastify';
import { compiledOnce } from './compile-once';

/**
 * Route input is checked by schema, once (decision 0031). A path or query arrives as text, so
 * its schema types the values (`page: Type.Integer({ minimum: 1 })`, `prestige: Type.Boolean()`)
 * and Ajv converts them while checking: handlers receive numbers and booleans. A JSON body
 * already carries its types, so it is checked as sent: `"2"` for a number stays a refusal.
 */
const common: Options = {
  addUsedSchema: false,
  removeAdditional: false,
  useDefaults: true,
  // ajv-errors needs every failure of a schema to put its `errorMessage` in their place; the
  // formatter still reports the first. The body limit and each schema's bounds keep the work small.
  allErrors: true,
  // Each error carries the schema it failed, so the formatter can name the field in its own words.
  verbose: true,
};

/** An Ajv that says a schema's own `errorMessage` (ajv-errors) instead of its failures. */
const ajvWith = (options: Options) => {
  const ajv = new Ajv({ ...common, ...options });
  ajvErrors(ajv);
  return ajv;
};
const coercing = ajvWith({ coerceTypes: true });
const strict = ajvWith({ coerceTypes: false });

type Check = ValidateFunction & ((data: unknown) => boolean);

/**
 * Ajv turns text such as '1e309' or 'Infinity' into a number that is not finite, and then skips
 * the bounds (they apply to finite numbers only), so `riotId: '1e309'` would reach a handler as
 * Infinity. A text part whose value became a non-finite number is checked again as sent, where it
 * fails as text, with the field's own sentence.
 */
function coercedFinite(schema: object): Check {
  const coerce = coercing.compile(schema);
  const asSent = strict.compile(schema);
  const check = ((data: unknown) => {
    const sent = isRecord(data) ? { ...data } : {};
    const valid = coerce(data);
    check.errors = coerce.errors;
    if (!valid || !isRecord(data)) return valid;
    const overflowed = Object.keys(data).filter((key) => typeof data[key] === 'number' && !Number.isFinite(data[key]));
    if (overflowed.length === 0) return true;
    asSent(Object.fromEntries(overflowed.map((key) => [key, sent[key]])));
    const errors = (asSent.errors ?? []).filter((error) => overflowed.some((key) => error.instancePath === `/${key}`));
    check.errors = errors.length > 0 ? errors : [notFinite(overflowed[0] ?? '')];
    return false;
  }) as Check;
  return check;
}

const notFinite = (key: string): ErrorObject => ({
  instancePath: `/${key}`,
  schemaPath: '#',
  keyword: 'type',
  params: { type: 'number' },
  message: 'must be a finite number',
});

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const compiled = compiledOnce<Check>();

/** Fastify's validator compiler: text parts (params, querystring, headers) coerced, the body taken as typed. */
export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) =>
  httpPart === 'body'
    ? compiled(`body ${JSON.stringify(schema)}`, () => strict.compile(schema as object) as Check)
    : compiled(`text ${JSON.stringify(schema)}`, () => coercedFinite(schema as object));
