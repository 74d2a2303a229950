import { Link } from 'react-router';
import { Button, Group, Paper, Text } from '@mantine/core';
import { describeCollection, useSkinCollection } from '../../lib/skin-collection';
import { paths } from '../../../shared/paths';
import { ClearCollectionButton } from './collection/ClearCollectionButton';
import { CopyLinkButton } from './collection/CopyLinkButton';

export function CollectionBar() {
  const owned = useSkinCollection();
  const total = Object.keys(owned).length;
  if (total === 0) return null;
  return (
    <Paper withBorder p="xs" radius="md" aria-label="My collection" component="section">
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
    </Paper>
  );
}
