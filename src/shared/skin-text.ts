import type { BrowseCategory } from './api/skins';

/** Sidebar section titles, in the spec's words. */
export const CATEGORY_LABELS: Record<BrowseCategory, string> = {
  champion: 'Champions',
  rarity: 'Rarities',
  skinlines: 'Skinlines',
  price: 'Prices',
  releaseDate: 'Release Dates',
  availability: 'Availability',
  lootable: 'Lootable',
  voiceActors: 'Voice Actors',
  splashArtists: 'Splash Artists',
  features: 'Features',
};

/** Values that stand for "no source knows"; shown as such, never guessed. */
export const UNKNOWN = 'Unknown';
export const NO_RARITY = 'No Rarity';
export const SPECIAL = 'Special';
export const FEATURE_NAMES = ['New Animations', 'New Effects', 'New Recall', 'New Voice', 'New Quotes'] as const;

/** The browse page heading for the active filter (spec: "Heading: derived from the active filter"). */
export function browseHeading(category: BrowseCategory | 'prestige' | null, value: string | null): string {
  if (category === 'prestige') return 'Prestige Skins';
  if (!category || value === null) return 'Champion Skins';
  switch (category) {
    case 'price':
      if (value === SPECIAL) return 'Special Skins';
      return value === UNKNOWN ? 'Unknown Price Skins' : `${value} RP Skins`;
    case 'releaseDate':
      return value === UNKNOWN ? 'Unknown Release Skins' : `${value} Skins`;
    case 'lootable':
      if (value === 'Yes') return 'Loot Eligible Skins';
      return value === 'No' ? 'Non-Loot Eligible Skins' : 'Unknown Loot Eligibility Skins';
    default:
      return `${value} Skins`;
  }
}

/** A sidebar entry's label: prices carry ' RP' except Special (and Unknown). */
export const entryLabel = (category: BrowseCategory, value: string): string =>
  category === 'price' && /^\d+$/.test(value) ? `${value} RP` : value;

export function ordinal(day: number): string {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  return `${day}${({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th'}`;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** '2020-03-12' (or with a 'T00:00:00Z' suffix) → '12th March 2020'; null, '0000-00-00' or junk → 'Unknown'. */
export function formatReleaseDate(date: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date ?? '');
  if (!match) return UNKNOWN;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year === 0 || month < 1 || month > 12 || day < 1 || day > 31) return UNKNOWN;
  return `${ordinal(day)} ${MONTHS[month - 1]} ${year}`;
}

/** The card's price badge: '{cost} RP', else the rarity, else 'Special'. */
export function priceBadge(skin: { cost: number | null; rarity: string; cost_source: string }): string {
  if (skin.cost !== null) return `${skin.cost} RP`;
  if (skin.rarity) return skin.rarity;
  return skin.cost_source === 'unknown' ? UNKNOWN : SPECIAL;
}
