import { fileURLToPath } from 'node:url';
import type { AliasOptions } from 'vite';

/**
 * Module replacements shared by the client and server-rendering builds (the two must render the
 * same markup): rjsf's markdown renderer becomes plain text (src/client/lib/plain-markdown.tsx).
 */
export const clientAliases: AliasOptions = [
  { find: /^markdown-to-jsx\/react$/, replacement: fileURLToPath(new URL('./src/client/lib/plain-markdown.tsx', import.meta.url)) },
];
