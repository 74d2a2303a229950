import type { SkinFeatures } from './catalogue-types';
import type { WikiSkin, WikiSkinData } from './source-types';

/** Client skin ids are champion id × 1000 + the skin's number; the wiki keys skins the same way. */
export const clientSkinId = (championId: number, skinNumber: number): number => championId * 1000 + skinNumber;

export function indexWiki(wiki: WikiSkinData): Map<number, WikiSkin> {
  const byId = new Map<number, WikiSkin>();
  for (const champion of Object.values(wiki)) {
    for (const skin of Object.values(champion.skins)) byId.set(clientSkinId(champion.id, skin.id), skin);
  }
  return byId;
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
