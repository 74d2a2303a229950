/**
 * How owned skins fill the League calculator's skin counts: each rarity goes to one tier.
 * Exalted and Transcendent are sold above Mythic, so they count as Mythic, the tier below Ultimate
 * that prices them closest; skins without a rarity tier (and Rare, the old ranked rewards) count as
 * normal; a ticked chroma (kept as 'Chroma') counts as a chroma.
 */
export const CALCULATOR_SKIN_TIERS = ['ultimate', 'mythic', 'legendary', 'epic', 'chroma', 'normal'] as const;
export type CalculatorSkinTier = (typeof CALCULATOR_SKIN_TIERS)[number];

const BY_RARITY: Record<string, CalculatorSkinTier> = {
  Ultimate: 'ultimate',
  Transcendent: 'mythic',
  Exalted: 'mythic',
  Mythic: 'mythic',
  Legendary: 'legendary',
  Epic: 'epic',
  Chroma: 'chroma',
};

export const tierOfRarity = (rarity: string): CalculatorSkinTier => BY_RARITY[rarity] ?? 'normal';

/** Owned skins ({riot_id: rarity}) and owned chroma count → the calculator's counts per tier. */
export function countsByTier(owned: Record<string, string>, chromas = 0): Record<CalculatorSkinTier, number> {
  const counts = Object.fromEntries(CALCULATOR_SKIN_TIERS.map((t) => [t, 0])) as Record<CalculatorSkinTier, number>;
  for (const rarity of Object.values(owned)) counts[tierOfRarity(rarity)] += 1;
  counts.chroma += chromas;
  return counts;
}

/** Counts per rarity (as the collection endpoint sums them) and a chroma count → the calculator's counts per tier. */
export function countsByRarity(
  rarities: readonly { rarity: string; skins: number }[],
  chromas: number,
): Record<CalculatorSkinTier, number> {
  const counts = countsByTier({}, chromas);
  for (const { rarity, skins } of rarities) counts[tierOfRarity(rarity)] += skins;
  return counts;
}
