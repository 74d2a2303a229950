import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import pg from 'pg';
import { createDatabase } from './cluster';
import { startInstances, type Instance } from '../helpers/server-process';
import { SiteClient, lookUp } from './http-client';
import { FAILURE_LIMIT } from '../../src/server/auth/throttle';
import { login, logout } from '../../src/shared/api/auth';
import { href } from '../../src/shared/api/endpoint';
import { dashboard } from '../../src/shared/api/dashboard';
import { calculatorConfig, saveCalculatorConfig } from '../../src/shared/api/calculators';
import { SKIN_SYNC_JOB } from '../../src/server/skins/names';
import { postSkinSync, skinSyncRun, type SyncRunDetail, type SyncStartReply } from '../../src/shared/api/skin-operator';
import { startSkinSync } from '../../src/shared/api/skin-operator.schemas';
import { lookupStatus, type FetchBody, type FetchReply } from '../../src/shared/api/wasted-time';
import { startFakeRiot, type FakeRiot } from '../fakes/riot/fake-riot-server';
import { generatedPlayer } from '../fakes/riot/fake-riot-data';

/**
 * Two real server processes on one PostgreSQL, started at the same moment, as a deploy behind a load
 * balancer does. Cases for features with shared state (job runner, rate limiter) belong here too:
 * `a` and `b` are the instances, `admin` queries the database directly.
 */
const OPERATOR = { username: 'multi-operator', key: 'two instances one database' };
// Any game's config route, named by its data file's `api`.
const GAME_API = (JSON.parse(fs.readFileSync('schemas/games/valorant.json', 'utf8')) as { api: string }).api;

let a: Instance;
let b: Instance;
let databaseUrl = '';
let drop: () => Promise<void>;
let admin: pg.Client;
// The fake Riot API, with its application limit's long window shortened from Riot's 120 s to 10 s.
let riot: FakeRiot;

beforeAll(async () => {
  const target = await createDatabase(inject('pgAdminUrl'), 'multi');
  databaseUrl = target.url;
  drop = target.drop;
  riot = await startFakeRiot({ appLimit: '20:1,100:10' });
  const started = await startInstances(['A', 'B'], {
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: '4',
    OPERATOR_USERNAME: OPERATOR.username,
    OPERATOR_KEY: OPERATOR.key,
    RIOT_API_KEY: riot.key,
    RIOT_API_BASE_URL: riot.baseUrl,
  });
  [a, b] = [started[0]!, started[1]!];
  admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
}, 180_000);

afterAll(async () => {
  await admin?.end();
  await a?.kill();
  await b?.kill();
  await drop?.();
  await riot?.close();
});

/** Polls a lookup on the given instance until it is done (or failed). */
async function finished(instance: Instance, id: number, withinMs = 60_000): Promise<FetchReply> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const reply = (await new SiteClient().call(instance.url, 'GET', href(lookupStatus, { params: { id } }))).body.response as FetchReply;
    if (reply.lookup.state === 'done' || reply.lookup.state === 'failed') return reply;
    if (Date.now() > deadline) throw new Error(`lookup ${id} still ${JSON.stringify(reply.lookup)} after ${withinMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('two instances on one PostgreSQL', () => {
  it('start together: migrations, seeds and the operator are made once, and both answer', async () => {
    const operators = await admin.query('select username from operators');
    expect(operators.rows).toEqual([{ username: OPERATOR.username }]);
    const migrations = await admin.query('select name from kysely_migration');
    expect(new Set(migrations.rows.map((r) => r.name)).size).toBe(migrations.rowCount);
    for (const instance of [a, b]) expect((await fetch(`${instance.url}/api/health`)).status).toBe(200);
  });

  it('a session made on A works on B, and logging out on B ends it on A', async () => {
    const client = new SiteClient();
    expect((await client.call(a.url, 'POST', href(login), OPERATOR)).status).toBe(200);
    const session = client.cookie;
    expect(session).not.toBe('');
    expect((await client.call(b.url, 'GET', href(dashboard))).status).toBe(200);
    expect((await client.call(b.url, 'POST', href(logout), {})).status).toBe(200);
    client.cookie = session; // the old cookie, replayed on the other instance
    expect((await client.call(a.url, 'GET', href(dashboard))).status).toBe(401);
  });

  it('a price saved on A is served by B within one second', async () => {
    const client = new SiteClient();
    expect((await client.call(a.url, 'POST', href(login), OPERATOR)).status).toBe(200);
    const before = (await client.call(b.url, 'GET', href(calculatorConfig(GAME_API)))).body.response as Record<string, unknown>;
    const market = before.market === 0.55 ? 0.65 : 0.55;
    const { updatedAt: _readOnly, ...config } = before;
    const saved = await client.call(a.url, 'POST', href(saveCalculatorConfig(GAME_API)), { ...config, market });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const savedAt = Date.now();
    let served: unknown;
    while (Date.now() - savedAt < 1000) {
      served = ((await client.call(b.url, 'GET', href(calculatorConfig(GAME_API)))).body.response as { market: number }).market;
      if (served === market) break;
      await new Promise((r) => setTimeout(r, 25));
    }
    expect(served).toBe(market);
  });

  it('a skin sync started on both instances at once runs once', async () => {
    const client = new SiteClient();
    expect((await client.call(a.url, 'POST', href(login), OPERATOR)).status).toBe(200);
    const [fromA, fromB] = await Promise.all([
      client.call(a.url, 'GET', href(startSkinSync)),
      client.call(b.url, 'POST', href(postSkinSync), {}),
    ]);
    const [startA, startB] = [fromA.body.response as SyncStartReply, fromB.body.response as SyncStartReply];
    expect(startB.run.id).toBe(startA.run.id);
    expect([startA.joined, startB.joined].sort()).toEqual([false, true]);
    const deadline = Date.now() + 60_000;
    for (;;) {
      const run = (await client.call(b.url, 'GET', href(skinSyncRun, { params: { runId: startA.run.id } }))).body.response as SyncRunDetail;
      if (run.run.state === 'done') break;
      if (Date.now() > deadline) throw new Error(`the sync is still ${run.run.state} after a minute`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const runs = await admin.query('select id, attempts from jobs where name = $1', [SKIN_SYNC_JOB]);
    expect(runs.rows).toEqual([{ id: startA.run.id, attempts: 1 }]);
  });

  it('a lookup requested on both instances at once crawls once: every match fetched once', async () => {
    const { player, matches } = generatedPlayer(41, 30, Date.now());
    riot.addPlayer(player, matches);
    riot.resetStats();
    const body: FetchBody = { gameName: player.gameName, tagLine: player.tagLine, region: 'euw1' };
    const [fromA, fromB] = await Promise.all([lookUp(a.url, body), lookUp(b.url, body)]);
    expect(fromA.lookup.id).not.toBeNull();
    expect(fromB.lookup.id).not.toBeNull();
    for (const [instance, id] of [[b, fromA.lookup.id!] as const, [a, fromB.lookup.id!] as const]) {
      const done = await finished(instance, id);
      expect(done.lookup.state).toBe('done');
      expect(done.matchesCounted).toBe(30);
    }
    // Both visitors follow one lookup, unless the first had already finished when the second was
    // queued (each instance first runs its own account step): a second row can only follow a finished one.
    if (fromB.lookup.id !== fromA.lookup.id) {
      const { rows } = await admin.query('select created_at, finished_at from jobs where id = any($1) order by id', [
        [fromA.lookup.id, fromB.lookup.id],
      ]);
      expect(Number(rows[0].finished_at)).toBeLessThanOrEqual(Number(rows[1].created_at));
    }
    // Each instance answered its visitor after its own account step; the crawl is one job.
    expect(riot.stats.requests.filter((r) => r.includes('/accounts/by-riot-id/')).length).toBeLessThanOrEqual(2);
    const matchReads = riot.stats.requests.filter((r) => /\/lol\/match\/v5\/matches\/[A-Z0-9]+_\d+$/.test(r));
    expect(matchReads).toHaveLength(30);
    expect(new Set(matchReads).size).toBe(30);
  });

  it('lookups running on both instances share one Riot budget: the fake never answers 429', async () => {
    const players = [generatedPlayer(42, 70, Date.now()), generatedPlayer(43, 70, Date.now())];
    for (const { player, matches } of players) riot.addPlayer(player, matches);
    riot.resetStats();
    const started = await Promise.all(
      players.map(({ player }, i) => lookUp((i === 0 ? a : b).url, { gameName: player.gameName, tagLine: player.tagLine, region: 'euw1' })),
    );
    const done = await Promise.all(started.map((s, i) => finished(i === 0 ? b : a, s.lookup.id!)));
    expect(done.map((d) => d.matchesCounted)).toEqual([70, 70]);
    // 140 match reads and more at 20 a second and 100 in ten: only a shared, learned budget stays under them.
    expect(riot.stats.requests.length).toBeGreaterThan(140);
    expect(riot.stats.limited).toEqual({});
  });

  // Last: it locks 127.0.0.1 out of signing in for the throttle window.
  it('login throttling counts failures made on both instances', async () => {
    const client = new SiteClient();
    const wrong = { username: OPERATOR.username, key: 'not the right key at all' };
    for (let i = 0; i < FAILURE_LIMIT; i++) {
      const reply = await client.call(i % 2 === 0 ? a.url : b.url, 'POST', href(login), wrong);
      expect(reply.status, `attempt ${i + 1}`).toBe(401);
    }
    // Neither instance saw FAILURE_LIMIT failures itself; together they did.
    expect((await client.call(a.url, 'POST', href(login), wrong)).status).toBe(429);
    expect((await client.call(b.url, 'POST', href(login), OPERATOR)).status).toBe(429);
  });
  // After every other case: it ends one of the two instances.
  it(
    'when the instance running a lookup is killed (SIGKILL), the other finishes it once the lease has run out',
    { timeout: 150_000 },
    async () => {
      const { player, matches } = generatedPlayer(44, 120, Date.now());
      riot.addPlayer(player, matches);
      const {
        lookup: { id: lookupId },
      } = await lookUp(a.url, { gameName: player.gameName, tagLine: player.tagLine, region: 'euw1' });
      // Kill whichever instance holds the job's lease once it has stored some matches.
      let owner = '';
      const deadline = Date.now() + 60_000;
      while (!owner) {
        const row = (await admin.query('select state, lease_owner, progress from jobs where id = $1', [lookupId])).rows[0] as {
          state: string;
          lease_owner: string | null;
          progress: string | null;
        };
        const done = row.progress ? ((JSON.parse(row.progress) as { done?: number }).done ?? 0) : 0;
        if (row.state === 'running' && row.lease_owner && done > 0) owner = row.lease_owner;
        else if (Date.now() > deadline) throw new Error(`the lookup never ran: ${JSON.stringify(row)}`);
        else await new Promise((r) => setTimeout(r, 50));
      }
      const [victim, survivor] = owner.startsWith(`${a.pid}-`) ? [a, b] : [b, a];
      expect(owner.startsWith(`${victim.pid}-`)).toBe(true);
      await victim.kill('SIGKILL');
      // The lease is 30 s; then the survivor resumes from the saved progress.
      const done = await finished(survivor, lookupId!, 120_000);
      expect(done.lookup.state).toBe('done');
      expect(done.matchesCounted).toBe(120);
      const owners = await admin.query('select lease_owner, state from jobs where id = $1', [lookupId]);
      expect(owners.rows[0]).toMatchObject({ state: 'done' });
    },
  );
});
