import { useMemo } from 'react';
import { markdownToDocument } from '../../../shared/rich-text/markdown-document';
import { RichText } from './RichText';

/**
 * The site's own Markdown (shared/rich-text/markdown-blocks.ts) as the same Document a Contentful
 * post is, drawn by RichText: never as HTML.
 */
export function SafeMarkdown({ source, topLevel = 2 }: { source: string; topLevel?: number }) {
  const document = useMemo(() => markdownToDocument(source), [source]);
  return <RichText document={document} topLevel={topLevel} />;
}
