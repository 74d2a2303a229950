import { describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase } from '../../../src/server/db/database';
import { loadBundle } from '../../../src/server/skins/bundle';
import { readVersion, replaceSourceFacts } from '../../../src/server/skins/repository';
import { seedSkins } from '../../../src/server/skins/seed';
import { createSkinCatalogue } from '../../../src/server/skins/skin-catalogue';

describe('skin seeding', () => {
  it('is idempotent and keeps operator overrides and videos when the source facts are replaced', async () => {
    const db = openDatabase({ kind: 'sqlite', file: ':memory:' });
    await migrateToLatest(db);
    await seedSkins()(db);
    await seedSkins()(db);
    expect(await readVersion(db)).toMatchObject({ patch: '16.16', revision: 1 });
    expect((await db.selectFrom('skins').select(db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n).toBe(1945);

    const now = Date.now();
    await db
      .insertInto('skin_overrides')
      .values({ riot_id: 1001, release_date: '2009-07-25', availability: 'Rare', updated_at: now, updated_by: 'op' })
      .execute();
    await db
      .insertInto('skin_videos')
      .values({ riot_id: 1001, position: 0, url: 'https://www.youtube.com/embed/x', added_at: now, added_by: 'op' })
      .execute();
    await replaceSourceFacts(db, loadBundle(), 'another-build');
    expect(await readVersion(db)).toMatchObject({ sourceHash: 'another-build', revision: 2 });

    const catalogue = createSkinCatalogue(db);
    await catalogue.reload();
    const goth = catalogue.index().byId.get(1001)!;
    expect(goth).toMatchObject({ release_date: '2009-07-25', availability: 'Rare', videos: ['https://www.youtube.com/embed/x'] });
    expect(catalogue.index().version).toBe('another-build-2');
    await db.destroy();
  });
});
