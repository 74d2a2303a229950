import { Checkbox } from '@mantine/core';
import { setOwned, useSkinCollection } from '../../lib/skin-collection';

/** Ticks a skin as owned ("My collection"); kept in this browser. */
export function OwnedToggle({
  riotId,
  name,
  rarity,
  withLabel = false,
}: {
  riotId: number;
  name: string;
  rarity: string;
  withLabel?: boolean;
}) {
  const owned = useSkinCollection();
  const checked = String(riotId) in owned;
  return (
    <Checkbox
      size="xs"
      checked={checked}
      onChange={(event) => setOwned(riotId, rarity, event.currentTarget.checked)}
      label={withLabel ? 'I own this skin' : undefined}
      aria-label={withLabel ? undefined : `I own ${name}`}
      title="I own this skin"
    />
  );
}
