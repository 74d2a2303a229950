import type { Db } from '../db/database';
import type { CatalogueBundle, SourceChampion, SourceSkin } from './merge/catalogue-types';

const CATALOGUE_KEY = 'catalogue';

const BATCH = 200; // well under PostgreSQL's 65,535 bind parameters per statement

export const batches = <T>(rows: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(rows.length / BATCH) }, (_, i) => rows.slice(i * BATCH, (i + 1) * BATCH));

export const championRow = (c: SourceChampion) => ({ id: c.id, name: c.name, alias: c.alias, icon_path: c.iconPath });

export const skinRow = (skin: SourceSkin, patch: string, now: number) => ({
  riot_id: skin.riotId,
  champion_id: skin.championId,
  name: skin.name,
  description: skin.description,
  tile_path: skin.tilePath,
  splash_path: skin.splashPath,
  load_screen_path: skin.loadScreenPath,
  load_screen_vintage_path: skin.loadScreenVintagePath,
  rarity: skin.rarity,
  legacy: skin.legacy ? 1 : 0,
  skinline_ids: JSON.stringify(skin.skinlineIds),
  release_date: skin.releaseDate,
  cost: skin.cost,
  cost_currency: skin.costCurrency,
  cost_source: skin.costSource,
  availability: skin.availability,
  distribution: skin.distribution,
  loot_eligible: skin.lootEligible === null ? null : skin.lootEligible ? 1 : 0,
  voice_actors: JSON.stringify(skin.voiceActors),
  splash_artists: JSON.stringify(skin.splashArtists),
  features: skin.features ? JSON.stringify(skin.features) : null,
  wiki: skin.wiki ? 1 : 0,
  fact_sources: JSON.stringify(skin.factSources),
  upcoming: skin.upcoming ? 1 : 0,
  quest_parent: skin.questParent,
  source_patch: patch,
  synced_at: now,
});

export const chromaRows = (skin: SourceSkin) =>
  skin.chromas.map((c, position) => ({
    id: c.id,
    riot_id: skin.riotId,
    position,
    name: c.name,
    chroma_path: c.chromaPath,
    colors: JSON.stringify(c.colors),
    descriptions: JSON.stringify(c.descriptions),
  }));

export interface CatalogueVersion {
  sourceHash: string;
  patch: string;
  revision: number;
}

export async function readVersion(db: Db): Promise<CatalogueVersion | null> {
  const row = await db.selectFrom('skin_catalogue').selectAll().where('key', '=', CATALOGUE_KEY).executeTakeFirst();
  return row ? { sourceHash: row.source_hash, patch: row.patch, revision: row.revision } : null;
}

/** The version the in-memory index carries: the seeded build's hash and the revision every seed, sync and edit raises. */
export const catalogueVersion = (version: CatalogueVersion | null): string =>
  version ? `${version.sourceHash}-${version.revision}` : 'empty';

/**
 * Raises the catalogue revision (and sets the patch, when given) so every instance reloads
 * its index. The source hash is left alone: it names the shipped build the seed
 * compares against, so a restart does not reseed over synced or edited data.
 */
export async function bumpRevision(db: Db, patch?: string, now = Date.now()): Promise<void> {
  const current = await readVersion(db);
  if (!current) {
    await db
      .insertInto('skin_catalogue')
      .values({ key: CATALOGUE_KEY, source_hash: '', patch: patch ?? '', revision: 1, updated_at: now })
      .execute();
    return;
  }
  await db
    .updateTable('skin_catalogue')
    .set({ revision: current.revision + 1, patch: patch ?? current.patch, updated_at: now })
    .where('key', '=', CATALOGUE_KEY)
    .execute();
}

/**
 * Replaces every source fact with the bundle's, in one transaction, and bumps the catalogue
 * revision (every instance reloads). Operator overrides and videos are other tables and stay untouched.
 */
export async function replaceSourceFacts(db: Db, bundle: CatalogueBundle, sourceHash: string, now = Date.now()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const table of ['skin_chromas', 'skins', 'skin_skinlines', 'skin_champions'] as const) await trx.deleteFrom(table).execute();
    for (const batch of batches(bundle.champions.map(championRow))) await trx.insertInto('skin_champions').values(batch).execute();
    for (const batch of batches(bundle.skinlines)) await trx.insertInto('skin_skinlines').values(batch).execute();
    const skins = bundle.skins.map((s) => skinRow(s, bundle.patch, now));
    for (const batch of batches(skins)) await trx.insertInto('skins').values(batch).execute();
    const chromas = bundle.skins.flatMap((skin) => chromaRows(skin));
    for (const batch of batches(chromas)) await trx.insertInto('skin_chromas').values(batch).execute();
    const revision = ((await readVersion(trx))?.revision ?? 0) + 1;
    await trx.deleteFrom('skin_catalogue').where('key', '=', CATALOGUE_KEY).execute();
    await trx
      .insertInto('skin_catalogue')
      .values({ key: CATALOGUE_KEY, source_hash: sourceHash, patch: bundle.patch, revision, updated_at: now })
      .execute();
  });
}

/** Everything the in-memory index is built from, overrides and videos included. */
export async function readCatalogueRows(db: Db) {
  const [champions, skinlines, skins, chromas, overrides, videos, version] = await Promise.all([
    db.selectFrom('skin_champions').selectAll().execute(),
    db.selectFrom('skin_skinlines').selectAll().execute(),
    db.selectFrom('skins').selectAll().orderBy('riot_id').execute(),
    db.selectFrom('skin_chromas').selectAll().orderBy('riot_id').orderBy('position').execute(),
    db.selectFrom('skin_overrides').selectAll().execute(),
    db.selectFrom('skin_videos').selectAll().orderBy('riot_id').orderBy('position').execute(),
    readVersion(db),
  ]);
  return {
    champions,
    skinlines,
    skins,
    chromas,
    overrides,
    videos,
    patch: version?.patch ?? '',
    version: catalogueVersion(version),
  };
}

export type CatalogueRows = Awaited<ReturnType<typeof readCatalogueRows>>;
