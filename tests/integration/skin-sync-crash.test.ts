import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Db } from '../../src/server/db/database';
import type { OperatorSkin, SyncRunDetail, SyncStartReply } from '../../src/shared/api/skin-operator';
import { startFakeSkinSources, type FakeSkinSources } from '../fakes/skin-sources/fake-skin-sources';
import { startServerProcess, type ServerProcess } from '../server/skins/server-process';
import { catalogueSnapshot } from '../server/skins/sync-setup';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const JUSTICAR = 266001;
const SKINS_JSON = '/latest/plugins/rcp-be-lol-game-data/global/default/v1/skins.json';

let fake: FakeSkinSources;
let dir: string;
const servers: ServerProcess[] = [];
const dbs: Db[] = [];
beforeAll(async () => {
  fake = await startFakeSkinSources();
});
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.stop()));
  await Promise.all(dbs.splice(0).map((db) => db.destroy()));
  fs.rmSync(dir, { recursive: true, force: true });
});
afterAll(async () => {
  await fake.close();
});

async function start(file: string) {
  const server = await startServerProcess(file, fake);
  servers.push(server);
  return server;
}
function freshFile() {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'av-crash-'));
  return path.join(dir, 'app.db');
}
function open(file: string) {
  const db = openDatabase({ kind: 'sqlite', file });
  dbs.push(db);
  return db;
}
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('a server killed mid-sync', () => {
  it('leaves the catalogue as it was, and the restarted server finishes the run with the edits intact', async () => {
    const file = freshFile();
    let release!: () => void;
    fake.setVariant({ renamed: [JUSTICAR], holdWiki: new Promise<void>((resolve) => (release = resolve)) });
    const first = await start(file);
    const cookie = await first.signIn();
    expect((await first.api('POST', `/auth/skins/${JUSTICAR}`, cookie, { availability: 'Legacy' })).status).toBe(200);
    const db = open(file);
    const before = await catalogueSnapshot(db);

    const started = await first.api<SyncStartReply>('GET', '/auth/sync/skins', cookie);
    const runId = started.response.run.id;
    await until(
      () => first.api<SyncRunDetail>('GET', `/auth/sync/skins/runs/${runId}`, cookie),
      (r) => r.response.run.phase === 'fetching' && r.response.run.processed === 5,
      'five of six files fetched',
    );
    await first.kill9();
    release();

    expect(await catalogueSnapshot(db)).toEqual(before);
    const row = await db.selectFrom('jobs').select(['state', 'lease_owner']).where('id', '=', runId).executeTakeFirstOrThrow();
    expect(row.state).toBe('running');
    // The dead runner's lease would run out after 30 s; the test moves it to the past instead of waiting.
    await db.updateTable('jobs').set({ lease_until: 0 }).where('id', '=', runId).execute();

    fake.setVariant({ renamed: [JUSTICAR] });
    const second = await start(file);
    const done = await until(
      () => second.api<SyncRunDetail>('GET', `/auth/sync/skins/runs/${runId}`, cookie),
      (r) => r.response.run.state === 'done' || r.response.run.state === 'failed',
      'the resumed run to end',
    );
    expect(done.response.run).toMatchObject({ state: 'done', outcome: 'committed', attempts: 2, counts: { changed: 1 } });
    expect(done.response.changes).toMatchObject([
      { riot_id: JUSTICAR, kind: 'changed', fields: [{ field: 'name', now: 'Justicar Aatrox (Remastered)' }] },
    ]);
    const view = await second.api<OperatorSkin>('GET', `/auth/skins/${JUSTICAR}`, cookie);
    expect(view.response.skin).toMatchObject({ name: 'Justicar Aatrox (Remastered)', availability: 'Legacy' });
    expect(view.response.overrides.availability).toBe('Legacy');
  });
});

describe('two server instances on one database', () => {
  it('never run two syncs: both starts join one run, and one runner does it', async () => {
    const file = freshFile();
    fake.setVariant({ renamed: [JUSTICAR], delayMs: 300 });
    // Started one after the other: the first migrates and seeds the new file.
    const a = await start(file);
    const b = await start(file);
    const cookie = await a.signIn();
    fake.requests.length = 0;
    const [fromA, fromB] = await Promise.all([
      a.api<SyncStartReply>('GET', '/auth/sync/skins', cookie),
      b.api<SyncStartReply>('POST', '/auth/sync/skins', cookie, {}),
    ]);
    expect(fromA.response.run.id).toBe(fromB.response.run.id);
    expect([fromA.response.joined, fromB.response.joined].sort()).toEqual([false, true]);
    const runId = fromA.response.run.id;
    await until(
      () => b.api<SyncRunDetail>('GET', `/auth/sync/skins/runs/${runId}`, cookie),
      (r) => r.response.run.state === 'done',
      'the run to finish',
    );
    const again = await b.api<SyncStartReply>('GET', '/auth/sync/skins', cookie);
    await until(
      () => a.api<SyncRunDetail>('GET', `/auth/sync/skins/runs/${again.response.run.id}`, cookie),
      (r) => r.response.run.state === 'done',
      'the second run to finish',
    );
    const db = open(file);
    expect(fake.requests.filter((p) => p === SKINS_JSON)).toHaveLength(2);
    expect(await db.selectFrom('skin_sync_commits').select('run_id').execute()).toEqual([{ run_id: runId }]);
    expect((await db.selectFrom('jobs').select('attempts').where('id', '=', runId).executeTakeFirstOrThrow()).attempts).toBe(1);
  });
});
