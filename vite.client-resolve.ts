import path from 'node:path';
import type { AliasOptions } from 'vite';

/**
 * Module replacements shared by the client and server-rendering builds (the two must render the
 * same markup): rjsf's markdown renderer becomes plain text (src/client/lib/plain-markdown.tsx).
 */
export const clientAliases: AliasOptions = [
  { find: /^markdown-to-jsx\/react$/, replacement: path.join(import.meta.dirname, 'src/client/lib/plain-markdown.tsx') },
];
