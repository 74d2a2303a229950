import {
  BLOCKS,
  INLINES,
  MARKS,
  type Block as RtBlock,
  type Document,
  type Inline as RtInline,
  type Text,
} from '@contentful/rich-text-types';
import { parseMarkdown, type Block, type Inline } from './markdown-blocks';

/** What the site knows about one of its own images: its intrinsic size, so the page reserves the space. */
export interface ImageSize {
  width: number;
  height: number;
}

export interface MarkdownDocumentOptions {
  /** Size of an image by its src; an image without one is left out (it would shift the page when it arrives). */
  imageSize?: (src: string) => ImageSize | null;
}

type Mark = { type: string };
type Leaf = Text | RtInline;

const HEADINGS = [BLOCKS.HEADING_1, BLOCKS.HEADING_2, BLOCKS.HEADING_3, BLOCKS.HEADING_4, BLOCKS.HEADING_5, BLOCKS.HEADING_6] as const;

const text = (value: string, marks: Mark[]): Text => ({ nodeType: 'text', value, marks, data: {} });

function inlines(nodes: Inline[], marks: Mark[] = []): Leaf[] {
  return nodes.flatMap((node): Leaf[] => {
    switch (node.kind) {
      case 'text':
        return [text(node.text, marks)];
      case 'strong':
        return inlines(node.children, [...marks, { type: MARKS.BOLD }]);
      case 'em':
        return inlines(node.children, [...marks, { type: MARKS.ITALIC }]);
      case 'code':
        return inlines(node.children, [...marks, { type: MARKS.CODE }]);
      case 'link':
        return [{ nodeType: INLINES.HYPERLINK, data: { uri: node.href }, content: inlines(node.children, marks) as Text[] }];
    }
  });
}

// Contentful wants at least one text node in a paragraph, even an empty one.
const paragraph = (children: Inline[]): RtBlock => {
  const content = inlines(children);
  return { nodeType: BLOCKS.PARAGRAPH, data: {}, content: content.length ? content : [text('', [])] };
};

function cellRow(cells: Inline[][], cellType: BLOCKS.TABLE_HEADER_CELL | BLOCKS.TABLE_CELL): RtBlock {
  return {
    nodeType: BLOCKS.TABLE_ROW,
    data: {},
    content: cells.map((cell) => ({ nodeType: cellType, data: {}, content: [paragraph(cell)] })),
  };
}

const assetId = (src: string) => `local-${src.replace(/[^\w-]+/g, '-').replace(/^-+|-+$/g, '')}`;

function contentTypeOf(src: string): string {
  const ext = src.split('.').pop()?.toLowerCase() ?? '';
  return ext === 'svg' ? 'image/svg+xml' : ext === 'jpg' || ext === 'jpeg' ? 'image/jpeg' : `image/${ext}`;
}

function block(node: Block, options: MarkdownDocumentOptions): RtBlock | null {
  switch (node.kind) {
    case 'heading':
      return { nodeType: HEADINGS[node.level - 1] ?? BLOCKS.HEADING_6, data: {}, content: inlines(node.children) };
    case 'paragraph':
      return paragraph(node.children);
    case 'list':
      return {
        nodeType: node.ordered ? BLOCKS.OL_LIST : BLOCKS.UL_LIST,
        data: {},
        content: node.items.map((item) => ({ nodeType: BLOCKS.LIST_ITEM, data: {}, content: [paragraph(item)] })),
      };
    case 'quote':
      return { nodeType: BLOCKS.QUOTE, data: {}, content: node.paragraphs.map(paragraph) };
    case 'rule':
      return { nodeType: BLOCKS.HR, data: {}, content: [] };
    case 'table':
      return {
        nodeType: BLOCKS.TABLE,
        data: {},
        content: [cellRow(node.header, BLOCKS.TABLE_HEADER_CELL), ...node.rows.map((row) => cellRow(row, BLOCKS.TABLE_CELL))],
      };
    case 'image': {
      const size = options.imageSize?.(node.src);
      if (!size) return null;
      // The same shape the Contentful SDK gives a resolved asset link, so one renderer reads both.
      const fields = {
        title: node.alt,
        description: node.alt,
        file: { url: node.src, contentType: contentTypeOf(node.src), details: { image: size } },
      };
      return { nodeType: BLOCKS.EMBEDDED_ASSET, data: { target: { sys: { id: assetId(node.src), type: 'Asset' }, fields } }, content: [] };
    }
  }
}

/** The site's Markdown as a Contentful rich-text Document: one shape for local and Contentful texts. */
export function markdownToDocument(source: string, options: MarkdownDocumentOptions = {}): Document {
  const content = parseMarkdown(source)
    .map((node) => block(node, options))
    .filter((node): node is RtBlock => node !== null);
  return { nodeType: BLOCKS.DOCUMENT, data: {}, content: content as Document['content'] };
}
