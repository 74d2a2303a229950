import { BLUE_ESSENCE, GEMSTONES, MYTHIC_ESSENCE, ORANGE_ESSENCE, PRESTIGE_POINTS, RP } from '../../../shared/api/skins';
import type { CostSource } from './catalogue-types';
import type { WikiSkin } from './source-types';

export interface CostFacts {
  cost: number | null;
  costCurrency: string | null;
  costSource: CostSource;
}

/**
 * Prices the wiki does not have, from the rarity's standard store price (RP). Only these four are
 * standard enough to derive; Mythic skins are sold for Mythic Essence or in bundles ('Special').
 */
export const DERIVED_PRICES: Readonly<Record<string, number | null>> = { Epic: 1350, Legendary: 1820, Ultimate: 3250, Mythic: null };

/**
 * The wiki's SkinData has no currency field. Its own display module reads `cost` as RP except three
 * amounts no store price uses: 150000 is Blue Essence (the Essence Emporium), 100 Prestige Points,
 * 10 Rare Gems. A cost of 'Special' names its price, when it has one, in `distribution`:
 * '125 Mythic Essence', '2000 High Noon Tokens'.
 */
const SENTINEL_COSTS: Readonly<Record<number, string>> = { 150000: BLUE_ESSENCE, 100: PRESTIGE_POINTS, 10: GEMSTONES };

/** Currency words as the wiki writes them in a distribution, in one spelling each. */
const CURRENCY_WORDS: readonly [RegExp, string][] = [
  [/^blue essence$|^be$/i, BLUE_ESSENCE],
  [/^orange essence$|^oe$/i, ORANGE_ESSENCE],
  [/^mythic essence$|^me$/i, MYTHIC_ESSENCE],
  [/^prestige points?$/i, PRESTIGE_POINTS],
  [/^(rare )?gem(stone)?s?$/i, GEMSTONES],
];

/** 'Worlds 2024 Token' and 'Worlds 2024 Tokens' are one currency: tokens are named in the plural. */
const tokenName = (words: string): string | null => (/\btokens?$/i.test(words) ? words.replace(/\s+token$/i, ' Tokens') : null);

/** '125 Mythic Essence' → {amount: 125, currency: 'Mythic Essence'}; prose ('Code Redemption', '1% drop rate …') → null. */
export function distributionPrice(distribution: string | undefined): { amount: number; currency: string } | null {
  const match = /^\s*(\d{1,3}(?:,\d{3})+|\d+)\s+([A-Za-z][\w' ]*?)\s*$/.exec(distribution ?? '');
  if (!match) return null;
  const words = match[2]!.replace(/\s+/g, ' ');
  const currency = CURRENCY_WORDS.find(([pattern]) => pattern.test(words))?.[1] ?? tokenName(words);
  return currency ? { amount: Number(match[1]!.replace(/,/g, '')), currency } : null;
}

/** The currency a numeric wiki cost is in: the distribution's word when it names one, else the wiki's own reading. */
function numericCurrency(cost: number, distribution: string | undefined): string {
  if (/essence emporium/i.test(distribution ?? '')) return BLUE_ESSENCE;
  if (/orange essence/i.test(distribution ?? '')) return ORANGE_ESSENCE;
  if (/prestige point/i.test(distribution ?? '')) return PRESTIGE_POINTS;
  return SENTINEL_COSTS[cost] ?? RP;
}

/** The wiki's cost with its currency; null for 'Special' without a price, 'N/A' and the like. */
export function wikiCost(wiki: Pick<WikiSkin, 'cost' | 'distribution'>): { cost: number | null; costCurrency: string | null } {
  const { cost, distribution } = wiki;
  const amount = typeof cost === 'number' ? cost : typeof cost === 'string' && /^\d+$/.test(cost.trim()) ? Number(cost) : null;
  if (amount !== null && Number.isSafeInteger(amount)) return { cost: amount, costCurrency: numericCurrency(amount, distribution) };
  const price = distributionPrice(distribution);
  return price ? { cost: price.amount, costCurrency: price.currency } : { cost: null, costCurrency: null };
}

export function costFacts(wiki: WikiSkin | undefined, rarity: string): CostFacts {
  if (wiki && 'cost' in wiki) return { ...wikiCost(wiki), costSource: 'wiki' };
  if (rarity in DERIVED_PRICES) {
    const cost = DERIVED_PRICES[rarity] ?? null;
    return { cost, costCurrency: cost === null ? null : RP, costSource: 'derived' };
  }
  return { cost: null, costCurrency: null, costSource: 'unknown' };
}
