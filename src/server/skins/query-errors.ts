import type { FastifySchemaValidationError } from 'fastify/types/schema';

/**
 * Turns the first schema error of a skin query into a sentence naming the parameter and what it
 * accepts, e.g. "sort must be one of: newest, oldest, …" instead of Ajv's generic wording.
 */
export function skinQueryError(errors: FastifySchemaValidationError[], dataVar: string): Error {
  const first = errors[0];
  const field = (first?.instancePath ?? '').replace(/^\//, '') || dataVar;
  const params = (first?.params ?? {}) as Record<string, unknown>;
  let message: string;
  switch (first?.keyword) {
    case 'enum':
      message = `${field} must be one of: ${(params.allowedValues as string[]).join(', ')}`;
      break;
    case 'additionalProperties':
      message = `unknown parameter '${String(params.additionalProperty)}'`;
      break;
    case 'pattern':
      message = `${field} must be a whole number from 1`;
      break;
    case 'maxLength':
      message = `${field} must be at most ${String(params.limit)} characters`;
      break;
    case 'minLength':
      message = `${field} must not be empty`;
      break;
    case 'type':
      message = `${field} must be given once, as text`;
      break;
    default:
      message = `${field} ${first?.message ?? 'is not valid'}`;
  }
  const error = new Error(`${dataVar}/${message}`) as Error & { validation: unknown; validationContext: string; statusCode: number };
  error.validation = errors;
  error.validationContext = dataVar;
  error.statusCode = 400;
  return error;
}
