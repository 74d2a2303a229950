import { Checkbox } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { inputProps } from './widget-props';

/** A yes/no flag (gun buddy, battle pass, owned characters); unchecked unless the data says so. */
export function FlagCheckboxWidget(props: WidgetProps) {
  const { value, label, onChange } = props;
  return (
    <Checkbox
      {...inputProps(props)}
      // Sent as a share link writes a flag that is set.
      value="1"
      label={label}
      checked={value === true}
      // The theme's md radius makes a 20 px box look like a radio button; these are independent toggles.
      radius="xs"
      onChange={(event) => onChange(event.currentTarget.checked)}
      mt={{ base: 0, sm: 'lg' }}
    />
  );
}
