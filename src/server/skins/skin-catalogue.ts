import type { Db } from '../db/database';
import { CatalogueIndex } from './catalogue-index';
import { createImageNamer, type ImageSource } from './images/image-names';
import { readCatalogueRows } from './repository';
import { buildSkinRecords } from './skin-records';

/** The images of one catalogue version: what each name stands for, and the patch their sources are fetched at. */
export interface CatalogueImages {
  patch: string;
  sources: ReadonlyMap<string, ImageSource>;
}

/** The catalogue service: the index of the current version, rebuilt by reload() after a seed, sync or edit. */
export interface SkinCatalogue {
  index(): CatalogueIndex;
  images(): CatalogueImages;
  reload(): Promise<void>;
}

/** Empty until the first reload() (the skins feature reloads once the seeders ran). */
export function createSkinCatalogue(db: Db): SkinCatalogue {
  let index = new CatalogueIndex([], 'empty');
  let images: CatalogueImages = { patch: '', sources: new Map() };
  const reload = async () => {
    const rows = await readCatalogueRows(db);
    const namer = createImageNamer();
    index = new CatalogueIndex(buildSkinRecords(rows, namer), rows.version);
    images = { patch: rows.patch, sources: namer.sources };
  };
  return { index: () => index, images: () => images, reload };
}
