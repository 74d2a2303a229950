import type { Db } from '../../db/database';
import type { SkinsTable } from '../../db/schema';
import type { CostSource, FactSources, SkinFeatures, SourceChroma, SourceSkin } from '../merge/catalogue-types';
import type { Overrides } from './plan-sync';

const list = <T>(json: string | null): T[] => (json ? (JSON.parse(json) as T[]) : []);

/** A stored skins row back in the shape the merge produces, so the two compare field by field. */
export function rowToSourceSkin(row: SkinsTable, chromas: SourceChroma[]): SourceSkin {
  return {
    riotId: row.riot_id,
    championId: row.champion_id,
    name: row.name,
    description: row.description,
    tilePath: row.tile_path,
    splashPath: row.splash_path,
    loadScreenPath: row.load_screen_path,
    loadScreenVintagePath: row.load_screen_vintage_path,
    rarity: row.rarity,
    legacy: row.legacy === 1,
    skinlineIds: list<number>(row.skinline_ids),
    releaseDate: row.release_date,
    cost: row.cost,
    costCurrency: row.cost_currency,
    costSource: row.cost_source as CostSource,
    availability: row.availability,
    distribution: row.distribution,
    lootEligible: row.loot_eligible === null ? null : row.loot_eligible === 1,
    voiceActors: list<string>(row.voice_actors),
    splashArtists: list<string>(row.splash_artists),
    features: row.features ? (JSON.parse(row.features) as SkinFeatures) : null,
    wiki: row.wiki === 1,
    factSources: JSON.parse(row.fact_sources) as FactSources,
    upcoming: row.upcoming === 1,
    questParent: row.quest_parent,
    chromas,
  };
}

export async function readSourceFacts(db: Db): Promise<Map<number, SourceSkin>> {
  const [rows, chromaRows] = await Promise.all([
    db.selectFrom('skins').selectAll().execute(),
    db.selectFrom('skin_chromas').selectAll().orderBy('riot_id').orderBy('position').execute(),
  ]);
  const chromas = new Map<number, SourceChroma[]>();
  for (const c of chromaRows) {
    const entry = {
      id: c.id,
      name: c.name,
      chromaPath: c.chroma_path,
      colors: list<string>(c.colors),
      descriptions: list<string>(c.descriptions),
    };
    chromas.set(c.riot_id, [...(chromas.get(c.riot_id) ?? []), entry]);
  }
  return new Map(rows.map((row) => [row.riot_id, rowToSourceSkin(row, chromas.get(row.riot_id) ?? [])]));
}

export async function readOverrides(db: Db): Promise<Overrides> {
  const rows = await db.selectFrom('skin_overrides').select(['riot_id', 'release_date', 'availability']).execute();
  return new Map(rows.map((row) => [row.riot_id, { release_date: row.release_date, availability: row.availability }]));
}

export async function readMissing(db: Db): Promise<Set<number>> {
  const rows = await db.selectFrom('skin_sync_missing').select('riot_id').execute();
  return new Set(rows.map((row) => row.riot_id));
}
