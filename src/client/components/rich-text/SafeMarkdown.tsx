import { useMemo } from 'react';
import { markdownToDocument } from '../../../shared/rich-text/markdown-document';
import { RichText } from './RichText';

/**
 * The site's own Markdown (see shared/rich-text/markdown-blocks.ts), turned into the same rich-text
 * Document as a Contentful post and drawn by the one renderer: never as HTML.
 * `topLevel` is the heading level a `#` becomes, so an article fits under the page's headings.
 */
export function SafeMarkdown({ source, topLevel = 2 }: { source: string; topLevel?: number }) {
  const document = useMemo(() => markdownToDocument(source), [source]);
  return <RichText document={document} topLevel={topLevel} />;
}
