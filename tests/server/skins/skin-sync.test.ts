import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../../src/server/db/database';
import { readVersion } from '../../../src/server/skins/repository';
import { readVersions } from '../../../src/server/read-cache/version-table';
import { applySkinEdits } from '../../../src/server/skins/operator-edits';
import { startFakeSkinSources, type FakeSkinSources } from '../../fakes/skin-sources/fake-skin-sources';
import { catalogueSnapshot, runSync, seededDatabase } from './sync-setup';

const JUSTICAR = 266001; // Justicar Aatrox: wiki release 2013-06-12, 'Available'
const GOTH_ANNIE = 1001;
const FAERIE_GWEN = 887048; // in the wiki supplement only: released 2026-08-12, 1350 RP
const REDATE = { champion: 'Aatrox', skin: 'Justicar', from: '2013-06-12', to: '2013-06-20' };

// Each sync reads the real 7 MB of sources; a few seconds each on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

let fake: FakeSkinSources;
beforeAll(async () => {
  fake = await startFakeSkinSources();
});
afterAll(async () => {
  await fake.close();
});

async function withDb(test: (db: Db) => Promise<void>) {
  const seeded = await seededDatabase();
  try {
    await test(seeded.db);
  } finally {
    await seeded.remove();
  }
}

const revision = async (db: Db) => (await readVersion(db))?.revision ?? 0;

describe('skin sync against the sources the catalogue was built from', () => {
  it('commits no skin changes, then skips the unchanged sources by checksum', () =>
    withDb(async (db) => {
      fake.setVariant({});
      const before = await revision(db);
      const seededHash = (await readVersion(db))?.sourceHash;
      const first = await runSync(db, fake);
      expect(first.state).toBe('done');
      expect(first.progress).toMatchObject({
        phase: 'done',
        outcome: 'committed',
        counts: { added: 0, changed: 0, missing: 0, flagged: 0 },
      });
      expect(first.progress!.counts.unchanged).toBe(1945);
      expect(await revision(db)).toBe(before + 1);
      // The seeded build's hash stays (a restart must not reseed over synced data); rendered pages are told to drop.
      expect((await readVersion(db))?.sourceHash).toBe(seededHash);
      expect(await readVersions(db)).toEqual(new Map([['skins', 1]]));

      const second = await runSync(db, fake);
      expect(second.progress).toMatchObject({ phase: 'done', outcome: 'unchanged' });
      expect(await revision(db)).toBe(before + 1);
    }));
});

describe('merge rules', () => {
  it('keeps operator edits through two syncs and flags a source change under an override', () =>
    withDb(async (db) => {
      const source = { release_date: '2013-06-12', availability: 'Available' };
      const video = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';
      await db
        .transaction()
        .execute((trx) =>
          applySkinEdits(trx, JUSTICAR, source, { release_date: '2014-01-02', availability: 'Legacy', videos: [video] }, 'operator'),
        );

      fake.setVariant({ renamed: [JUSTICAR], redated: [REDATE] });
      const first = await runSync(db, fake);
      expect(first.progress).toMatchObject({ outcome: 'committed', counts: { changed: 1, flagged: 1 } });
      const row = await db
        .selectFrom('skins')
        .select(['name', 'release_date', 'availability'])
        .where('riot_id', '=', JUSTICAR)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ name: 'Justicar Aatrox (Remastered)', release_date: '2013-06-20', availability: 'Available' });
      const flags = await db.selectFrom('skin_source_flags').selectAll().where('riot_id', '=', JUSTICAR).execute();
      expect(flags).toMatchObject([{ field: 'release_date', was: '2013-06-12', now: '2013-06-20', run_id: first.id }]);

      fake.setVariant({ renamed: [JUSTICAR], redated: [REDATE], added: [{ id: 266098, name: 'Sync Test Aatrox', like: JUSTICAR }] });
      const second = await runSync(db, fake);
      expect(second.progress).toMatchObject({ outcome: 'committed', counts: { added: 1, changed: 0, flagged: 0 } });

      const override = await db.selectFrom('skin_overrides').selectAll().where('riot_id', '=', JUSTICAR).executeTakeFirstOrThrow();
      expect(override).toMatchObject({ release_date: '2014-01-02', availability: 'Legacy', updated_by: 'operator' });
      const videos = await db.selectFrom('skin_videos').select('url').where('riot_id', '=', JUSTICAR).execute();
      expect(videos.map((v) => v.url)).toEqual([video]);
    }));

  it('keeps an operator edit of a supplemented skin, and a live wiki row replaces its bundled facts', () =>
    withDb(async (db) => {
      const facts = () =>
        db
          .selectFrom('skins')
          .select(['release_date', 'cost', 'availability', 'splash_artists', 'fact_sources'])
          .where('riot_id', '=', FAERIE_GWEN)
          .executeTakeFirstOrThrow();
      expect(await facts()).toMatchObject({ release_date: '2026-08-12', cost: 1350, availability: 'Available' });
      await db
        .transaction()
        .execute((trx) =>
          applySkinEdits(
            trx,
            FAERIE_GWEN,
            { release_date: '2026-08-12', availability: 'Available' },
            { release_date: '2026-08-13', availability: 'Legacy', videos: [] },
            'operator',
          ),
        );

      // The older wiki copy has no row for it: the shipped supplement keeps its facts through a sync.
      fake.setVariant({});
      await runSync(db, fake);
      expect(await facts()).toMatchObject({ release_date: '2026-08-12', cost: 1350 });
      expect(JSON.parse((await facts()).fact_sources)).toMatchObject({ releaseDate: 'wiki-supplement', cost: 'wiki-supplement' });

      fake.setVariant({ wikiAdded: [{ champion: 'Gwen', skin: 'Faerie Court', number: 48, release: '2026-08-20', cost: 1820 }] });
      const run = await runSync(db, fake);
      // Both overridden fields now differ from the source: each is flagged, the overrides stay.
      expect(run.progress).toMatchObject({ outcome: 'committed', counts: { changed: 1, flagged: 2 } });
      const after = await facts();
      expect(after).toMatchObject({ release_date: '2026-08-20', cost: 1820, availability: 'Limited', splash_artists: '[]' });
      expect(JSON.parse(after.fact_sources)).toEqual({ releaseDate: 'wiki', cost: 'wiki', availability: 'wiki' });
      const override = await db.selectFrom('skin_overrides').selectAll().where('riot_id', '=', FAERIE_GWEN).executeTakeFirstOrThrow();
      expect(override).toMatchObject({ release_date: '2026-08-13', availability: 'Legacy' });
    }));

  it('marks a skin the sources dropped as missing, keeps it, and unmarks it when it comes back', () =>
    withDb(async (db) => {
      fake.setVariant({ removed: [GOTH_ANNIE] });
      const run = await runSync(db, fake);
      expect(run.progress).toMatchObject({ outcome: 'committed', counts: { missing: 1 } });
      expect(await db.selectFrom('skins').select('name').where('riot_id', '=', GOTH_ANNIE).executeTakeFirst()).toEqual({
        name: 'Goth Annie',
      });
      expect(await db.selectFrom('skin_sync_missing').select('riot_id').execute()).toEqual([{ riot_id: GOTH_ANNIE }]);
      const changes = await db.selectFrom('skin_sync_changes').select(['riot_id', 'kind']).where('run_id', '=', run.id).execute();
      expect(changes).toEqual([{ riot_id: GOTH_ANNIE, kind: 'missing' }]);

      fake.setVariant({});
      const back = await runSync(db, fake);
      expect(back.progress).toMatchObject({ outcome: 'committed', counts: { returned: 1, missing: 0 } });
      expect(await db.selectFrom('skin_sync_missing').selectAll().execute()).toEqual([]);
    }));
});

describe('runs that must commit nothing', () => {
  const refused = async (variant: Parameters<FakeSkinSources['setVariant']>[0], timeoutMs?: number) => {
    let result!: { state: string; error: string | null; snapshots: unknown[] };
    await withDb(async (db) => {
      const before = await catalogueSnapshot(db);
      fake.setVariant(variant);
      const run = await runSync(db, fake, timeoutMs);
      result = { state: run.state, error: run.error, snapshots: [before, await catalogueSnapshot(db)] };
    });
    expect(result.snapshots[1]).toEqual(result.snapshots[0]);
    return result;
  };

  it('a truncated skins.json fails at once and says which file', async () => {
    const run = await refused({ truncate: 'skins' });
    expect(run.state).toBe('failed');
    expect(run.error).toMatch(/^CommunityDragon skins\.json: is not complete JSON .*Nothing was changed\.$/);
  });

  it('a truncated wiki module fails with the Lua line', async () => {
    const run = await refused({ truncate: 'wiki' });
    expect(run.state).toBe('failed');
    expect(run.error).toMatch(/^wiki SkinData: could not be read as Lua data \(line \d+: .*\)\. Nothing was changed\.$/);
  });

  it('far fewer skins than the catalogue holds (below 90%) are refused', async () => {
    const run = await refused({ keepShare: 0.5 });
    expect(run.state).toBe('failed');
    expect(run.error).toMatch(
      /^The sources list \d+ skins, \d+% of the 1945 in the catalogue \(at least 90% expected\), so nothing was changed\.$/,
    );
  });

  it('a 503 is left to retry later, with the reason shown', async () => {
    const run = await refused({ status: 503 });
    expect(run.state).toBe('queued');
    expect(run.error).toMatch(/answered 503\. Nothing was changed\.$/);
  });

  it('a reply slower than the timeout counts as unavailable', async () => {
    const run = await refused({ delayMs: 400 }, 100);
    expect(run.state).toBe('queued');
    expect(run.error).toMatch(/no reply within 100 ms\. Nothing was changed\.$/);
  });
});
