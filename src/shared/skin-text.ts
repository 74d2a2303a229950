import { RP, type BrowseCategory } from './api/skins';

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

/** A category's values named in a sentence: 'No skin has the champion 'Nobody'.' */
const CATEGORY_NOUNS: Record<BrowseCategory, string> = {
  champion: 'champion',
  rarity: 'rarity',
  skinlines: 'skinline',
  price: 'price',
  releaseDate: 'release year',
  availability: 'availability',
  lootable: 'loot eligibility',
  voiceActors: 'voice actor',
  splashArtists: 'splash artist',
  features: 'feature',
};

/** Why a category value has no page: the same plain sentence from the API and on the page. */
export const unknownValueSentence = (category: BrowseCategory, value: string): string =>
  `No skin has the ${CATEGORY_NOUNS[category]} '${value}'.`;

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
      return value === UNKNOWN ? 'Unknown Price Skins' : `${priceLabel(value)} Skins`;
    case 'releaseDate':
      return value === UNKNOWN ? 'Unknown Release Skins' : `${value} Skins`;
    case 'lootable':
      if (value === 'Yes') return 'Loot Eligible Skins';
      return value === 'No' ? 'Non-Loot Eligible Skins' : 'Unknown Loot Eligibility Skins';
    default:
      return `${value} Skins`;
  }
}

/** What a skin's price is, as far as the price facet and the badges need. */
interface Priced {
  cost: number | null;
  cost_currency: string | null;
  cost_source: string;
}

/**
 * A skin's value in the price category: the RP amount alone ('1350', as the spec's price values),
 * an amount in another currency with its name ('125 Mythic Essence'), else 'Special' or 'Unknown'.
 * A cost stored before currencies were kept (no currency) is RP.
 */
export function priceValue(skin: Priced): string {
  if (skin.cost === null) return skin.cost_source === 'unknown' ? UNKNOWN : SPECIAL;
  const currency = skin.cost_currency ?? RP;
  return currency === RP ? String(skin.cost) : `${skin.cost} ${currency}`;
}

/** A price value as people read it: RP amounts carry ' RP'; other currencies already name theirs. */
export const priceLabel = (value: string): string => (/^\d+$/.test(value) ? `${value} ${RP}` : value);

/** A sidebar entry's label: prices carry their currency, ' RP' for RP (Special and Unknown stay as they are). */
export const entryLabel = (category: BrowseCategory, value: string): string => (category === 'price' ? priceLabel(value) : value);

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

/** The card's price badge: '{cost} RP' (or '{cost} {currency}' for another currency), else the rarity, else 'Special'. */
export function priceBadge(skin: Priced & { rarity: string }): string {
  if (skin.cost !== null) return priceLabel(priceValue(skin));
  if (skin.rarity) return skin.rarity;
  return skin.cost_source === 'unknown' ? UNKNOWN : SPECIAL;
}

/**
 * A CommunityDragon asset path ('/lol-game-data/assets/ASSETS/…') as a URL on the pinned patch.
 * The path is used as given (lower-cased, as CommunityDragon serves it); file names are never derived.
 */
export function cdragonImageUrl(patch: string, assetPath: string | null): string | null {
  if (!assetPath) return null;
  const rest = assetPath.replace(/^\/lol-game-data\/assets\//i, '');
  return `https://raw.communitydragon.org/${patch}/plugins/rcp-be-lol-game-data/global/default/${rest.toLowerCase()}`;
}
