import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Anchor } from '@mantine/core';
import { newTab } from '../../lib/site-config';
import type { LinkKind } from './link-kind';

/** A link of a rich text: site paths stay in the app, web links open a new tab, anything else is plain text. */
export function RichTextLink({ kind, children }: { kind: LinkKind; children: ReactNode }) {
  switch (kind.kind) {
    case 'internal':
      return kind.path.startsWith('#') ? (
        <Anchor href={kind.path}>{children}</Anchor>
      ) : (
        <Anchor component={Link} to={kind.path}>
          {children}
        </Anchor>
      );
    case 'external':
      return (
        <Anchor href={kind.href} {...newTab}>
          {children}
        </Anchor>
      );
    case 'unsafe':
      // javascript:, data: and friends: the words stay, the link goes.
      return <span>{children}</span>;
    default:
      return null;
  }
}
