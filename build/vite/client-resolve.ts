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

/**
 * Mantine's useId, which every input, checkbox and popover calls, is replaced in the browser by
 * React's own (src/client/lib/stable-mantine-id.ts says why). Mantine imports it by relative
 * path inside its package, so this works on the resolved file rather than an alias. The server
 * render keeps Mantine's, which already answers React's id there.
 */
export function stableMantineIds(): Plugin {
  return {
    name: 'stable-mantine-ids',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !source.includes('use-id')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && MANTINE_USE_ID.test(resolved.id) ? STABLE_MANTINE_ID : null;
    },
  };
}
