import type { Db } from '../db/database';
import { ok } from '../../shared/api/envelope';
import { CatalogueIndex } from './catalogue-index';
import { readCatalogueRows } from './repository';
import { buildSkinRecords } from './skin-records';

/** The catalogue service: the index of the current version, rebuilt by reload() after a seed, sync or edit. */
export interface SkinCatalogue {
  index(): CatalogueIndex;
  /** The `GET /skins` reply, serialized once per version (it is large). */
  fullListJson(): string;
  etag(): string;
  reload(): Promise<void>;
}

export async function createSkinCatalogue(db: Db): Promise<SkinCatalogue> {
  let index = new CatalogueIndex([], 'empty');
  let fullList = '';
  const reload = async () => {
    const rows = await readCatalogueRows(db);
    index = new CatalogueIndex(buildSkinRecords(rows), rows.version);
    fullList = JSON.stringify(ok(index.skins));
  };
  await reload();
  return {
    index: () => index,
    fullListJson: () => fullList,
    etag: () => `W/"skins-${index.version}"`,
    reload,
  };
}
