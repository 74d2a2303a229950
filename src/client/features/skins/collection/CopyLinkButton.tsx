import { useState } from 'react';
import { Button, type MantineSize } from '@mantine/core';
import { useSkinCollection } from '../../../lib/skin-collection';
import { useSiteOrigin } from '../../../lib/site-origin';
import { collectionLinkPath } from '../../../../shared/collection-link';

/** Copies the share link of the collection (it opens a read-only view of it, which offers to add its skins). */
export function CopyLinkButton({ size = 'sm', variant = 'default' }: { size?: MantineSize | `compact-${MantineSize}`; variant?: string }) {
  const owned = useSkinCollection();
  const origin = useSiteOrigin();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    const url = `${origin}${collectionLinkPath(owned)}`;
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      window.prompt('Copy this link', url);
    }
    setCopied(true);
  };
  return (
    <Button size={size} variant={variant} disabled={Object.keys(owned).length === 0} onClick={() => void copy()}>
      {copied ? 'Link copied' : 'Copy link'}
    </Button>
  );
}
