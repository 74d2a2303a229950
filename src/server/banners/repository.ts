import type { Db } from '../db/database';
import type { Banner, BannerPosition } from '../../shared/api/banners';
import { recordAudit } from '../audit/audit-log';

type Kind = 'side' | 'waste';

const toBanner = (row: { id: number; position: number; hidden: number; image_url: string; link: string }): Banner => ({
  id: row.id,
  position: row.position as BannerPosition,
  hidden: row.hidden === 1,
  imageUrl: row.image_url,
  link: row.link,
});

const columns = ['id', 'position', 'hidden', 'image_url', 'link'] as const;

export async function listSideBanners(db: Db): Promise<Banner[]> {
  const rows = await db.selectFrom('banners').select(columns).where('kind', '=', 'side').orderBy('position').orderBy('id').execute();
  return rows.map(toBanner);
}

/** The waste banner; null only before the seeder has run. */
export async function findWasteBanner(db: Db): Promise<Banner | null> {
  const row = await db.selectFrom('banners').select(columns).where('kind', '=', 'waste').orderBy('id').executeTakeFirst();
  return row ? toBanner(row) : null;
}

/**
 * Updates the banner `banner.id` of that kind and records who did it, in one transaction.
 * Returns false (changing nothing) when no banner of that kind has that id.
 */
export async function saveBanner(db: Db, kind: Kind, banner: Banner, actor: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('banners').select(columns).where('id', '=', banner.id).where('kind', '=', kind).executeTakeFirst();
    if (!before) return false;
    await trx
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
    await recordAudit(trx, {
      actor,
      action: kind === 'side' ? 'banner.save' : 'waste-banner.save',
      target: `banner:${banner.id}`,
      detail: { before: toBanner(before), after: banner },
    });
    return true;
  });
}

export async function insertBanner(db: Db, kind: Kind, banner: Omit<Banner, 'id'>): Promise<void> {
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
