import type { Block, Document, Inline, Text } from '@contentful/rich-text-types';

type Node = Block | Inline | Text;

const textOf = (node: Node): string => (node.nodeType === 'text' ? (node as Text).value : (node as Block).content.map(textOf).join(''));

/**
 * A post's description: the text of its top-level paragraphs joined with spaces, whitespace
 * collapsed, cut at a word boundary to `max` characters (search engines show about 160).
 */
export function documentDescription(document: Document, max = 160): string {
  const joined = document.content
    .filter((node) => node.nodeType === 'paragraph')
    .map(textOf)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (joined.length <= max) return joined;
  const cut = joined.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, '')}…`;
}
