import { Checkbox } from '@mantine/core';
import { setOwned, useSkinCollection } from '../../lib/skin-collection';
import classes from './skins.module.css';

/**
 * Cards show a short visible "I own" (its accessible name adds the skin's, and starts with what is
 * seen). The box alone is 24 × 24 px (WCAG 2.2's 2.5.8, for a thumb that misses the label), and with
 * its label one target at least 28 px high.
 */
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
      size="md"
      checked={checked}
      onChange={(event) => setOwned(riotId, rarity, event.currentTarget.checked)}
      label={withLabel ? 'I own this skin' : 'I own'}
      aria-label={withLabel ? undefined : `I own ${name}`}
      classNames={{ body: classes.ownedBody, label: classes.ownedLabel }}
    />
  );
}
