import type { Db } from '../db/database';
import { CatalogueIndex } from './catalogue-index';
import { readCatalogueRows } from './repository';
import { buildSkinRecords } from './skin-records';

/** The catalogue service: the index of the current version, rebuilt by reload() after a seed, sync or edit. */
export interface SkinCatalogue {
  index(): CatalogueIndex;
  reload(): Promise<void>;
}

/** Empty until the first reload() (the skins feature reloads once the seeders ran). */
export function createSkinCatalogue(db: Db): SkinCatalogue {
  let index = new CatalogueIndex([], 'empty');
  const reload = async () => {
    const rows = await readCatalogueRows(db);
    index = new CatalogueIndex(buildSkinRecords(rows), rows.version);
  };
  return {
    index: () => index,
    reload,
  };
}
