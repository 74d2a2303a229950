import { useState } from 'react';
import { Button, Text, type MantineSize } from '@mantine/core';
import { useSkinCollection } from '../../../lib/skin-collection';
import { useSiteOrigin } from '../../../lib/site-origin';
import { collectionLinkPath, LINK_MAX_CHARS } from '../../../../shared/collection-link';

export const TOO_BIG_FOR_A_LINK = 'Too many skins for one link: use Export to share them as a file.';

/** A collection too big for an address the server reads says so instead of copying a link that would fail. */
export function CopyLinkButton({ size = 'sm', variant = 'default' }: { size?: MantineSize | `compact-${MantineSize}`; variant?: string }) {
  const owned = useSkinCollection();
  const origin = useSiteOrigin();
  const [outcome, setOutcome] = useState<'copied' | 'too big' | null>(null);
  const copy = async () => {
    const path = collectionLinkPath(owned);
    if (path.length > LINK_MAX_CHARS) return setOutcome('too big');
    const url = `${origin}${path}`;
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      window.prompt('Copy this link', url);
    }
    setOutcome('copied');
  };
  return (
    <>
      <Button size={size} variant={variant} disabled={Object.keys(owned).length === 0} onClick={() => void copy()}>
        {outcome === 'copied' ? 'Link copied' : 'Copy link'}
      </Button>
      {outcome === 'too big' && (
        <Text size="sm" role="status">
          {TOO_BIG_FOR_A_LINK}
        </Text>
      )}
    </>
  );
}
