import { Link, useSearchParams } from 'react-router';
import { Button, Group, Paper, Text } from '@mantine/core';
import { decodeCollection } from '../../lib/skin-collection-tiers';
import { addToCollection, describeCollection, useSkinCollection } from '../../lib/skin-collection';
import { withParam } from '../../lib/search-params';
import { paths } from '../../../shared/paths';
import { ClearCollectionButton } from './collection/ClearCollectionButton';
import { CopyLinkButton } from './collection/CopyLinkButton';

/** "My collection": how many skins are ticked, a link that carries them, and the hand-off to the calculator. */
export function CollectionBar() {
  const owned = useSkinCollection();
  const [params, setParams] = useSearchParams();
  const incoming = decodeCollection(params.get('collection') ?? '');
  const incomingCount = Object.keys(incoming).length;
  const total = Object.keys(owned).length;
  const dropIncoming = () => setParams((p) => withParam(p, 'collection', ''), { replace: true });
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
            My collection: {describeCollection(owned)}
          </Text>
          <CopyLinkButton size="compact-sm" variant="light" />
          <Button size="compact-sm" variant="light" component={Link} to={paths.home}>
            Value it in the calculator
          </Button>
          <ClearCollectionButton size="compact-sm" />
        </Group>
      ) : null}
    </Paper>
  );
}
