import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import type { Plugin } from 'vite';
import { htmlElements } from '../../src/server/site/html-elements';
import { cssVariablesResolver, theme } from '../../src/client/app/theme';

/** The stylesheet the browser entry imports for the site's theme variables (src/client/main.tsx). */
export const THEME_VARIABLES_ID = 'virtual:theme-variables.css';
const RESOLVED = `/${THEME_VARIABLES_ID.replace(':', '-')}`;

/**
 * The two stylesheets Mantine's provider writes into every page (the theme's CSS variables, 6.8 kB on
 * the site's theme, and its hidden-from/visible-from classes), rendered once here by Mantine itself and
 * served in the site's stylesheet. The provider then runs with `withCssVariables` and
 * `withGlobalClasses` off, on the server and in the browser alike (the same tree, so React's ids
 * agree): working the variables out was about 8 % of a calculator page's server render.
 */
export function mantineThemeCss(): string {
  const html = renderToStaticMarkup(createElement(MantineProvider, { theme, cssVariablesResolver }));
  const sheets = htmlElements(html)
    .filter(
      (el) => el.tag === 'style' && ['true', 'classes'].includes(el.attrs.get('data-mantine-styles') ?? '') && el.endTagStart !== null,
    )
    .map((el) => html.slice(el.contentStart, el.endTagStart!));
  if (sheets.length !== 2) throw new Error(`Mantine's provider wrote ${sheets.length} of its 2 stylesheets`);
  return sheets.join('\n');
}

export function themeVariables(): Plugin {
  return {
    name: 'theme-variables',
    resolveId: (id) => (id === THEME_VARIABLES_ID ? RESOLVED : null),
    load: (id) => (id === RESOLVED ? mantineThemeCss() : null),
  };
}
