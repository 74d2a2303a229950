import { Ajv } from 'ajv';
import type { DataFileCheck } from './data-files';
import { DataFileError } from './engine-errors';
import { fieldPath } from './schema-errors';

/**
 * The meta-schema part of a data file's check, shared by games and converters so both fail
 * the same way: `<file>: field "<path>" <message>`. An unknown field says so; an enum names
 * its allowed values.
 */
export function createSchemaCheck(metaSchema: object): DataFileCheck {
  const validate = new Ajv({ allErrors: false, strict: false }).compile(metaSchema);
  return (file, data) => {
    if (validate(data)) return;
    const error = validate.errors?.[0];
    const allowed = (error?.params as { allowedValues?: unknown[] } | undefined)?.allowedValues;
    const detail =
      error?.keyword === 'additionalProperties'
        ? 'is not a known field'
        : `${error?.message ?? 'is invalid'}${allowed ? ` (${allowed.join(', ')})` : ''}`;
    throw new DataFileError(file, error ? fieldPath(error) : '', detail);
  };
}
