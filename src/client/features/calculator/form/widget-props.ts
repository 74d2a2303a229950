import type { WidgetProps } from '@rjsf/utils';

/** What every calculator input takes from rjsf: its id, its name in the share link, locked or not, and focus and blur by id. */
export const inputProps = ({ id, htmlName, value, disabled, readonly, onBlur, onFocus }: WidgetProps) => ({
  id,
  name: htmlName ?? id,
  disabled: disabled || readonly,
  onBlur: () => onBlur(id, value),
  onFocus: () => onFocus(id, value),
});

/** The label over the input, or, where the form hides it, the input's accessible name. */
export const labelProps = ({ label, hideLabel }: WidgetProps) => ({
  label: hideLabel ? undefined : label,
  'aria-label': hideLabel ? label : undefined,
});
