import type { FieldProps } from '@rjsf/utils';

/**
 * Our integer widget parses the text itself, so rjsf's own NumberField locale handling is skipped: it
 * builds an Intl.NumberFormat on every render, and the browser's first Intl formatter costs 15–50 ms
 * on a phone (ICU starting up) while the page hydrates.
 */
export function WholeNumberField(props: FieldProps) {
  const { StringField } = props.registry.fields;
  // rjsf's registry always holds its StringField; its type only says a field may be missing.
  if (!StringField) throw new Error('rjsf registry has no StringField');
  return <StringField {...props} />;
}
