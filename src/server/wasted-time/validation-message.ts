import type { FastifySchemaValidationError } from 'fastify';
import { LOOKUP_MESSAGES } from '../../shared/api/wasted-time';

const BY_FIELD: Record<string, string> = {
  gameName: LOOKUP_MESSAGES.gameName,
  tagLine: LOOKUP_MESSAGES.tagLine,
  region: LOOKUP_MESSAGES.region,
  page: LOOKUP_MESSAGES.page,
  id: 'The id must be a whole number from 1.',
};

/** A visitor-readable message for the first schema error of a lookup or leaderboard request. */
export function validationMessage(errors: readonly FastifySchemaValidationError[] | undefined): string {
  const first = errors?.[0];
  if (!first) return 'Invalid request.';
  const missing = first.params as { missingProperty?: string; additionalProperty?: string } | undefined;
  const field = missing?.missingProperty ?? first.instancePath.split('/')[1] ?? '';
  if (missing?.additionalProperty) return `Unknown field "${missing.additionalProperty}": send gameName, tagLine and region.`;
  if (field in BY_FIELD) return BY_FIELD[field]!;
  return 'Send a JSON object with gameName, tagLine and region.';
}
