import type { Db } from '../db/database';
import type { BannerPosition, BannerValue } from '../../shared/api/banners';

type Kind = 'side' | 'waste';

const toBanner = (row: { id: number; position: number; hidden: number; image_url: string; link: string }): BannerValue => ({
  id: row.id,
  position: row.position as BannerPosition,
  hidden: row.hidden === 1,
  imageUrl: row.image_url,
  link: row.link,
});

const columns = ['id', 'position', 'hidden', 'image_url', 'link'] as const;

export async function listSideBanners(db: Db): Promise<BannerValue[]> {
  const rows = await db.selectFrom('banners').select(columns).where('kind', '=', 'side').orderBy('position').orderBy('id').execute();
  return rows.map(toBanner);
}

/** The waste banner; null only before the seeder has run. */
export async function findWasteBanner(db: Db): Promise<BannerValue | null> {
  const row = await db.selectFrom('banners').select(columns).where('kind', '=', 'waste').orderBy('id').executeTakeFirst();
  return row ? toBanner(row) : null;
}

export async function findBanner(db: Db, kind: Kind, id: number): Promise<BannerValue | null> {
  const row = await db.selectFrom('banners').select(columns).where('id', '=', id).where('kind', '=', kind).executeTakeFirst();
  return row ? toBanner(row) : null;
}

/** Writes a banner's fields (the revisions module calls it inside its transaction, with the audit row). */
export async function updateBanner(db: Db, banner: BannerValue): Promise<void> {
  await db
    .updateTable('banners')
    .set({
      position: banner.position,
      hidden: banner.hidden ? 1 : 0,
      image_url: banner.imageUrl,
      link: banner.link,
      updated_at: Date.now(),
    })
    .where('id', '=', banner.id)
    .execute();
}

export async function insertBanner(db: Db, kind: Kind, banner: Omit<BannerValue, 'id'>): Promise<void> {
  await db
    .insertInto('banners')
    .values({
      kind,
      position: banner.position,
      hidden: banner.hidden ? 1 : 0,
      image_url: banner.imageUrl,
      link: banner.link,
      updated_at: Date.now(),
    })
    .execute();
}

export async function countBanners(db: Db, kind: Kind): Promise<number> {
  const row = await db
    .selectFrom('banners')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('kind', '=', kind)
    .executeTakeFirstOrThrow();
  return row.n;
}
