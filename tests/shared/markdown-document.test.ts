import { describe, expect, it } from 'vitest';
import { markdownToDocument } from '../../src/shared/rich-text/markdown-document';
import { documentDescription } from '../../src/shared/rich-text/document-text';

const types = (node: { nodeType: string; content?: unknown[] }): string[] => [
  node.nodeType,
  ...((node.content ?? []) as Array<{ nodeType: string; content?: unknown[] }>).flatMap(types),
];

describe('markdownToDocument: the site Markdown as a Contentful rich-text Document', () => {
  it('turns every block into its Contentful node', () => {
    const doc = markdownToDocument(
      [
        '# One',
        '## Two',
        '### Three',
        'Text with **bold**, *italic*, `code` and [a link](https://example.com).',
        '> quoted',
        '---',
        '- a\n- b',
        '1. first',
        '| H1 | H2 |\n|---|---|\n| c1 | c2 |',
        '![alt text](/blog/x.svg)',
      ].join('\n\n'),
      { imageSize: () => ({ width: 960, height: 420 }) },
    );
    expect(doc.content.map((n) => n.nodeType)).toEqual([
      'heading-1',
      'heading-2',
      'heading-3',
      'paragraph',
      'blockquote',
      'hr',
      'unordered-list',
      'ordered-list',
      'table',
      'embedded-asset-block',
    ]);
    expect(types(doc.content[8]!)).toEqual([
      'table',
      'table-row',
      'table-header-cell',
      'paragraph',
      'text',
      'table-header-cell',
      'paragraph',
      'text',
      'table-row',
      'table-cell',
      'paragraph',
      'text',
      'table-cell',
      'paragraph',
      'text',
    ]);
    const paragraph = doc.content[3]!;
    expect(paragraph.content).toContainEqual({ nodeType: 'text', value: 'bold', marks: [{ type: 'bold' }], data: {} });
    expect(paragraph.content).toContainEqual({ nodeType: 'text', value: 'code', marks: [{ type: 'code' }], data: {} });
    expect(paragraph.content).toContainEqual({
      nodeType: 'hyperlink',
      data: { uri: 'https://example.com' },
      content: [{ nodeType: 'text', value: 'a link', marks: [], data: {} }],
    });
    expect(doc.content[9]!.data.target).toEqual({
      sys: { id: 'local-blog-x-svg', type: 'Asset' },
      fields: {
        title: 'alt text',
        description: 'alt text',
        file: { url: '/blog/x.svg', contentType: 'image/svg+xml', details: { image: { width: 960, height: 420 } } },
      },
    });
  });

  it('leaves out an image whose size is unknown, and keeps HTML as text', () => {
    const doc = markdownToDocument('![a](/missing.png)\n\n<script>alert(1)</script>');
    expect(doc.content).toHaveLength(1);
    expect(doc.content[0]!.content[0]).toMatchObject({ nodeType: 'text', value: '<script>alert(1)</script>' });
  });

  it('keeps a pipe line without its divider row as a paragraph', () => {
    expect(markdownToDocument('| not | a table |').content[0]!.nodeType).toBe('paragraph');
  });
});

describe('documentDescription', () => {
  it('joins the paragraphs, not headings or lists, and cuts at a word', () => {
    const doc = markdownToDocument('# Title\n\nFirst  paragraph.\n\n- a list\n\nSecond **one**.');
    expect(documentDescription(doc)).toBe('First paragraph. Second one.');
    const long = markdownToDocument(Array.from({ length: 60 }, (_, i) => `word${i}`).join(' '));
    const text = documentDescription(long, 50);
    expect(text.length).toBeLessThanOrEqual(50);
    expect(text).toMatch(/word\d+…$/);
  });
});
