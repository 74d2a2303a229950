import { createTheme } from '@mantine/core';

// The spec's layout breakpoints: 750, 1250 and 1500 px (xs/sm stay Mantine's defaults below).
export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 8: white on filled buttons and blue links on white reach WCAG AA contrast (shade 6 does not).
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  breakpoints: { xs: '36em', sm: '46.875em', md: '62em', lg: '78.125em', xl: '93.75em' },
});
