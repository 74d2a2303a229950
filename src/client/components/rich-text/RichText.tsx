import { Children, lazy, Suspense, type ReactNode } from 'react';
import { documentToReactComponents, type Options } from '@contentful/rich-text-react-renderer';
import { BLOCKS, INLINES, type Block, type Document, type Inline } from '@contentful/rich-text-types';
import { Table, Title, type TitleOrder } from '@mantine/core';
import { linkKind } from './link-kind';
import { EmbeddedImage } from './EmbeddedImage';
import { RichTextLink } from './RichTextLink';
import { YouTubeEmbed } from './YouTubeEmbed';
import { TableFrame } from './TableFrame';
import { TweetSlot } from './TweetSlot';
import { useSiteOrigin } from '../../lib/site-origin';
import classes from './RichText.module.css';

// react-tweet and its styles are loaded only by texts that embed a tweet.
const TweetCard = lazy(() => import('./TweetCard'));

const HEADING_LEVELS: Record<string, number> = {
  [BLOCKS.HEADING_1]: 1,
  [BLOCKS.HEADING_2]: 2,
  [BLOCKS.HEADING_3]: 3,
  [BLOCKS.HEADING_4]: 4,
  [BLOCKS.HEADING_5]: 5,
  [BLOCKS.HEADING_6]: 6,
};

const uriOf = (node: Block | Inline) => (typeof node.data.uri === 'string' ? node.data.uri : '');

/** True when a paragraph carries a video or tweet link: it then renders as a block (a card cannot sit in a <p>). */
const hasEmbed = (node: Block | Inline) =>
  node.content.some((child) => child.nodeType === INLINES.HYPERLINK && ['youtube', 'tweet'].includes(linkKind(uriOf(child)).kind));

function embedLink(node: Block | Inline, children: ReactNode, siteOrigin: string): ReactNode {
  const kind = linkKind(uriOf(node), siteOrigin);
  const label = node.content
    .map((child) => (child.nodeType === 'text' ? child.value : ''))
    .join('')
    .trim();
  if (kind.kind === 'youtube')
    return (
      <YouTubeEmbed
        videoId={kind.videoId}
        title={label || 'Embedded video'}
        portrait={/^https?:\/\/[^/]+\/shorts\//.test(uriOf(node).trim())}
      />
    );
  if (kind.kind === 'tweet') {
    return (
      <TweetSlot>
        <Suspense fallback={null}>
          <TweetCard id={kind.tweetId} />
        </Suspense>
      </TweetSlot>
    );
  }
  return <RichTextLink kind={kind}>{children}</RichTextLink>;
}

function options(topLevel: number, siteOrigin: string): Options {
  const heading = (node: Block | Inline, children: ReactNode) => (
    <Title order={Math.min(6, (HEADING_LEVELS[node.nodeType] ?? 1) + topLevel - 1) as TitleOrder} mt="lg" mb="xs">
      {children}
    </Title>
  );
  return {
    renderNode: {
      [BLOCKS.PARAGRAPH]: (node, children) =>
        hasEmbed(node) ? <div className={classes.embedParagraph}>{children}</div> : <p>{children}</p>,
      ...Object.fromEntries(Object.keys(HEADING_LEVELS).map((type) => [type, heading])),
      [BLOCKS.QUOTE]: (_node, children) => <blockquote className={classes.quote}>{children}</blockquote>,
      [BLOCKS.HR]: () => <hr className={classes.rule} />,
      [BLOCKS.TABLE]: (node, children) => {
        const rows = Children.toArray(children);
        // A first row of header cells is the table's head.
        const headed = (node.content[0] as Block | undefined)?.content.every((cell) => cell.nodeType === BLOCKS.TABLE_HEADER_CELL);
        return (
          <TableFrame>
            <Table withTableBorder striped>
              {headed && <Table.Thead>{rows[0]}</Table.Thead>}
              <Table.Tbody>{headed ? rows.slice(1) : rows}</Table.Tbody>
            </Table>
          </TableFrame>
        );
      },
      [BLOCKS.TABLE_ROW]: (_node, children) => <Table.Tr>{children}</Table.Tr>,
      [BLOCKS.TABLE_HEADER_CELL]: (_node, children) => <Table.Th scope="col">{children}</Table.Th>,
      [BLOCKS.TABLE_CELL]: (_node, children) => <Table.Td>{children}</Table.Td>,
      [BLOCKS.EMBEDDED_ASSET]: (node) => <EmbeddedImage target={node.data.target as unknown} />,
      // Embedded entries (code blocks, people…) have no design on this site yet: they are left out.
      [BLOCKS.EMBEDDED_ENTRY]: () => null,
      [INLINES.EMBEDDED_ENTRY]: () => null,
      [INLINES.HYPERLINK]: (node, children) => embedLink(node, children, siteOrigin),
      // Links to entries and assets would need their own pages; their text stays readable.
      [INLINES.ENTRY_HYPERLINK]: (_node, children) => <>{children}</>,
      [INLINES.ASSET_HYPERLINK]: (_node, children) => <>{children}</>,
    },
    renderText: (text) => text,
  };
}

/**
 * Contentful documents and the site's own Markdown, rendered as React elements: nothing is injected
 * as HTML. `topLevel` is the heading level a heading-1 becomes, so the text fits under the page's h1.
 */
export function RichText({ document, topLevel = 2 }: { document: Document; topLevel?: number }) {
  const siteOrigin = useSiteOrigin();
  return <div className={classes.root}>{documentToReactComponents(document, options(topLevel, siteOrigin))}</div>;
}
