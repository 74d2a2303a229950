import { Ajv, type Options } from 'ajv';
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
  // The first failure is the one reported; checking on after it only costs time on hostile input.
  allErrors: false,
  // Each error carries the schema it failed, so the formatter can name the field in its own words.
  verbose: true,
  keywords: ['errorMessage'],
};

const coercing = new Ajv({ ...common, coerceTypes: true });
const strict = new Ajv({ ...common, coerceTypes: false });

/** Fastify's validator compiler: text parts (params, querystring, headers) coerced, the body taken as typed. */
export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) =>
  (httpPart === 'body' ? strict : coercing).compile(schema as object);
