import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, migrateToLatest, type Db } from '../../../src/server/db/database';
import { seedSkins } from '../../../src/server/skins/seed';
import { createJobRunner } from '../../../src/server/jobs/job-runner';
import { enqueueJob, findJobById } from '../../../src/server/jobs/job-queue';
import type { JobDefinition } from '../../../src/server/jobs/job-types';
import { skinSyncJob } from '../../../src/server/skins/sync/sync-job';
import { liveSource } from '../../../src/server/skins/sync/skin-source';
import { SKIN_SYNC_JOB, SKIN_SYNC_KEY } from '../../../src/server/skins/names';
import { createSkinSourceClient } from '../../../src/server/upstream/skin-sources/skin-source-client';
import type { FakeSkinSources } from '../../fakes/skin-sources/fake-skin-sources';

/** A migrated SQLite file holding the shipped catalogue, in a temporary folder. */
export async function seededDatabase(): Promise<{ db: Db; file: string; remove: () => Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'av-sync-'));
  const file = path.join(dir, 'app.db');
  const db = openDatabase({ kind: 'sqlite', file });
  await migrateToLatest(db);
  await seedSkins()(db);
  return {
    db,
    file,
    remove: async () => {
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The sync job reading the fake sources, with short timeouts and no HTTP retries. */
export function fakeSyncJob(db: Db, fake: FakeSkinSources, timeoutMs = 5000) {
  const client = createSkinSourceClient({
    cdragonUrl: fake.cdragonUrl,
    wikiUrl: fake.wikiUrl,
    http: { timeoutMs, retries: 0, backoffMs: 10 },
  });
  return skinSyncJob({ db, source: liveSource(client) }) as unknown as JobDefinition<never, never>;
}

/** Queues a sync and runs it to its end through a real runner (one attempt); returns the row. */
export async function runSync(db: Db, fake: FakeSkinSources, timeoutMs?: number) {
  const { status } = await enqueueJob(db, SKIN_SYNC_JOB, SKIN_SYNC_KEY, {});
  const runner = createJobRunner({ db, jobs: [fakeSyncJob(db, fake, timeoutMs)], retryDelayMs: 60_000 });
  await runner.runNext();
  await runner.stop();
  return (await findJobById<unknown, { outcome: string; counts: Record<string, number> }>(db, SKIN_SYNC_JOB, status.id))!;
}

/** Everything a sync could touch, to compare before and after a run that must commit nothing. */
export async function catalogueSnapshot(db: Db) {
  return {
    skins: await db.selectFrom('skins').selectAll().orderBy('riot_id').execute(),
    chromas: await db.selectFrom('skin_chromas').select(['id', 'riot_id', 'name']).orderBy('id').execute(),
    overrides: await db.selectFrom('skin_overrides').selectAll().orderBy('riot_id').execute(),
    videos: await db.selectFrom('skin_videos').selectAll().orderBy('id').execute(),
    missing: await db.selectFrom('skin_sync_missing').selectAll().execute(),
    flags: await db.selectFrom('skin_source_flags').selectAll().execute(),
    catalogue: await db.selectFrom('skin_catalogue').selectAll().orderBy('key').execute(),
  };
}
