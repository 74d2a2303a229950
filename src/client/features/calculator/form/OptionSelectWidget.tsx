import { Select } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';

/**
 * One option from a list (ranks, Clash selects). Not searchable; an empty list says
 * 'No Options Found'. Options are keyed by position so any value type round-trips.
 */
export function OptionSelectWidget(props: WidgetProps) {
  const { id, value, label, options, onChange, onBlur, onFocus, disabled, readonly, hideLabel } = props;
  const enumOptions = options.enumOptions ?? [];
  const data = enumOptions.map((option, index) => ({ value: String(index), label: option.label }));
  const selected = enumOptions.findIndex((option) => option.value === value);
  return (
    <Select
      id={id}
      name={id}
      label={hideLabel ? undefined : label}
      aria-label={hideLabel ? label : undefined}
      data={data}
      value={selected === -1 ? null : String(selected)}
      searchable={false}
      allowDeselect={false}
      nothingFoundMessage="No Options Found"
      checkIconPosition="right"
      disabled={disabled || readonly}
      comboboxProps={{ withinPortal: true }}
      onChange={(next) => {
        if (next === null) return;
        const option = enumOptions[Number(next)];
        if (option) onChange(option.value);
      }}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}
