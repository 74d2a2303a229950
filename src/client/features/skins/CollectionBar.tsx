import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, Group, Paper, Text } from '@mantine/core';
import { decodeCollection, encodeCollection } from '../../lib/skin-collection-tiers';
import { addToCollection, clearCollection, useSkinCollection } from '../../lib/skin-collection';
import { useSiteOrigin } from '../../lib/site-origin';
import { paths } from '../../../shared/paths';

/** "My collection": how many skins are ticked, a link that carries them, and the hand-off to the calculator. */
export function CollectionBar() {
  const owned = useSkinCollection();
  const [params, setParams] = useSearchParams();
  const [copied, setCopied] = useState(false);
  const origin = useSiteOrigin();
  const incoming = decodeCollection(params.get('collection') ?? '');
  const incomingCount = Object.keys(incoming).length;
  const total = Object.keys(owned).length;
  const dropIncoming = () =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.delete('collection');
        return next;
      },
      { replace: true },
    );
  const copy = async () => {
    const url = `${origin}${paths.skins}?collection=${encodeCollection(owned)}`;
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      window.prompt('Copy this link', url);
    }
    setCopied(true);
  };
  if (total === 0 && incomingCount === 0) return null;
  return (
    <Paper withBorder p="xs" radius="md" aria-label="My collection" component="section">
      {incomingCount > 0 ? (
        <Group gap="xs" mb={total > 0 ? 'xs' : 0}>
          <Text size="sm">This link carries a collection of {incomingCount} skins.</Text>
          <Button
            size="compact-sm"
            onClick={() => {
              addToCollection(incoming);
              dropIncoming();
            }}
          >
            Add them to My collection
          </Button>
          <Button size="compact-sm" variant="default" onClick={dropIncoming}>
            Ignore
          </Button>
        </Group>
      ) : null}
      {total > 0 ? (
        <Group gap="xs">
          <Text size="sm" fw={600}>
            My collection: {total === 1 ? '1 skin' : `${total} skins`}
          </Text>
          <Button size="compact-sm" variant="light" onClick={() => void copy()}>
            {copied ? 'Link copied' : 'Copy link'}
          </Button>
          <Button size="compact-sm" variant="light" component={Link} to={paths.home}>
            Value it in the calculator
          </Button>
          <Button size="compact-sm" variant="subtle" color="red" onClick={clearCollection}>
            Clear
          </Button>
        </Group>
      ) : null}
    </Paper>
  );
}
