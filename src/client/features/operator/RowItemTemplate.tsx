import { createElement, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { getTemplate, getUiOptions, type ArrayFieldItemTemplateProps } from '@rjsf/utils';
import classes from './CompactObjectTemplate.module.css';

/** The row's buttons a keyboard can reach: the disabled ones (Move up on the first row) are skipped. */
const reachable = (toolbar: HTMLElement | null) => [...(toolbar?.querySelectorAll<HTMLButtonElement>('button:not(:disabled)') ?? [])];

const STEPS: Record<string, (at: number, count: number) => number> = {
  ArrowRight: (at, count) => (at + 1) % count,
  ArrowDown: (at, count) => (at + 1) % count,
  ArrowLeft: (at, count) => (at - 1 + count) % count,
  ArrowUp: (at, count) => (at - 1 + count) % count,
  Home: () => 0,
  End: (_at, count) => count - 1,
};

/**
 * A list row (a rank) with its move and remove buttons as one toolbar: one tab stop per row instead of
 * three, the arrow keys moving between the buttons (the WAI-ARIA toolbar pattern). Eleven ranks took
 * fifty-five tab stops; they take thirty-three, the label and value of each and its toolbar.
 */
export function RowItemTemplate(props: ArrayFieldItemTemplateProps) {
  const { buttonsProps, children, hasToolbar, index, registry, uiSchema } = props;
  const Buttons = getTemplate('ArrayFieldItemButtonsTemplate', registry, getUiOptions(uiSchema));
  const toolbar = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);

  // rjsf renders the buttons: which one takes the row's tab stop is set on them after each render.
  useLayoutEffect(() => {
    const buttons = reachable(toolbar.current);
    const current = buttons[Math.min(active, buttons.length - 1)];
    for (const button of buttons) button.tabIndex = button === current ? 0 : -1;
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = STEPS[event.key];
    const buttons = reachable(toolbar.current);
    const at = buttons.findIndex((button) => button === (event.target as EventTarget));
    if (!step || at < 0) return;
    event.preventDefault();
    buttons[step(at, buttons.length)]?.focus();
  };

  return (
    <div className={classes.rowItem}>
      <div className={classes.field}>{children}</div>
      {hasToolbar && (
        <div
          ref={toolbar}
          role="toolbar"
          aria-label={`Row ${index + 1}`}
          className={classes.rowButtons}
          onKeyDown={onKeyDown}
          onFocus={(event) => {
            const at = reachable(toolbar.current).findIndex((button) => button === (event.target as EventTarget));
            if (at >= 0) setActive(at);
          }}
        >
          {/* The theme's own buttons, looked up in the registry (not a component made here). */}
          {createElement(Buttons, buttonsProps)}
        </div>
      )}
    </div>
  );
}
