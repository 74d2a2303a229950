import { Checkbox } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';

/** A yes/no flag (gun buddy, battle pass, owned characters); unchecked unless the data says so. */
export function FlagCheckboxWidget(props: WidgetProps) {
  const { id, htmlName, value, label, onChange, onBlur, onFocus, disabled, readonly } = props;
  return (
    <Checkbox
      id={id}
      name={htmlName ?? id}
      // Sent as a share link writes a flag that is set.
      value="1"
      label={label}
      checked={value === true}
      // The theme's md radius makes a 20 px box look like a radio button; these are independent toggles.
      radius="xs"
      disabled={disabled || readonly}
      onChange={(event) => onChange(event.currentTarget.checked)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      mt={{ base: 0, sm: 'lg' }}
    />
  );
}
