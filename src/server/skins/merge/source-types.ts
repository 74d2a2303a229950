/**
 * The upstream files the catalogue is built from (CommunityDragon's skins.json, champion-summary.json,
 * skinlines.json; the wiki's Module:SkinData), only as far as the merge reads them.
 */
export interface CdragonChroma {
  id: number;
  name: string;
  chromaPath?: string | null;
  colors?: string[] | null;
  descriptions?: { region?: string; description?: string | null }[] | null;
}

export interface CdragonQuestTier {
  id: number;
  name: string;
  stage?: number;
  description?: string | null;
  splashPath?: string | null;
  tilePath?: string | null;
  loadScreenPath?: string | null;
}

export interface CdragonSkin {
  id: number;
  isBase: boolean;
  name: string;
  description?: string | null;
  splashPath?: string | null;
  tilePath?: string | null;
  loadScreenPath?: string | null;
  loadScreenVintagePath?: string | null;
  rarity?: string | null;
  isLegacy?: boolean;
  skinLines?: { id: number }[] | null;
  chromas?: CdragonChroma[] | null;
  questSkinInfo?: { tiers?: CdragonQuestTier[] | null } | null;
}

export interface CdragonChampion {
  id: number;
  name: string;
  alias: string;
  squarePortraitPath?: string | null;
}

export interface CdragonSkinline {
  id: number;
  name: string;
  description?: string | null;
}

/** One skin of the wiki's SkinData; every field may be missing. */
export interface WikiSkin {
  id: number;
  availability?: string;
  looteligible?: boolean;
  cost?: number | string;
  release?: string;
  distribution?: string;
  voiceactor?: string[];
  splashartist?: string[];
  lore?: string;
  newanimations?: boolean;
  neweffects?: boolean;
  newrecall?: boolean;
  newvoice?: boolean;
  newquotes?: boolean;
}

export type WikiSkinData = Record<string, { id: number; skins: Record<string, WikiSkin> }>;

/**
 * One skin of the wiki supplement (data/skins/wiki-supplement.json): newer wiki facts for skins the
 * older SkinData copy lacks. `cost` is a number (RP) or the wiki's label ('Special', 'Battle Pass', …).
 */
export interface SupplementSkin {
  name: string;
  release: string | null;
  cost: number | string | null;
  availability: string | null;
  set: string[];
  artists: string[];
}

/** Keyed by client skin id; `_meta` says where the facts were read. */
export type WikiSupplement = Record<string, SupplementSkin | Record<string, unknown>>;

export interface CatalogueSources {
  patch: string;
  skins: Record<string, CdragonSkin>;
  pbeOnly: Record<string, CdragonSkin>;
  champions: CdragonChampion[];
  skinlines: CdragonSkinline[];
  wiki: WikiSkinData;
  /** Facts below the wiki's: used only for a skin the wiki has no row for (docs/decisions/0036). */
  supplement?: WikiSupplement;
}
