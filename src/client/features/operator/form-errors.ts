import type { RJSFValidationError } from '@rjsf/utils';
import { describeSchemaErrors, type Schema } from '../../../engine/schema-errors';

/**
 * rjsf's errors in the words the API uses (engine/schema-errors.ts), naming the field by the label
 * the operator sees ('Multiplier (€) must be a number.'). `message` is shown under the field, where
 * its group is in view; `stack` adds the group ('Level: Multiplier (€) must be a number.') for the
 * toast, read away from the field: the sentence the server answers a save of the same value with.
 */
export function plainFormErrors(schema: unknown, uiSchema: unknown) {
  const options = { root: schema as Schema, ui: uiSchema as Record<string, unknown>, emptiedInputs: true };
  return (errors: RJSFValidationError[]): RJSFValidationError[] =>
    errors.map((error) => {
      const keys = (error.property ?? '').split('.').filter(Boolean);
      // rjsf names a missing field in its path; Ajv, and so the formatter, names it in `missingProperty`.
      const path = error.name === 'required' ? keys.slice(0, -1) : keys;
      const params = (error.params ?? {}) as Record<string, unknown>;
      const { message, group } = describeSchemaErrors([{ keyword: error.name ?? '', path, params }], options);
      return { ...error, message, stack: group ? `${group}: ${message}` : message };
    });
}
