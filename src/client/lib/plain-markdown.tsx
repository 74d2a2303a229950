import type { ReactNode } from 'react';

/**
 * Stands in for markdown-to-jsx in the site's bundles (vite.client-resolve.ts aliases it). Our
 * forms never turn on rjsf's markdown descriptions or help (tests/client/plain-markdown.test.ts
 * keeps it so), which leaves rjsf's own developer messages, and they read fine as plain text.
 * It keeps an 86 kB parser off every calculator page.
 */
export function Markdown({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
