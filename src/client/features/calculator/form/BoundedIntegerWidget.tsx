import { useState, type KeyboardEvent } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import classes from './calculator-form.module.css';
import { acceptInput, boundsMessage, type FieldBounds } from '../../../../engine/accept-input';
import { stepValue } from './step-value';
import { InputFrame } from './InputFrame';
import { framedControlProps, shownLabel } from './widget-props';

const bound = (fromSchema: unknown): number | null => (typeof fromSchema === 'number' ? fromSchema : null);

const asText = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : '');

/**
 * Takes only what the engine's acceptInput allows: anything else is not taken (the previous text
 * and value stay) and a short hint under the field gives the range.
 */
export function BoundedIntegerWidget(props: WidgetProps) {
  const { id, value, label, schema, options, onChange, disabled, readonly } = props;
  const bounds: FieldBounds = { label, min: bound(schema.minimum), max: bound(schema.maximum) };
  const step = Number(options.step ?? 1) || 1;

  const [text, setText] = useState(asText(value));
  const [hint, setHint] = useState<string | null>(null);
  // A value set from outside (a share link, a reset) replaces the text being edited.
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    if (asText(value) !== text && !(value === undefined && text.trim() === '')) setText(asText(value));
  }

  const take = (next: string) => {
    const result = acceptInput(bounds, next, typeof value === 'number' ? value : 0);
    if (!result.accepted) {
      setHint(boundsMessage(bounds));
      return;
    }
    setHint(null);
    setText(next);
    // An emptied field is absent from the form data; the price counts it as 0.
    const taken = result.empty ? undefined : result.value;
    setSeen(taken);
    if (taken !== value) onChange(taken);
  };

  const stepBy = (direction: 1 | -1) => take(String(stepValue(typeof value === 'number' ? value : undefined, direction, step, bounds)));

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      stepBy(event.key === 'ArrowUp' ? 1 : -1);
    }
  };

  const locked = disabled || readonly;
  // ▲ and ▼ beside the field; not in the tab order (the arrow keys do the same).
  const arrow = (direction: 1 | -1) => (
    <button
      type="button"
      className={classes.arrow}
      tabIndex={-1}
      aria-label={`${direction === 1 ? 'Increase' : 'Decrease'} ${label}`}
      disabled={locked}
      onClick={() => stepBy(direction)}
    >
      {direction === 1 ? '▲' : '▼'}
    </button>
  );
  const arrows = (
    <div className={classes.arrows}>
      {arrow(1)}
      {arrow(-1)}
    </div>
  );

  return (
    <InputFrame
      id={id}
      label={shownLabel(props)}
      rightSection={arrows}
      description={
        hint ? (
          <span id={`${id}-hint`} className={classes.hint} aria-live="polite">
            {hint}
          </span>
        ) : undefined
      }
    >
      <input
        {...framedControlProps(props)}
        value={text}
        inputMode="numeric"
        autoComplete="off"
        role="spinbutton"
        aria-valuemin={bounds.min ?? undefined}
        aria-valuemax={bounds.max ?? undefined}
        aria-valuenow={typeof value === 'number' ? value : undefined}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => take(event.currentTarget.value)}
        onKeyDown={onKeyDown}
      />
    </InputFrame>
  );
}
