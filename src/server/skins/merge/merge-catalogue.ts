import type { CatalogueBundle, SourceChroma, SourceSkin } from './catalogue-types';
import type { CatalogueSources, CdragonChroma, CdragonSkin, SupplementSkin, WikiSkin } from './source-types';
import { cleanList, cleanText, spellingMap } from './clean-text';
import { costFacts } from './wiki-cost';
import { indexWiki, liveAvailability, wikiDate, wikiFeatures } from './wiki-facts';
import { factSourcesOf, indexSupplement, supplementAsWiki } from './wiki-supplement';

/** Ids from 1,000,000 up are game-mode copies (e.g. 60001004 repeats Annie's 1004), not champion skins. */
export const CHAMPION_SKIN_ID_LIMIT = 1_000_000;

/** 'kEpic' → 'Epic'; 'kNoRarity' and missing → ''. */
export function rarityName(value: string | null | undefined): string {
  if (!value || value === 'kNoRarity') return '';
  return value.replace(/^k/, '');
}

function chromaOf(chroma: CdragonChroma): SourceChroma {
  return {
    id: chroma.id,
    name: chroma.name,
    chromaPath: chroma.chromaPath ?? null,
    colors: chroma.colors ?? [],
    descriptions: (chroma.descriptions ?? []).map((d) => d.description ?? '').filter((d) => d.length > 0),
  };
}

/**
 * Later stages of multi-stage skins (e.g. Immortalized Legend Ahri) exist only inside the first
 * stage's questSkinInfo; each becomes a skin, taking rarity, skinlines and legacy flag from the first.
 */
export function expandQuestTiers(skin: CdragonSkin): CdragonSkin[] {
  const tiers = skin.questSkinInfo?.tiers ?? [];
  return tiers
    .filter((tier) => tier.id !== skin.id)
    .map((tier) => ({
      ...skin,
      id: tier.id,
      name: tier.name,
      description: tier.description ?? skin.description ?? null,
      splashPath: tier.splashPath ?? null,
      tilePath: tier.tilePath ?? null,
      loadScreenPath: tier.loadScreenPath ?? null,
      loadScreenVintagePath: null,
      chromas: [],
      questSkinInfo: null,
    }));
}

const orNull = (text: string): string | null => text || null;

/** Each person and availability in one spelling across the catalogue (a skin's list stays free of repeats). */
function unifySpellings(skins: SourceSkin[]): SourceSkin[] {
  const voice = spellingMap(skins.flatMap((s) => s.voiceActors));
  const art = spellingMap(skins.flatMap((s) => s.splashArtists));
  const availability = spellingMap(skins.flatMap((s) => (s.availability ? [s.availability] : [])));
  return skins.map((skin) => ({
    ...skin,
    voiceActors: cleanList(skin.voiceActors.map(voice)),
    splashArtists: cleanList(skin.splashArtists.map(art)),
    availability: skin.availability && availability(skin.availability),
  }));
}

/**
 * One client skin with its sale facts: the wiki's row when it has one, else the supplement's
 * entry read the same way (below the wiki in precedence), else none.
 */
export function mergeSkin(
  skin: CdragonSkin,
  wikiRow: WikiSkin | undefined,
  upcoming: boolean,
  questParent: number | null,
  supplement?: SupplementSkin,
): SourceSkin {
  const rarity = rarityName(skin.rarity);
  const wiki = wikiRow ?? (supplement && supplementAsWiki(skin.id, supplement));
  const merged: Omit<SourceSkin, 'factSources'> = {
    riotId: skin.id,
    championId: Math.floor(skin.id / 1000),
    name: skin.name,
    description: skin.description || wiki?.lore || null,
    tilePath: skin.tilePath ?? null,
    splashPath: skin.splashPath ?? null,
    loadScreenPath: skin.loadScreenPath ?? null,
    loadScreenVintagePath: skin.loadScreenVintagePath ?? null,
    rarity,
    legacy: skin.isLegacy === true,
    skinlineIds: (skin.skinLines ?? []).map((line) => line.id).filter((id) => id > 0),
    releaseDate: wikiDate(wiki?.release),
    ...costFacts(wiki, rarity),
    availability: orNull(cleanText(liveAvailability(wiki, upcoming) ?? '')),
    distribution: orNull(cleanText(wiki?.distribution ?? '')),
    lootEligible: typeof wiki?.looteligible === 'boolean' ? wiki.looteligible : null,
    voiceActors: cleanList(wiki?.voiceactor),
    splashArtists: cleanList(wiki?.splashartist),
    features: wikiRow ? wikiFeatures(wikiRow) : null,
    wiki: wikiRow !== undefined,
    upcoming,
    questParent,
    chromas: (skin.chromas ?? []).map(chromaOf),
  };
  return { ...merged, factSources: factSourcesOf(merged, wikiRow ? 'wiki' : supplement ? 'wiki-supplement' : null) };
}

/**
 * Joins the client data with the wiki's sale facts. Base skins are left out (docs/decisions/0014):
 * they are the champion itself, and their wiki price is the champion's.
 */
export function mergeCatalogue(sources: CatalogueSources): CatalogueBundle {
  const wiki = indexWiki(sources.wiki);
  const supplement = indexSupplement(sources.supplement);
  const championSkins = Object.values(sources.skins).filter((skin) => skin.id < CHAMPION_SKIN_ID_LIMIT);
  const liveIds = new Set(championSkins.map((skin) => skin.id));
  const pbeOnly = Object.values(sources.pbeOnly);
  const upcoming = pbeOnly.filter((skin) => skin.id < CHAMPION_SKIN_ID_LIMIT && !skin.isBase && !liveIds.has(skin.id));

  const merged: SourceSkin[] = [];
  let questTiersAdded = 0;
  for (const skin of championSkins) {
    if (skin.isBase) continue;
    merged.push(mergeSkin(skin, wiki.get(skin.id), false, null, supplement.get(skin.id)));
    for (const tier of expandQuestTiers(skin)) {
      if (liveIds.has(tier.id)) continue;
      questTiersAdded += 1;
      merged.push(mergeSkin(tier, wiki.get(tier.id), false, skin.id, supplement.get(tier.id)));
    }
  }
  for (const skin of upcoming) merged.push(mergeSkin(skin, wiki.get(skin.id), true, null, supplement.get(skin.id)));
  const skins = unifySpellings(merged).sort((a, b) => a.riotId - b.riotId);
  const skinline = spellingMap(sources.skinlines.filter((line) => line.id > 0).map((line) => cleanText(line.name)));

  const championIds = new Set(skins.map((skin) => skin.championId));
  const wikiMatchedAll = championSkins.filter((skin) => wiki.has(skin.id)).length;
  return {
    patch: sources.patch,
    champions: sources.champions
      .filter((c) => championIds.has(c.id))
      .map((c) => ({ id: c.id, name: cleanText(c.name), alias: c.alias, iconPath: c.squarePortraitPath ?? null }))
      .sort((a, b) => a.id - b.id),
    skinlines: sources.skinlines
      .filter((line) => line.id > 0)
      .map((line) => ({ id: line.id, name: skinline(cleanText(line.name)), description: line.description || null })),
    skins,
    counts: {
      clientChampionSkins: championSkins.length,
      baseSkins: championSkins.filter((skin) => skin.isBase).length,
      questTiersAdded,
      wikiMatched: wikiMatchedAll,
      wikiUnmatched: championSkins.length - wikiMatchedAll,
      supplemented: skins.filter((skin) => !skin.wiki && supplement.has(skin.riotId)).length,
      pbeOnly: pbeOnly.length,
      upcomingListed: upcoming.length,
      derivedPrices: skins.filter((skin) => skin.costSource === 'derived').length,
      unknownPrices: skins.filter((skin) => skin.costSource === 'unknown').length,
      listed: skins.length,
    },
  };
}
