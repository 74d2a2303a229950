import type { RJSFSchema, ValidationData, ValidatorType } from '@rjsf/utils';

type Json = unknown;

/**
 * Checks the few keywords our calculator forms use (type, enum, const, minimum, maximum,
 * properties). rjsf asks this when it resolves schemas; the forms have no oneOf/anyOf, so
 * this is enough, and it keeps the ajv compiler (about 35 kB gzipped) out of the page.
 */
function matches(schema: RJSFSchema | boolean | undefined, data: Json): boolean {
  if (schema === undefined || schema === true) return true;
  if (schema === false) return false;
  if (data === undefined) return true;
  if (schema.const !== undefined && schema.const !== data) return false;
  if (Array.isArray(schema.enum) && !schema.enum.some((value) => value === data)) return false;
  switch (schema.type) {
    case 'integer':
      if (!Number.isInteger(data)) return false;
      break;
    case 'number':
      if (typeof data !== 'number' || !Number.isFinite(data)) return false;
      break;
    case 'boolean':
      if (typeof data !== 'boolean') return false;
      break;
    case 'string':
      if (typeof data !== 'string') return false;
      break;
    case 'object':
      if (typeof data !== 'object' || data === null || Array.isArray(data)) return false;
      break;
    default:
      break;
  }
  if (typeof data === 'number') {
    if (typeof schema.minimum === 'number' && data < schema.minimum) return false;
    if (typeof schema.maximum === 'number' && data > schema.maximum) return false;
  }
  if (schema.properties && typeof data === 'object' && data !== null) {
    const record = data as Record<string, Json>;
    return Object.entries(schema.properties).every(([key, sub]) => matches(sub as RJSFSchema | boolean, record[key]));
  }
  return true;
}

/**
 * rjsf's validator contract without ajv: every field is already validated as it is typed
 * (acceptInput), so form-level validation never has anything left to report.
 */
export const boundsValidator: ValidatorType = {
  validateFormData: (): ValidationData<unknown> => ({ errors: [], errorSchema: {} }),
  isValid: (schema, formData) => matches(schema, formData),
  rawValidation: () => ({ errors: [] }),
};
