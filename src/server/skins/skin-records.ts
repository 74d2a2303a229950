import type { Skin, SkinCard } from '../../shared/api/skins';
import { cdragonImageUrl } from '../../shared/skin-text';
import type { CostSource, SkinFeatures } from './merge/catalogue-types';
import type { CatalogueRows } from './repository';

const list = (json: string | null): string[] => (json ? (JSON.parse(json) as string[]) : []);

/** API records from the stored rows: operator overrides win over source facts; images become URLs. */
export function buildSkinRecords(rows: CatalogueRows): Skin[] {
  const patch = rows.patch;
  const image = (p: string | null) => cdragonImageUrl(patch, p);
  const champions = new Map(rows.champions.map((c) => [c.id, { id: c.id, name: c.name, icon_path: image(c.icon_path) }]));
  const skinlines = new Map(rows.skinlines.map((l) => [l.id, l.name]));
  const overrides = new Map(rows.overrides.map((o) => [o.riot_id, o]));
  const chromas = new Map<number, Skin['chromas']>();
  for (const c of rows.chromas) {
    const entry = {
      id: c.id,
      name: c.name,
      chromaPath: image(c.chroma_path),
      colors: list(c.colors),
      descriptions: list(c.descriptions).map((description) => ({ description })),
    };
    chromas.set(c.riot_id, [...(chromas.get(c.riot_id) ?? []), entry]);
  }
  const videos = new Map<number, string[]>();
  for (const v of rows.videos) videos.set(v.riot_id, [...(videos.get(v.riot_id) ?? []), v.url]);

  return rows.skins.map((row) => {
    const override = overrides.get(row.riot_id);
    const features = row.features ? (JSON.parse(row.features) as SkinFeatures) : null;
    return {
      riot_id: row.riot_id,
      id: row.riot_id % 1000,
      name: row.name,
      description: row.description,
      tile_path: image(row.tile_path),
      splash_path: image(row.splash_path),
      loading_image: image(row.load_screen_path),
      loading_image_vintage: image(row.load_screen_vintage_path),
      release_date: override?.release_date ?? row.release_date,
      cost: row.cost,
      cost_currency: row.cost_currency,
      cost_source: row.cost_source as CostSource,
      rarity: row.rarity,
      availability: override?.availability ?? row.availability,
      distribution: row.distribution,
      loot_eligible: row.loot_eligible === null ? null : row.loot_eligible === 1,
      // Two skinline ids may share a name; the skin lists it once.
      skinlines: [...new Set((JSON.parse(row.skinline_ids) as number[]).map((id) => skinlines.get(id)))].filter((n): n is string => !!n),
      voice_actors: list(row.voice_actors),
      splash_artists: list(row.splash_artists),
      videos: videos.get(row.riot_id) ?? [],
      new_animations: features?.newAnimations ?? false,
      new_effects: features?.newEffects ?? false,
      new_recall: features?.newRecall ?? false,
      new_voice: features?.newVoice ?? false,
      new_quotes: features?.newQuotes ?? false,
      features_known: features !== null,
      legacy: row.legacy === 1,
      upcoming: row.upcoming === 1,
      league_champion: champions.get(row.champion_id) ?? { id: row.champion_id, name: UNKNOWN_CHAMPION, icon_path: null },
      chromas: chromas.get(row.riot_id) ?? [],
    };
  });
}

const UNKNOWN_CHAMPION = 'Unknown champion';

export const toCard = (skin: Skin): SkinCard => ({
  riot_id: skin.riot_id,
  name: skin.name,
  tile_path: skin.tile_path,
  splash_path: skin.splash_path,
  loading_image: skin.loading_image,
  release_date: skin.release_date,
  cost: skin.cost,
  cost_currency: skin.cost_currency,
  cost_source: skin.cost_source,
  rarity: skin.rarity,
  league_champion: skin.league_champion,
});
