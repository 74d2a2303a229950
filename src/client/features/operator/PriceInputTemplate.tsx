import type { ChangeEvent } from 'react';
import { TextInput } from '@mantine/core';
import { Templates } from '@rjsf/mantine';
import { ariaDescribedByIds, labelValue, type BaseInputTemplateProps } from '@rjsf/utils';

const MantineInput = Templates.BaseInputTemplate!;

/** '9,5' is 9.5: a decimal comma, as many operators type it, read as the decimal point it means. */
const withDecimalPoint = (text: string) => text.trim().replace(/^(-?\d*),(\d+)$/, '$1.$2');

/**
 * Numbers are typed into a plain text field and handed to the form as typed: Mantine's NumberInput
 * clamped and rewrote them on blur, storing a number nobody typed. A value the schema refuses keeps
 * its characters, gets the schema's message under the field and blocks the save.
 */
export function PriceInputTemplate(props: BaseInputTemplateProps) {
  const { id, type, schema, value, required, disabled, readonly, label, hideLabel, onChange, onBlur, onFocus, options, rawErrors } = props;
  if (type !== 'number' && type !== 'integer' && schema.type !== 'number' && schema.type !== 'integer') return <MantineInput {...props} />;
  const description = hideLabel ? undefined : (options.description ?? schema.description);
  return (
    <TextInput
      id={id}
      name={id}
      label={labelValue(label || undefined, hideLabel, false)}
      description={description}
      required={required}
      disabled={disabled || readonly}
      inputMode="decimal"
      autoComplete="off"
      value={value === undefined || value === null ? '' : String(value)}
      error={rawErrors && rawErrors.length > 0 ? rawErrors.join('\n') : undefined}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={(event: ChangeEvent<HTMLInputElement>) =>
        onChange(event.target.value === '' ? options.emptyValue : withDecimalPoint(event.target.value))
      }
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
    />
  );
}
