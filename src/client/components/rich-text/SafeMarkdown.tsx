import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Anchor, List, Text, Title, type TitleOrder } from '@mantine/core';
import { parseMarkdown, type Inline } from './markdown-blocks';

function renderInline(nodes: Inline[]): ReactNode {
  return nodes.map((node, i) => {
    switch (node.kind) {
      case 'text':
        return <Fragment key={i}>{node.text}</Fragment>;
      case 'strong':
        return <strong key={i}>{renderInline(node.children)}</strong>;
      case 'em':
        return <em key={i}>{renderInline(node.children)}</em>;
      case 'link':
        return node.href.startsWith('/') ? (
          <Anchor key={i} component={Link} to={node.href} underline="always">
            {renderInline(node.children)}
          </Anchor>
        ) : (
          <Anchor
            key={i}
            href={node.href}
            target={node.href.startsWith('#') ? undefined : '_blank'}
            rel="noopener noreferrer"
            underline="always"
          >
            {renderInline(node.children)}
          </Anchor>
        );
    }
  });
}

/**
 * Renders the site's own Markdown (see markdown-blocks.ts) as React elements, never as HTML.
 * `topLevel` is the heading level a `#` becomes, so an article fits under the page's headings.
 */
export function SafeMarkdown({ source, topLevel = 2 }: { source: string; topLevel?: number }) {
  return (
    <>
      {parseMarkdown(source).map((block, i) => {
        if (block.kind === 'heading') {
          const order = Math.min(6, block.level + topLevel - 1) as TitleOrder;
          return (
            <Title key={i} order={order} mt="lg" mb="xs">
              {renderInline(block.children)}
            </Title>
          );
        }
        if (block.kind === 'paragraph')
          return (
            <Text key={i} mb="sm">
              {renderInline(block.children)}
            </Text>
          );
        return (
          <List key={i} type={block.ordered ? 'ordered' : 'unordered'} mb="sm" spacing={4}>
            {block.items.map((item, j) => (
              <List.Item key={j}>{renderInline(item)}</List.Item>
            ))}
          </List>
        );
      })}
    </>
  );
}
