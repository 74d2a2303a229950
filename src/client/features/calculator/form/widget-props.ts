import { Input } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';

export const inputProps = ({ id, htmlName, value, disabled, readonly, onBlur, onFocus }: WidgetProps) => ({
  id,
  name: htmlName ?? id,
  disabled: disabled || readonly,
  onBlur: () => onBlur(id, value),
  onFocus: () => onFocus(id, value),
});

/** Also gives the control its accessible name where the form hides the label. */
export const framedControlProps = (props: WidgetProps) => ({
  ...inputProps(props),
  'aria-label': props.hideLabel ? props.label : undefined,
  className: Input.classes.input,
  'data-variant': 'default',
});

/** The label over the input; none where the form hides it (the control then carries an aria-label). */
export const shownLabel = ({ label, hideLabel }: WidgetProps): string | undefined => (hideLabel ? undefined : label);
