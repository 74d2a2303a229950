import type { FastifySchemaValidationError } from 'fastify/types/schema';
import type { ErrorObject } from 'ajv';
import { describeSchemaErrors, fromAjv, type Schema } from '../../engine/schema-errors';

/**
 * The engine's wording, which the operator's forms share. `root` is the schema of the part checked,
 * when the route knows it (mount.ts passes its endpoint's), so a field inside a list or group is
 * named as the form names it ('Level: Multiplier (€) must be at least 0.').
 */
const WHOLE: Record<string, string> = { body: 'The body', querystring: 'The query', params: 'The path', headers: 'The headers' };

export function describeRequestErrors(errors: readonly FastifySchemaValidationError[], dataVar: string, root?: object): string {
  const { message, group } = describeSchemaErrors((errors as unknown as ErrorObject[]).map(fromAjv), {
    root: root as Schema | undefined,
    whole: WHOLE[dataVar] ?? 'The request',
    unknownKey: dataVar === 'querystring' ? 'parameter' : 'field',
  });
  return group && root ? `${group}: ${message}` : message;
}

/** Fastify's schemaErrorFormatter for routes without an endpoint (error-handler.ts answers 400 BAD_REQUEST with this message). */
export function formatSchemaError(errors: FastifySchemaValidationError[], dataVar: string): Error {
  return new Error(describeRequestErrors(errors, dataVar));
}
