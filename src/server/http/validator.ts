import { Ajv, type Options } from 'ajv';
import ajvErrors from 'ajv-errors';
import type { FastifySchemaCompiler } from 'fastify';

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

/** Fastify's validator compiler: text parts (params, querystring, headers) coerced, the body taken as typed. */
export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) =>
  (httpPart === 'body' ? strict : coercing).compile(schema as object);
