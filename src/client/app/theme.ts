import { createTheme, type CSSVariablesResolver } from '@mantine/core';

// The spec's layout breakpoints: 750 and 1250 px (xs/sm stay Mantine's defaults below; 1500 px is
// SideColumns' own). xl is the menu's: from 1280 px (a laptop) the links show in the header, below
// it the hamburger (decision 0038; at 1500 px, most laptops saw no menu links at all).
export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 8: white on filled buttons and blue links on white reach WCAG AA contrast (shade 6 does not).
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  breakpoints: { xs: '36em', sm: '46.875em', md: '62em', lg: '78.125em', xl: '80em' },
});

/**
 * Light-variant text (badges, alerts, light buttons) in every color: shade 9 darkened by a quarter.
 * Mantine's own shade on its light background reaches 2.2–4.5:1 (green, orange, blue), under WCAG AA's
 * 4.5:1 for their small bold text; this reaches at least 4.6:1 in every palette color.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: Object.fromEntries(
    Object.keys(resolved.colors).map((name) => [
      `--mantine-color-${name}-light-color`,
      `color-mix(in srgb, var(--mantine-color-${name}-9), black 25%)`,
    ]),
  ),
  dark: {},
});
