import type { Seeder } from '../db/seed';
import { countBanners, insertBanner } from './repository';
import { paths } from '../../shared/paths';

/**
 * A fresh site shows both side slots and has a (hidden) waste banner to edit. Runs on every
 * start but only fills a kind that has no rows, so the operator's edits are never overwritten.
 */
export const seedBanners: Seeder = async (db) => {
  if ((await countBanners(db, 'side')) === 0) {
    await insertBanner(db, 'side', { position: 1, hidden: false, imageUrl: '/banners/left.svg', link: paths.wastedTime });
    await insertBanner(db, 'side', { position: 2, hidden: false, imageUrl: '/banners/right.svg', link: paths.skins });
  }
  if ((await countBanners(db, 'waste')) === 0) {
    await insertBanner(db, 'waste', { position: 1, hidden: true, imageUrl: '/banners/waste.svg', link: paths.home });
  }
};
