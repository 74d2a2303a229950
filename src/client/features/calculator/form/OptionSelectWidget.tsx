import { ComboboxChevron } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { InputFrame } from './InputFrame';
import { framedControlProps, shownLabel } from './widget-props';

type Choice = { value: string; label: string; disabled?: boolean };
const NO_OPTIONS: Choice[] = [{ value: '', label: 'No Options Found', disabled: true }];

/**
 * The browser's own select in Mantine's input frame (InputFrame). Mantine's Select (a popover and
 * a floating-position engine per field) cost a re-render of each one right after hydration, the
 * longest task of a calculator page with four of them (decision 0023).
 */
export function OptionSelectWidget(props: WidgetProps) {
  const { value, options, onChange } = props;
  const enumOptions = options.enumOptions ?? [];
  const selected = enumOptions.findIndex((option) => option.value === value);
  // Each option's value as a share link writes it, so the form sent before the script loads is one.
  const choices = enumOptions.map((option): Choice => ({ value: String(option.value), label: option.label }));
  // Nothing chosen yet shows an empty field, as a text select would, rather than the first option.
  const data = choices.length === 0 ? NO_OPTIONS : selected === -1 ? [{ value: '', label: '', disabled: true }, ...choices] : choices;
  return (
    <InputFrame id={props.id} label={shownLabel(props)} pointer rightSection={<ComboboxChevron />}>
      <select
        {...framedControlProps(props)}
        value={selected === -1 ? '' : String(enumOptions[selected]!.value)}
        onChange={(event) => {
          const option = enumOptions.find((o) => String(o.value) === event.currentTarget.value);
          if (event.currentTarget.value !== '' && option) onChange(option.value);
        }}
      >
        {data.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </InputFrame>
  );
}
