import { Checkbox, CheckIcon } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import classes from './calculator-form.module.css';
import { inputProps } from './widget-props';

const box = Checkbox.classes;

/**
 * Mantine's checkbox markup with its class names, written plainly like the other inputs
 * (InputFrame.tsx); its sizes and colours are the `flag` class's.
 */
export function FlagCheckboxWidget(props: WidgetProps) {
  const { id, value, label, onChange } = props;
  return (
    <div className={`${box.root} ${classes.flag}`} data-variant="filled" data-label-position="right">
      <div className={box.body}>
        <div className={box.inner} data-label-position="right">
          <input
            {...inputProps(props)}
            className={`mantine-focus-auto ${box.input}`}
            type="checkbox"
            // Sent as a share link writes a flag that is set.
            value="1"
            checked={value === true}
            onChange={(event) => onChange(event.currentTarget.checked)}
          />
          <CheckIcon aria-hidden className={box.icon} />
        </div>
        <div className={box.labelWrapper}>
          <label className={box.label} htmlFor={id}>
            {label}
          </label>
        </div>
      </div>
    </div>
  );
}
