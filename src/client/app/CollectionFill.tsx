import { Anchor, Button, Group, Paper, Text } from '@mantine/core';
import { Link } from 'react-router';
import { countsByTier, type CalculatorSkinTier } from '../../shared/skin-collection-tiers';
import { describeCollection, useSkinCollection } from '../lib/skin-collection';
import { paths } from '../../shared/paths';

/** Counts per tier from owned skins; the Chroma count is left as the visitor typed it unless they ticked chromas. */
const skinTiers = (owned: Record<string, string>) =>
  Object.fromEntries(Object.entries(countsByTier(owned)).filter(([tier, count]) => tier !== 'chroma' || count > 0)) as Partial<
    Record<CalculatorSkinTier, number>
  >;

/** Composed here so neither feature imports the other; the tier mapping is in shared/skin-collection-tiers. */
export function CollectionFill({ onFill }: { onFill: (counts: Partial<Record<CalculatorSkinTier, number>>) => void }) {
  const owned = useSkinCollection();
  const total = Object.keys(owned).length;
  return (
    <Paper withBorder p="sm" radius="md">
      {total === 0 ? (
        <Text size="sm">
          Tick the skins you own in the <Link to={paths.skins}>skin catalogue</Link> to fill the Skins counts from your collection.
        </Text>
      ) : (
        <Group justify="space-between" gap="xs">
          <Text size="sm">My collection: {describeCollection(owned)}</Text>
          <Button size="xs" variant="light" onClick={() => onFill(skinTiers(owned))}>
            Fill Skins from my collection
          </Button>
        </Group>
      )}
    </Paper>
  );
}

/** Fills the Skins counts when the visitor has ticked skins, else opens the skin catalogue where they tick them. */
export function CollectionFillLink({ onFill }: { onFill: (counts: Partial<Record<CalculatorSkinTier, number>>) => void }) {
  const owned = useSkinCollection();
  if (Object.keys(owned).length === 0)
    return (
      <Anchor component={Link} to={paths.skins} fz="inherit" underline="always">
        my collection
      </Anchor>
    );
  return (
    <Anchor component="button" type="button" fz="inherit" underline="always" onClick={() => onFill(skinTiers(owned))}>
      my collection
    </Anchor>
  );
}
