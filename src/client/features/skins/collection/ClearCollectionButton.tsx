import { useState } from 'react';
import { Button, Group, Text, type MantineSize } from '@mantine/core';
import { clearCollection, describeCollection, useSkinCollection } from '../../../lib/skin-collection';

/** 'Clear collection', which asks first: the collection exists only in this browser, so a clear cannot be undone. */
export function ClearCollectionButton({ size = 'sm' }: { size?: MantineSize | `compact-${MantineSize}` }) {
  const owned = useSkinCollection();
  const [asking, setAsking] = useState(false);
  const empty = Object.keys(owned).length === 0;
  if (asking && !empty) {
    return (
      <Group gap="xs" role="group" aria-label="Clear collection">
        <Text size="sm">Remove all {describeCollection(owned)} from this browser? This cannot be undone.</Text>
        <Button
          size={size}
          color="red"
          onClick={() => {
            clearCollection();
            setAsking(false);
          }}
        >
          Yes, clear it
        </Button>
        <Button size={size} variant="default" onClick={() => setAsking(false)} autoFocus>
          Keep it
        </Button>
      </Group>
    );
  }
  return (
    <Button size={size} variant="subtle" color="red" disabled={empty} onClick={() => setAsking(true)}>
      Clear collection
    </Button>
  );
}
