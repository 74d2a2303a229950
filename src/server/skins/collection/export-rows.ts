import { CHROMA_RARITY, type ExportReply, type ExportRow } from '../../../shared/api/skin-collection';
import type { CatalogueIndex } from '../catalogue-index';
import type { CollectionLookup } from './collection-lookup';
import { costCurrency } from './cost-currency';

/**
 * The export's rows: every owned skin in champion order, then every owned chroma (after its skin's
 * champion, by name). Facts are the catalogue's, unknown ones null; a chroma has no price or dates of its own.
 */
export function exportRows(index: CatalogueIndex, lookup: CollectionLookup, ids: readonly number[]): ExportReply {
  const unique = [...new Set(ids)];
  const owned = new Set(unique);
  const chromas = unique.flatMap((id) => lookup.chromas.get(id) ?? []);
  const unknown = unique.filter((id) => !index.byId.has(id) && !lookup.chromas.has(id));
  const skins = lookup.inOrder('champion').filter((skin) => owned.has(skin.riot_id));
  const rows: ExportRow[] = skins.map((skin) => ({
    name: skin.name,
    champion: skin.league_champion.name,
    rarity: skin.rarity,
    price: skin.cost,
    currency: costCurrency(skin),
    availability: skin.availability,
    release_date: skin.release_date,
    skinlines: skin.skinlines,
    id: skin.riot_id,
  }));
  const chromaRows = chromas
    .sort(
      (a, b) =>
        a.skin.league_champion.name.localeCompare(b.skin.league_champion.name, 'en') || a.chroma.name.localeCompare(b.chroma.name, 'en'),
    )
    .map(({ chroma, skin }) => ({
      name: chroma.name,
      champion: skin.league_champion.name,
      rarity: CHROMA_RARITY,
      price: null,
      currency: null,
      availability: null,
      release_date: null,
      skinlines: [],
      id: chroma.id,
    }));
  return { rows: [...rows, ...chromaRows], unknown };
}
