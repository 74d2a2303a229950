import type { ReactNode } from 'react';
import { ActionIcon, Box, VisuallyHidden, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';

const SUN = (
  <>
    <circle cx="12" cy="12" r="4.5" fill="none" stroke="currentColor" strokeWidth="2" />
    <path
      d="M12 2v2.5M12 19.5V22M2 12h2.5M19.5 12H22M4.9 4.9l1.8 1.8M17.3 17.3l1.8 1.8M4.9 19.1l1.8-1.8M17.3 6.7l1.8-1.8"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    />
  </>
);
const MOON = (
  <path
    d="M20 14.5A8.5 8.5 0 0 1 9.5 4a8.5 8.5 0 1 0 10.5 10.5z"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinejoin="round"
  />
);

/**
 * The server cannot read the stored scheme, so the button renders both faces and the stylesheet hides
 * the one that does not apply (lightHidden/darkHidden): the same markup in either scheme, so no
 * hydration mismatch (React #418), no flash of the wrong icon, and a name that matches what is shown.
 */
export function ColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  // Read only when clicked, never to choose what is rendered.
  const scheme = useComputedColorScheme('light', { getInitialValueInEffect: true });
  const face = (to: 'light' | 'dark', icon: ReactNode) => (
    <Box component="span" lh={0} darkHidden={to === 'dark'} lightHidden={to === 'light'}>
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        {icon}
      </svg>
      <VisuallyHidden>{`Switch to ${to} mode`}</VisuallyHidden>
    </Box>
  );
  return (
    <ActionIcon variant="default" size="lg" onClick={() => setColorScheme(scheme === 'dark' ? 'light' : 'dark')}>
      {face('dark', MOON)}
      {face('light', SUN)}
    </ActionIcon>
  );
}
