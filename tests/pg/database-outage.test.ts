import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { createDatabase, startCluster, type PgCluster } from './cluster';
import { SiteClient } from './http-client';
import { startLoad, waitUntil, type Sample } from './outage-load';
import { startInstance, type Instance } from '../helpers/server-process';
import { href } from '../../src/shared/api/endpoint';
import { login } from '../../src/shared/api/auth';
import { sideBanners, wasteBanner } from '../../src/shared/api/banners';
import { calculatorConfig, saveCalculatorConfig } from '../../src/shared/api/calculators';

/**
 * PostgreSQL going away under a running instance (decision 0035), on a cluster of this file's own: the
 * shared one of the pg project serves other files meanwhile, so it is never the one stopped here.
 */
const OPERATOR = { username: 'outage-operator', key: 'the database will come back' };
const GAME = JSON.parse(fs.readFileSync('schemas/games/valorant.json', 'utf8')) as { id: string; api: string };
const OTHER_GAME = JSON.parse(fs.readFileSync('schemas/games/fortnite.json', 'utf8')) as { api: string };

let cluster: PgCluster;
let instance: Instance;
let databaseUrl = '';
let cookie = '';
let defaults: Record<string, unknown>;

/** Readiness's status; 0 while nothing listens. */
const readyStatus = (base: string) =>
  fetch(`${base}/api/health/ready`).then(
    (res) => res.status,
    () => 0,
  );
/** Save bodies differ by their market factor, so each save is a change of its own. */
const saveBody = (i: number) => ({ ...defaults, market: Number((0.3 + (i % 500) / 10_000).toFixed(4)) });

async function auditRows(): Promise<number[]> {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    // A bare client reads the epoch-ms bigint as text (the site's pool parses it: db/database.ts).
    const { rows } = await admin.query<{ at: string }>(`select at from audit_log where action = 'calculator.save' and target = $1`, [
      GAME.id,
    ]);
    return rows.map((row) => Number(row.at));
  } finally {
    await admin.end();
  }
}

beforeAll(async () => {
  cluster = await startCluster();
  databaseUrl = (await createDatabase(cluster.adminUrl, 'outage')).url;
  instance = await startInstance('outage', {
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: '4',
    OPERATOR_USERNAME: OPERATOR.username,
    OPERATOR_KEY: OPERATOR.key,
  });
  const client = new SiteClient();
  expect((await client.call(instance.url, 'POST', href(login), OPERATOR)).status).toBe(200);
  cookie = client.cookie;
  const { response } = (await client.call(instance.url, 'GET', href(calculatorConfig(GAME.api)))).body;
  const { updatedAt: _, ...config } = response as Record<string, unknown>;
  defaults = config;
}, 180_000);

afterAll(async () => {
  await instance?.kill();
  await cluster?.stop();
});

describe('PostgreSQL stopped under load', () => {
  it('keeps the process up, refuses saves with 503 and Retry-After, serves cached reads, and recovers by itself', async () => {
    // Public reads nobody can change during the outage: the banners and another game's prices (a save drops only its own game's topic).
    const reads = [href(sideBanners), href(wasteBanner), href(calculatorConfig(OTHER_GAME.api))];
    for (const path of reads) expect((await fetch(`${instance.url}/api${path}`)).status).toBe(200);
    const load = startLoad({ base: instance.url, cookie, save: { path: href(saveCalculatorConfig(GAME.api)), body: saveBody }, reads });
    await new Promise((resolve) => setTimeout(resolve, 1500));

    const haltStarted = Date.now();
    await cluster.halt();
    const halted = Date.now();
    const notReadyAfter = await waitUntil(async () => (await readyStatus(instance.url)) === 503, 2000, 'readiness 503 after the stop');
    await new Promise((resolve) => setTimeout(resolve, 4000));
    const readyBody = (await (await fetch(`${instance.url}/api/health/ready`)).json()) as { code: string; response: string };
    expect(readyBody.code).toBe('DATABASE_UNAVAILABLE');
    expect(readyBody.response).toMatch(/^PostgreSQL is not answering since /);

    const resumeStarted = Date.now();
    await cluster.resume();
    const resumed = Date.now();
    const recoveredAfter = await waitUntil(async () => (await readyStatus(instance.url)) === 200, 5000, 'readiness 200 after the restart');
    await waitUntil(
      () => load.samples.some((s) => s.kind === 'save' && s.sentAt > resumed && s.status === 200),
      5000,
      'a save after the restart',
    );
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const samples = await load.stop();
    console.info(
      `outage: ${samples.length} requests; stop took ${halted - haltStarted} ms, readiness 503 ${notReadyAfter} ms after; ` +
        `restart took ${resumed - resumeStarted} ms, readiness 200 ${recoveredAfter} ms after`,
    );

    expect(instance.exitCode()).toBeNull();
    const outage = (s: Sample) => s.sentAt > halted && s.receivedAt < resumeStarted;
    // Never a 500, never a dropped connection: 200 or the database's 503 with its Retry-After.
    for (const sample of samples) {
      expect([200, 503], JSON.stringify(sample)).toContain(sample.status);
      if (sample.status === 503 && sample.kind !== 'ready') {
        expect(sample.code, JSON.stringify(sample)).toBe('DATABASE_UNAVAILABLE');
        expect(sample.retryAfter).toBe('5');
      }
    }
    const during = samples.filter(outage);
    expect(during.filter((s) => s.kind === 'save').length).toBeGreaterThan(5);
    expect(during.filter((s) => s.kind === 'save').every((s) => s.status === 503)).toBe(true);
    // Read before the stop and changed by nobody since: served from memory throughout.
    expect(samples.filter((s) => s.kind === 'read').every((s) => s.status === 200)).toBe(true);
    expect(recoveredAfter).toBeLessThan(5000);

    // Every save answered 200 is stored once: one audit row inside its window. A 503 may or may not have
    // committed (the connection can drop during the commit), never twice.
    const stored = await auditRows();
    const saves = samples.filter((s) => s.kind === 'save');
    const inWindow = (s: Sample) => stored.filter((at) => at >= s.sentAt && at <= s.receivedAt).length;
    for (const save of saves) {
      if (save.status === 200) expect(inWindow(save), JSON.stringify(save)).toBe(1);
      else expect(inWindow(save), JSON.stringify(save)).toBeLessThanOrEqual(1);
    }
    expect(stored.length).toBe(saves.reduce((sum, save) => sum + inWindow(save), 0));

    // One warning line per change of state, not one per failed request.
    // The log is written through a buffer flushed every second.
    await waitUntil(() => /database available again/.test(instance.log()), 3000, 'the recovery line');
    const log = instance.log();
    expect(log.match(/database unavailable: PostgreSQL is not answering/g)).toHaveLength(1);
    expect(log.match(/database available again: PostgreSQL answers/g)).toHaveLength(1);
    const metrics = await (await fetch(`${instance.url}/metrics`)).text();
    expect(metrics).toMatch(/^database_available 1$/m);
    expect(Number(/^database_writes_refused_total\{reason="unavailable"\} (\d+)$/m.exec(metrics)?.[1])).toBeGreaterThan(5);
  }, 120_000);
});

describe('a connection killed mid-transaction', () => {
  it('answers 503, commits nothing, and the same save sent again is stored once', async () => {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    try {
      const before = (await auditRows()).length;
      // Hold the game's row so the save's transaction waits inside its first statement, then end its backend.
      await admin.query('begin');
      await admin.query('select * from calculator_configs where game_id = $1 for update', [GAME.id]);
      const path = `${instance.url}/api${href(saveCalculatorConfig(GAME.api))}`;
      const init = {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json', origin: instance.url },
        body: JSON.stringify(saveBody(499)),
      };
      const pending = fetch(path, init);
      let backend = 0;
      await waitUntil(
        async () => {
          const { rows } = await admin.query<{ pid: number }>(
            `select pid from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
          );
          backend = rows[0]?.pid ?? 0;
          return backend !== 0;
        },
        5000,
        'the save waiting on the row lock',
      );
      await admin.query('select pg_terminate_backend($1)', [backend]);
      const killed = await pending;
      await admin.query('rollback');
      expect(killed.status).toBe(503);
      expect(((await killed.json()) as { code: string }).code).toBe('DATABASE_UNAVAILABLE');
      expect(killed.headers.get('retry-after')).toBe('5');
      expect((await auditRows()).length).toBe(before);

      const retried = await fetch(path, init);
      expect(retried.status).toBe(200);
      expect((await auditRows()).length).toBe(before + 1);
      expect(instance.exitCode()).toBeNull();
      await waitUntil(async () => (await readyStatus(instance.url)) === 200, 5000, 'ready again');
    } finally {
      await admin.end();
    }
  }, 60_000);
});

describe('starting while PostgreSQL is down', () => {
  it('starts not-ready naming the database, and becomes ready by itself once PostgreSQL is up', async () => {
    const target = await createDatabase(cluster.adminUrl, 'late');
    await cluster.halt();
    let late: Instance | null = null;
    try {
      late = await startInstance('late', { DATABASE_URL: target.url }, 'source', { healthPath: '/api/health/live' });
      const ready = await fetch(`${late.url}/api/health/ready`);
      expect(ready.status).toBe(503);
      expect(ready.headers.get('retry-after')).toBe('5');
      const body = (await ready.json()) as { code: string; response: string };
      expect(body.code).toBe('DATABASE_UNAVAILABLE');
      expect(body.response).toMatch(/^PostgreSQL is not answering/);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(late.exitCode()).toBeNull();

      await cluster.resume();
      const after = await waitUntil(async () => (await readyStatus(late!.url)) === 200, 30_000, 'ready once PostgreSQL is up');
      console.info(`late start: ready ${after} ms after PostgreSQL came up (migrations and seeds included)`);
      await waitUntil(() => /database available: PostgreSQL answers; starting/.test(late!.log()), 3000, 'the start line');
      expect(late.log().match(/database unavailable at start/g)).toHaveLength(1);
    } finally {
      if (cluster.pid() === null) await cluster.resume();
      await late?.kill();
      await target.drop();
    }
  }, 180_000);
});
