import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';

/** Light/dark switch; Mantine remembers the choice in localStorage. */
export function ColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light', { getInitialValueInEffect: true });
  const next = scheme === 'dark' ? 'light' : 'dark';
  return (
    <ActionIcon variant="default" size="lg" aria-label={`Switch to ${next} mode`} onClick={() => setColorScheme(next)}>
      <span aria-hidden="true">{scheme === 'dark' ? '☀' : '☾'}</span>
    </ActionIcon>
  );
}
