import type { Db } from '../../db/database';

/** One stored size of an image: WebP bytes and their height (the width is the size's key). */
export interface StoredImage {
  height: number;
  bytes: Buffer;
}

export async function readStoredImage(db: Db, name: string, width: number): Promise<StoredImage | null> {
  const row = await db
    .selectFrom('skin_images')
    .select(['height', 'bytes'])
    .where('name', '=', name)
    .where('width', '=', width)
    .executeTakeFirst();
  return row ? { height: row.height, bytes: Buffer.from(row.bytes) } : null;
}

/**
 * Stores every width of one image in one statement. A name's bytes never change once written: when
 * another instance stored it first, its rows stay and ours are dropped, so all instances serve the same bytes.
 */
export async function saveImageSizes(db: Db, name: string, sizes: ReadonlyMap<number, StoredImage>, now = Date.now()): Promise<void> {
  const rows = [...sizes].map(([width, image]) => ({ name, width, height: image.height, bytes: image.bytes, created_at: now }));
  if (rows.length === 0) return;
  await db
    .insertInto('skin_images')
    .values(rows)
    .onConflict((oc) => oc.columns(['name', 'width']).doNothing())
    .execute();
}

export async function storedImageNames(db: Db): Promise<Set<string>> {
  const rows = await db.selectFrom('skin_images').select('name').distinct().execute();
  return new Set(rows.map((row) => row.name));
}

/** Removes the images no catalogue name stands for any more (a sync changed their source path); returns how many names went. */
export async function pruneImages(db: Db, keep: ReadonlySet<string>): Promise<number> {
  const gone = [...(await storedImageNames(db))].filter((name) => !keep.has(name));
  for (let i = 0; i < gone.length; i += 500) {
    await db
      .deleteFrom('skin_images')
      .where('name', 'in', gone.slice(i, i + 500))
      .execute();
  }
  return gone.length;
}
