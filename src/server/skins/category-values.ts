import type { BrowseCategory, Skin } from '../../shared/api/skins';
import { FEATURE_NAMES, NO_RARITY, SPECIAL, UNKNOWN, priceValue } from '../../shared/skin-text';

/** The values a skin has in a category (a skin may have several skinlines, artists, features). */
export function categoryValues(skin: Skin, category: BrowseCategory): string[] {
  switch (category) {
    case 'champion':
      return [skin.league_champion.name];
    case 'rarity':
      return [skin.rarity || NO_RARITY];
    case 'skinlines':
      return skin.skinlines;
    case 'price':
      return [priceValue(skin)];
    case 'releaseDate':
      return [/^\d{4}/.exec(skin.release_date ?? '')?.[0] ?? UNKNOWN].map((y) => (y === '0000' ? UNKNOWN : y));
    case 'availability':
      return skin.availability ? [skin.availability] : [];
    case 'lootable':
      return [skin.loot_eligible === null ? UNKNOWN : skin.loot_eligible ? 'Yes' : 'No'];
    case 'voiceActors':
      return skin.voice_actors;
    case 'splashArtists':
      return skin.splash_artists;
    case 'features': {
      const flags = [skin.new_animations, skin.new_effects, skin.new_recall, skin.new_voice, skin.new_quotes];
      return FEATURE_NAMES.filter((_, i) => flags[i]);
    }
  }
}

const RARITY_ORDER = ['Epic', 'Legendary', 'Mythic', 'Ultimate', 'Exalted', 'Transcendent', 'Rare', NO_RARITY];
const FIXED_ORDER: Partial<Record<BrowseCategory, readonly string[]>> = {
  rarity: RARITY_ORDER,
  lootable: ['Yes', 'No', UNKNOWN],
  features: FEATURE_NAMES,
};

const rank = (order: readonly string[], value: string) => {
  const i = order.indexOf(value);
  return i === -1 ? order.length : i;
};
const byText = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

/**
 * RP amounts first (ascending), then each other currency apart (by its name, then amount), then
 * Special, then Unknown: amounts of different currencies never interleave.
 */
function priceKey(value: string): [group: number, currency: string, amount: number] {
  if (/^\d+$/.test(value)) return [0, '', Number(value)];
  const other = /^(\d+) (.+)$/.exec(value);
  if (other) return [1, other[2]!, Number(other[1])];
  return [value === SPECIAL ? 2 : value === UNKNOWN ? 3 : 4, value, 0];
}
const comparePrices = (a: string, b: string): number => {
  const [x, y] = [priceKey(a), priceKey(b)];
  return x[0] - y[0] || byText(x[1], y[1]) || x[2] - y[2];
};

/** The order of a category's values in groups and the sidebar: prices ascending, newest year first, tiers by rank. */
export function compareValues(category: BrowseCategory): (a: string, b: string) => number {
  const fixed = FIXED_ORDER[category];
  if (fixed) return (a, b) => rank(fixed, a) - rank(fixed, b) || byText(a, b);
  if (category === 'price') return comparePrices;
  if (category === 'releaseDate') return (a, b) => (a === UNKNOWN ? 1 : b === UNKNOWN ? -1 : byText(b, a));
  return byText;
}
