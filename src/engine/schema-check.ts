import { Ajv } from 'ajv';
import type { DataFileCheck } from './data-files';
import { DataFileError } from './engine-errors';
import { fieldPath, schemaFix } from './schema-errors';

/** What a failing data file is told to do (schemaFix): where the documentation is, how to write patterned fields. */
export interface SchemaFixes {
  guide: string;
  patterns?: Readonly<Record<string, string>>;
}

/**
 * The meta-schema part of a data file's check, shared by games and converters so both fail
 * the same way: `<file>: field "<path>" <message>`, with its fix. An unknown field says so; an
 * enum names its allowed values.
 */
export function createSchemaCheck(metaSchema: object, fixes: SchemaFixes = { guide: 'see the meta-schema in schemas/' }): DataFileCheck {
  const validate = new Ajv({ allErrors: false, strict: false }).compile(metaSchema);
  return (file, data) => {
    if (validate(data)) return;
    const error = validate.errors?.[0];
    const allowed = (error?.params as { allowedValues?: unknown[] } | undefined)?.allowedValues;
    const detail =
      error?.keyword === 'additionalProperties'
        ? 'is not a known field'
        : `${error?.message ?? 'is invalid'}${allowed ? ` (${allowed.join(', ')})` : ''}`;
    const fix = error ? schemaFix(error, fixes.guide, fixes.patterns) : fixes.guide;
    throw new DataFileError(file, error ? fieldPath(error) : '', detail, 'INVALID_DATA_FILE', fix);
  };
}
