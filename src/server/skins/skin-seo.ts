import type { Db } from '../db/database';
import type { FastifyBaseLogger } from 'fastify';
import type { GameRegistry } from '../../engine/game-registry';
import type { FeatureContext, ShareCard, ShareCardSource, SitemapEntry, SitemapSection } from '../feature';
import { skinsPrice } from '../../shared/skins-price';
import { paths } from '../../shared/paths';
import { COLLECTION_LINK_PARAM, readCollectionLink, sharedCollectionTitle } from '../../shared/collection-link';
import { chromaCount, formatRp } from '../../shared/collection-format';
import { groupDigits } from '../../shared/counts';
import { formatEuro } from '../../shared/format-euro';
import { AVAILABILITY_GROUP_LABELS } from '../../shared/api/skin-collection';
import { parseSkinImageFile, SKIN_IMAGE_BASE } from '../../shared/skin-images';
import { formatReleaseDate, priceBadge } from '../../shared/skin-text';
import type { BrowseCategory } from '../../shared/api/skins';
import { readStoredImage } from './images/image-store';
import type { SkinCatalogue } from './skin-catalogue';
import { collectionLookup } from './collection/collection-lookup';
import { summarizeCollection } from './collection/summarize';

/** Browse pages a crawler should find: one per champion and per skinline (the others are filters). */
const LISTED_CATEGORIES: readonly BrowseCategory[] = ['champion', 'skinlines'];

const skinPagePath = (riotId: number) => paths.skin.replace(':id', String(riotId));

/**
 * Built from the in-memory index the pages render from. lastmod is when the catalogue's data last
 * changed (seed, sync or edit), the date a skin page's facts are from.
 */
export function skinSitemap(db: Db, catalogue: SkinCatalogue, refresh: () => Promise<void>): SitemapSection {
  return {
    name: 'skins',
    async entries() {
      // A sync here or on another instance may have added skins since the index was built.
      await refresh();
      const row = await db.selectFrom('skin_catalogue').select('updated_at').executeTakeFirst();
      const lastmod = row ? new Date(row.updated_at).toISOString() : null;
      const index = catalogue.index();
      const entries: SitemapEntry[] = [{ path: paths.skins, lastmod, title: 'League of Legends Skins' }];
      for (const category of LISTED_CATEGORIES)
        for (const value of index.values(category))
          // One segment, as the pages link it ('K/DA' is a skinline, not two segments).
          entries.push({ path: `${paths.skins}/${category}/${encodeURIComponent(value)}`, lastmod, title: `${value} Skins` });
      for (const skin of index.skins) entries.push({ path: skinPagePath(skin.riot_id), lastmod, title: skin.name });
      return entries;
    },
  };
}

const SHARED_KICKER = 'Shared League skin collection';

/**
 * A shared collection's share image, summed and valued as its page does (summarize.ts, skinsPrice).
 * A link the page refuses, or one of no known skin, gets the page's title card: an image is never an error.
 */
async function sharedCollectionCard(catalogue: SkinCatalogue, query: URLSearchParams, euros: CollectionEuros): Promise<ShareCard> {
  const link = readCollectionLink(query.get(COLLECTION_LINK_PARAM) ?? '');
  const ids = link.owned ? Object.keys(link.owned).map(Number) : [];
  const plain = { kicker: SHARED_KICKER, title: 'A shared skin collection' };
  if (ids.length === 0) return plain;
  const index = catalogue.index();
  const { summary } = summarizeCollection(index, collectionLookup(index), { ids, limit: 1 });
  if (summary.skins + summary.chromas === 0) return plain;
  const worth = await euros(summary.rarities, summary.chromas);
  const chromas = summary.chromas > 0 ? [chromaCount(summary.chromas)] : [];
  const groups = summary.availability
    .filter((a) => a.skins > 0 && a.group !== 'unknown')
    .map((a) => `${AVAILABILITY_GROUP_LABELS[a.group]}: ${groupDigits(a.skins)}`);
  const rp = formatRp(summary.rp.total);
  return {
    kicker: SHARED_KICKER,
    title: sharedCollectionTitle(summary.skins, 0, null),
    // In euros when the calculator's prices could be read, as the page values it; in RP otherwise.
    value: worth === null ? rp : formatEuro(worth),
    lines: [...(worth === null ? [] : [`Worth ${rp}`]), ...chromas, groups.join(' · ')].filter(Boolean),
  };
}

/** What skins by rarity add to an account in euros (the calculator's valuation), or null when its prices cannot be read. */
export type CollectionEuros = (rarities: readonly { rarity: string; skins: number }[], chromas: number) => Promise<number | null>;

/** Skins valued by the calculator whose game file names a skin-collection group (League), at its stored prices; null without either. */
export function collectionEuros(
  games: GameRegistry,
  storedPrices: FeatureContext['storedPrices'],
  log: FastifyBaseLogger,
): CollectionEuros {
  const game = games.games.find((g) => g.page?.skinCollection);
  const group = game?.page?.skinCollection;
  return async (rarities, chromas) => {
    if (!game || !group) return null;
    try {
      return skinsPrice(game, await storedPrices(game.id), group, rarities, chromas).price;
    } catch (error) {
      // An image is never an error: it shows the RP value instead.
      log.warn({ err: error }, 'a shared collection image is shown without its euro value');
      return null;
    }
  };
}

/**
 * A skin page's share image: name, champion, price, release date, and the tile when our image
 * store holds it (never fetched for this); and a shared collection's.
 */
export function skinShareCard(db: Db, catalogue: SkinCatalogue, refresh: () => Promise<void>, euros: CollectionEuros): ShareCardSource {
  const prefix = paths.skin.replace(':id', '');
  return async (path, query) => {
    if (path === paths.sharedCollection) {
      await refresh();
      return sharedCollectionCard(catalogue, query, euros);
    }
    if (!path.startsWith(prefix) || !/^\d+$/.test(path.slice(prefix.length))) return null;
    await refresh();
    const skin = catalogue.index().byId.get(Number(path.slice(prefix.length)));
    if (!skin) return null;
    const tile = skin.tile_path?.startsWith(`${SKIN_IMAGE_BASE}/`)
      ? parseSkinImageFile(skin.tile_path.slice(SKIN_IMAGE_BASE.length + 1))
      : null;
    const art = tile ? await readStoredImage(db, tile.name, tile.width) : null;
    return {
      kicker: `${skin.league_champion.name} skin`,
      title: skin.name,
      value: priceBadge(skin),
      lines: [skin.rarity, `Released ${formatReleaseDate(skin.release_date)}`].filter((line) => line && !line.endsWith('Unknown')),
      art: art?.bytes ?? null,
    };
  };
}
