import { CHROMA_RARITY } from '../../../shared/api/skin-collection';
import type { Skin, SkinSort } from '../../../shared/api/skins';
import type { CatalogueIndex } from '../catalogue-index';
import { SKIN_COMPARATORS } from '../sort-skins';
import { buildNameLookup, type NameLookup } from './name-matcher';

/** What a collection request needs beyond the catalogue index: chromas by id and every name by its key. */
export interface CollectionLookup {
  chromas: ReadonlyMap<number, { chroma: Skin['chromas'][number]; skin: Skin }>;
  names: NameLookup;
  /** The whole catalogue in a sort's order (made on first use): a collection's page is picked from it in one walk. */
  inOrder(sort: SkinSort): readonly Skin[];
}

const built = new WeakMap<CatalogueIndex, CollectionLookup>();

/** Built once per catalogue version (the index is replaced on every reload) and kept beside it. */
export function collectionLookup(index: CatalogueIndex): CollectionLookup {
  let lookup = built.get(index);
  if (!lookup) {
    const chromas = new Map<number, { chroma: Skin['chromas'][number]; skin: Skin }>();
    for (const skin of index.skins) for (const chroma of skin.chromas) chromas.set(chroma.id, { chroma, skin });
    const targets = [
      ...index.skins.map((s) => ({ id: s.riot_id, name: s.name, rarity: s.rarity })),
      ...[...chromas.values()].map(({ chroma }) => ({ id: chroma.id, name: chroma.name, rarity: CHROMA_RARITY })),
    ];
    const orders = new Map<SkinSort, readonly Skin[]>();
    const inOrder = (sort: SkinSort) => {
      let order = orders.get(sort);
      if (!order) orders.set(sort, (order = [...index.skins].sort(SKIN_COMPARATORS[sort])));
      return order;
    };
    lookup = { chromas, names: buildNameLookup(targets), inOrder };
    built.set(index, lookup);
  }
  return lookup;
}
