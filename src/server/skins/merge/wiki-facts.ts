import type { CostSource, SkinFeatures } from './catalogue-types';
import type { WikiSkin, WikiSkinData } from './source-types';

/** Client skin ids are champion id × 1000 + the skin's number; the wiki keys skins the same way. */
export const clientSkinId = (championId: number, skinNumber: number): number => championId * 1000 + skinNumber;

/** The wiki's rows by client skin id. */
export function indexWiki(wiki: WikiSkinData): Map<number, WikiSkin> {
  const byId = new Map<number, WikiSkin>();
  for (const champion of Object.values(wiki)) {
    for (const skin of Object.values(champion.skins)) byId.set(clientSkinId(champion.id, skin.id), skin);
  }
  return byId;
}

/**
 * Prices the wiki does not have, from the rarity's standard store price. Only these four are
 * standard enough to derive; Mythic skins are sold for Mythic Essence or in bundles ('Special').
 */
export const DERIVED_PRICES: Readonly<Record<string, number | null>> = { Epic: 1350, Legendary: 1820, Ultimate: 3250, Mythic: null };

export function wikiCost(cost: WikiSkin['cost']): number | null {
  if (typeof cost === 'number') return cost;
  if (typeof cost === 'string' && /^\d+$/.test(cost)) return Number(cost);
  return null; // 'Special', 'N/A'
}

export function costFacts(wiki: WikiSkin | undefined, rarity: string): { cost: number | null; costSource: CostSource } {
  if (wiki && 'cost' in wiki) return { cost: wikiCost(wiki.cost), costSource: 'wiki' };
  if (rarity in DERIVED_PRICES) return { cost: DERIVED_PRICES[rarity] ?? null, costSource: 'derived' };
  return { cost: null, costSource: 'unknown' };
}

/** A wiki date, or null for 'N/A' and anything that is not a calendar date. */
export function wikiDate(release: string | undefined): string | null {
  return release && /^\d{4}-\d{2}-\d{2}$/.test(release) ? release : null;
}

export function wikiFeatures(wiki: WikiSkin): SkinFeatures {
  return {
    newAnimations: wiki.newanimations === true,
    newEffects: wiki.neweffects === true,
    newRecall: wiki.newrecall === true,
    newVoice: wiki.newvoice === true,
    newQuotes: wiki.newquotes === true,
  };
}

/**
 * The wiki copy predates the live client: a skin it calls 'Upcoming' that the live client has is
 * out, but whether it is still sold is not known, so the availability is left empty.
 */
export function liveAvailability(wiki: WikiSkin | undefined, upcoming: boolean): string | null {
  if (upcoming) return 'Upcoming';
  const value = wiki?.availability ?? null;
  return value === 'Upcoming' ? null : value;
}
