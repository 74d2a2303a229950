import type { FastifyRequest } from 'fastify';
import type { FastifySchemaValidationError } from 'fastify/types/schema';

/**
 * The sync starts on a GET (the spec's verb), which the operator guard lets through without an
 * Origin check. Browsers mark every request another site makes: a foreign Origin header or
 * Sec-Fetch-Site "cross-site" is refused here, as a POST from another origin is.
 */
export function fromOtherSite(request: FastifyRequest): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (!origin) return false;
  try {
    return new URL(origin).origin !== new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return true;
  }
}

/** Schema errors as "<field> <what is wrong>", naming an unknown field too (Ajv's wording leaves it out). */
export function namedFieldError(errors: FastifySchemaValidationError[], dataVar: string): Error {
  const first = errors[0];
  const field =
    (first?.instancePath ?? '')
      .replace(/^\//, '')
      .replace(/\/(\d+)/g, '[$1]')
      .replace(/\//g, '.') || dataVar;
  const params = (first?.params ?? {}) as Record<string, unknown>;
  const message =
    first?.keyword === 'additionalProperties'
      ? `has an unknown field '${String(params.additionalProperty)}'`
      : `${field} ${first?.message ?? 'is not valid'}`;
  // app.ts's error handler drops the leading "<dataVar>/" and says "Invalid <dataVar>: ...".
  return Object.assign(new Error(`${dataVar}/${message}`), { validation: errors, validationContext: dataVar, statusCode: 400 });
}
