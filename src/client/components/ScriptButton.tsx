import type { ComponentPropsWithRef } from 'react';
import { Button, type ButtonProps } from '@mantine/core';
import { useHydrated } from '../lib/use-hydrated';

type ScriptButtonProps = ButtonProps & Omit<ComponentPropsWithRef<'button'>, keyof ButtonProps>;

/**
 * A button whose action needs the script: disabled until the page is hydrated, so a press before
 * then is plainly unavailable rather than lost (decision 0040). A component of its own because the
 * hydrated flag turns true in a blocking render after hydration: here that render is this button
 * alone, not the page around it (a whole page re-rendered at once is a long task on a phone).
 */
export function ScriptButton({ disabled, ...props }: ScriptButtonProps) {
  const hydrated = useHydrated();
  return <Button {...props} disabled={!hydrated || disabled} />;
}
