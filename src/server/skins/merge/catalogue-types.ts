/**
 * The merged catalogue as the build writes it (data/skins/catalogue.json) and the seeder reads it.
 * Each field keeps where it came from: client facts from CommunityDragon, sale facts from the wiki
 * (null when the wiki has no row for the skin), and a price derived from rarity marked as such.
 */
export type CostSource = 'wiki' | 'derived' | 'unknown';

/** Where a sale fact came from: the wiki's SkinData row, or the newer wiki supplement shipped beside it. */
export type FactSource = 'wiki' | 'wiki-supplement';

/** The sale facts whose source is recorded, by their name in SourceSkin; a field is absent when no source gave it. */
export type FactField = 'releaseDate' | 'cost' | 'availability' | 'distribution' | 'lootEligible' | 'voiceActors' | 'splashArtists';

export type FactSources = Partial<Record<FactField, FactSource>>;

export interface SkinFeatures {
  newAnimations: boolean;
  newEffects: boolean;
  newRecall: boolean;
  newVoice: boolean;
  newQuotes: boolean;
}

export interface SourceChroma {
  id: number;
  name: string;
  chromaPath: string | null;
  colors: string[];
  descriptions: string[];
}

export interface SourceSkin {
  riotId: number;
  championId: number;
  name: string;
  description: string | null;
  tilePath: string | null;
  splashPath: string | null;
  loadScreenPath: string | null;
  loadScreenVintagePath: string | null;
  /** 'Epic', 'Legendary', … or '' for skins the client gives no rarity. */
  rarity: string;
  legacy: boolean;
  skinlineIds: number[];
  /** YYYY-MM-DD, or null when no source knows it. */
  releaseDate: string | null;
  /** In costCurrency; null is 'Special' when costSource is wiki/derived, and not known when it is 'unknown'. */
  cost: number | null;
  /** 'RP', 'Blue Essence', 'Mythic Essence', 'High Noon Tokens', …; null exactly when cost is null. */
  costCurrency: string | null;
  costSource: CostSource;
  availability: string | null;
  distribution: string | null;
  lootEligible: boolean | null;
  voiceActors: string[];
  splashArtists: string[];
  /** null when no source says which features the skin has. */
  features: SkinFeatures | null;
  /** True when the wiki had a row for this skin. */
  wiki: boolean;
  /** Which source gave each sale fact the skin has (cost: with costSource 'wiki' only). */
  factSources: FactSources;
  /** On PBE but not live yet. */
  upcoming: boolean;
  /** For a later stage of a multi-stage (quest) skin: the skin it was expanded from. */
  questParent: number | null;
  chromas: SourceChroma[];
}

export interface SourceChampion {
  id: number;
  name: string;
  alias: string;
  iconPath: string | null;
}

export interface SourceSkinline {
  id: number;
  name: string;
  description: string | null;
}

export interface MergeCounts {
  clientChampionSkins: number;
  baseSkins: number;
  questTiersAdded: number;
  wikiMatched: number;
  wikiUnmatched: number;
  /** Skins without a wiki row that took their facts from the wiki supplement. */
  supplemented: number;
  pbeOnly: number;
  upcomingListed: number;
  derivedPrices: number;
  unknownPrices: number;
  listed: number;
}

export interface CatalogueBundle {
  /** The CommunityDragon patch the paths belong to; images are fetched from that patch. */
  patch: string;
  champions: SourceChampion[];
  skinlines: SourceSkinline[];
  skins: SourceSkin[];
  counts: MergeCounts;
}
