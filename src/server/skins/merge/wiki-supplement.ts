import type { FactField, FactSource, FactSources, SourceSkin } from './catalogue-types';
import type { SupplementSkin, WikiSkin, WikiSupplement } from './source-types';

const isSupplementSkin = (value: unknown): value is SupplementSkin =>
  typeof value === 'object' && value !== null && 'release' in value && 'cost' in value && 'artists' in value;

/** The supplement's skins by client skin id; `_meta` and anything not shaped like a skin are skipped. */
export function indexSupplement(supplement: WikiSupplement | undefined): Map<number, SupplementSkin> {
  const byId = new Map<number, SupplementSkin>();
  for (const [key, value] of Object.entries(supplement ?? {})) {
    if (/^\d+$/.test(key) && isSupplementSkin(value)) byId.set(Number(key), value);
  }
  return byId;
}

/** Cost labels that say how a skin was sold ('Battle Pass', 'Sanctum'); 'Special' says nothing more than the price does. */
const labelDistribution = (cost: SupplementSkin['cost']): string | undefined =>
  typeof cost === 'string' && !/^\d+$/.test(cost.trim()) && cost.trim().toLowerCase() !== 'special' ? cost.trim() : undefined;

/**
 * A supplement entry as the wiki row it was transcribed from, so the merge reads it with the
 * wiki's own rules (dates, costs and currencies, stale 'Upcoming'). Only the fields the supplement
 * holds are set: voice actors, loot eligibility and features stay unknown.
 */
export function supplementAsWiki(id: number, entry: SupplementSkin): WikiSkin {
  const row: WikiSkin = { id: id % 1000 };
  if (entry.release !== null) row.release = entry.release;
  if (entry.cost !== null) row.cost = entry.cost;
  if (entry.availability !== null) row.availability = entry.availability;
  const distribution = labelDistribution(entry.cost);
  if (distribution) row.distribution = distribution;
  if (entry.artists.length > 0) row.splashartist = entry.artists;
  return row;
}

/** Each sale fact the merged skin holds, marked with the source it came from (none when no source gave one). */
export function factSourcesOf(skin: Omit<SourceSkin, 'factSources'>, source: FactSource | null): FactSources {
  if (source === null) return {};
  const has: Record<FactField, boolean> = {
    releaseDate: skin.releaseDate !== null,
    cost: skin.costSource === 'wiki',
    availability: skin.availability !== null,
    distribution: skin.distribution !== null,
    lootEligible: skin.lootEligible !== null,
    voiceActors: skin.voiceActors.length > 0,
    splashArtists: skin.splashArtists.length > 0,
  };
  return Object.fromEntries(Object.entries(has).flatMap(([field, known]) => (known ? [[field, source]] : [])));
}
