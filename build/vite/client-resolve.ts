import path from 'node:path';
import type { Alias, Plugin } from 'vite';

// The repository root: this file sits in build/vite/.
const here = path.resolve(import.meta.dirname, '../..');

/**
 * Module replacements shared by the client and server-rendering builds (the two must render the
 * same markup): rjsf's markdown renderer becomes plain text (src/client/lib/plain-markdown.tsx),
 * and React Router is its production build: its package's exports name only the development one
 * (remix-run/react-router#14102), whose warnings and checks cost every server render and ship to
 * every browser.
 */
export const clientAliases: Alias[] = [
  { find: /^markdown-to-jsx\/react$/, replacement: path.join(here, 'src/client/lib/plain-markdown.tsx') },
  { find: /^react-router$/, replacement: path.join(here, 'node_modules/react-router/dist/production/index.mjs') },
];

/** The module of @mantine/hooks that stableMantineIds replaces, as Vite resolves it. */
export const MANTINE_USE_ID = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;
export const STABLE_MANTINE_ID = path.join(here, 'src/client/lib/stable-mantine-id.ts');
/** The module of @mantine/core that fastStyleProps replaces, as Vite resolves it. */
export const MANTINE_EXTRACT_STYLE_PROPS =
  /[\\/]@mantine[\\/]core[\\/]esm[\\/]core[\\/]Box[\\/]style-props[\\/]extract-style-props[\\/]extract-style-props\.mjs$/;
export const FAST_STYLE_PROPS = path.join(here, 'src/client/lib/mantine-style-props.ts');

/**
 * Swaps one module inside a package for ours. Mantine imports its own modules by relative path,
 * so this works on the file Vite resolves rather than on an alias.
 */
function replaceResolved(name: string, fileName: string, module: RegExp, replacement: string): Plugin {
  return {
    name,
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !source.includes(fileName)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && module.test(resolved.id) ? replacement : null;
    },
  };
}

/**
 * Mantine's useId, which every input, checkbox and popover calls, is replaced in the browser by
 * React's own (src/client/lib/stable-mantine-id.ts says why). The server render keeps Mantine's,
 * which already answers React's id there.
 */
export const stableMantineIds = (): Plugin => replaceResolved('stable-mantine-ids', 'use-id', MANTINE_USE_ID, STABLE_MANTINE_ID);

/**
 * Mantine's extractStyleProps, which every Mantine component calls, is replaced in both builds by
 * one that does the same in a tenth of the time (src/client/lib/mantine-style-props.ts).
 */
export const fastStyleProps = (): Plugin =>
  replaceResolved('fast-style-props', 'extract-style-props', MANTINE_EXTRACT_STYLE_PROPS, FAST_STYLE_PROPS);
