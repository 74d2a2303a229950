import { describe, expect, it } from 'vitest';
import { mantineThemeCss, themeVariables, THEME_VARIABLES_ID } from '../../build/vite/theme-variables';

type Hook = (id: string) => string | null;

describe('themeVariables', () => {
  it("serves the theme's variables and Mantine's responsive classes as one stylesheet", () => {
    const plugin = themeVariables();
    const resolved = (plugin.resolveId as unknown as Hook)(THEME_VARIABLES_ID);
    expect(resolved).toMatch(/\.css$/);
    expect((plugin.resolveId as unknown as Hook)('./other.css')).toBeNull();
    const css = (plugin.load as unknown as Hook)(resolved!);
    expect(css).toBe(mantineThemeCss());
    // The site's theme (src/client/app/theme.ts): its font, its breakpoints, its light-variant text color.
    expect(css).toContain('--mantine-font-family: system-ui');
    expect(css).toContain('--mantine-breakpoint-sm: 46.875em');
    expect(css).toMatch(
      /\[data-mantine-color-scheme="light"\][^}]*--mantine-color-green-light-color: color-mix\(in srgb, var\(--mantine-color-green-9\), black 25%\)/,
    );
    expect(css).toContain('.mantine-hidden-from-sm');
  });
});
