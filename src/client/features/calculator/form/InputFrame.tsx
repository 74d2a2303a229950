import type { ReactNode } from 'react';
import { Input } from '@mantine/core';
import classes from './calculator-form.module.css';

interface InputFrameProps {
  id: string;
  /** Shown over the input; absent where the form hides it (the input then carries an aria-label). */
  label?: string;
  /** The input or select itself, with `Input.classes.input` and `data-variant="default"`. */
  children: ReactNode;
  rightSection?: ReactNode;
  /** A select: the section lets clicks through to it and the pointer shows it opens. */
  pointer?: boolean;
  /** Under the input (the range a refused value must be in). */
  description?: ReactNode;
}

/**
 * Mantine's input frame as plain elements with Mantine's own class names, so it looks and themes as a
 * TextInput does. As Mantine components, the dozen on a calculator page cost about eight times as much
 * to render on the server and to hydrate on a phone (decision 0044).
 */
export function InputFrame({ id, label, children, rightSection, pointer, description }: InputFrameProps) {
  return (
    <div className={Input.classes.root} data-size="sm">
      {label !== undefined && (
        <label className={Input.classes.label} data-size="sm" htmlFor={id} id={`${id}-label`}>
          {label}
        </label>
      )}
      <div
        className={`${Input.classes.wrapper} ${pointer ? classes.selectFrame : classes.spinFrame}${description ? ` ${classes.described}` : ''}`}
        data-variant="default"
        data-size="sm"
        data-pointer={pointer || undefined}
        data-with-right-section={rightSection ? true : undefined}
      >
        {children}
        {rightSection && (
          <div data-position="right" className={Input.classes.section}>
            {rightSection}
          </div>
        )}
      </div>
      {description && (
        <p className={Input.classes.description} data-size="sm" id={`${id}-description`}>
          {description}
        </p>
      )}
    </div>
  );
}
