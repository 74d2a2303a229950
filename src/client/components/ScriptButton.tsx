import type { ComponentPropsWithRef } from 'react';
import { Button, type ButtonProps } from '@mantine/core';
import { useHydrated } from '../lib/use-hydrated';

type ScriptButtonProps = ButtonProps & Omit<ComponentPropsWithRef<'button'>, keyof ButtonProps>;

/**
 * A component of its own because the hydrated flag turns true in a blocking render after hydration:
 * here that render is this button alone, not the whole page (a long task on a phone). See useHydrated.
 */
export function ScriptButton({ disabled, ...props }: ScriptButtonProps) {
  const hydrated = useHydrated();
  return <Button {...props} disabled={!hydrated || disabled} />;
}
