import { useState } from 'react';
import { Button, type MantineSize } from '@mantine/core';
import { encodeCollection } from '../../../lib/skin-collection-tiers';
import { useSkinCollection } from '../../../lib/skin-collection';
import { useSiteOrigin } from '../../../lib/site-origin';
import { paths } from '../../../../shared/paths';

/** Copies the share link of the collection (the catalogue opens it and offers to add its skins). */
export function CopyLinkButton({ size = 'sm', variant = 'default' }: { size?: MantineSize | `compact-${MantineSize}`; variant?: string }) {
  const owned = useSkinCollection();
  const origin = useSiteOrigin();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    const url = `${origin}${paths.skins}?collection=${encodeCollection(owned)}`;
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
