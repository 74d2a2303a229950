import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { migrateToLatest, openDatabase, type Db } from '../../../src/server/db/database';
import { createJobRunner } from '../../../src/server/jobs/job-runner';
import { enqueueJob, findLatestJob } from '../../../src/server/jobs/job-queue';
import type { JobDefinition } from '../../../src/server/jobs/job-types';
import { contextLog } from '../../../src/server/operations/log-context';
import Fastify from 'fastify';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function tempDb(): Promise<Db> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'av-jobs-'));
  const db = openDatabase({ kind: 'sqlite', file: path.join(dir, 'jobs.db') });
  await migrateToLatest(db);
  cleanups.push(async () => {
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  return db;
}

const job = <P, S>(def: JobDefinition<P, S>) => def as unknown as JobDefinition<never, never>;

describe('job queue', () => {
  it('keeps one unfinished run per job and key: a second request joins it', async () => {
    const db = await tempDb();
    const first = await enqueueJob(db, 'demo', 'k1', { n: 1 });
    const second = await enqueueJob(db, 'demo', 'k1', { n: 2 });
    expect(first.joined).toBe(false);
    expect(second).toEqual({ status: first.status, joined: true });
    expect((await enqueueJob(db, 'demo', 'k2', {})).joined).toBe(false);
  });
});

describe('job runner', () => {
  it('runs a queued row with its payload and marks it done; a new request then starts a new run', async () => {
    const db = await tempDb();
    const seen: unknown[] = [];
    const runner = createJobRunner({
      db,
      jobs: [
        job<{ n: number }, never>({
          name: 'demo',
          run: async (ctx) => {
            seen.push(ctx.payload.n);
          },
        }),
      ],
    });
    await enqueueJob(db, 'demo', 'k', { n: 7 });
    expect(await runner.runNext()).toBe(true);
    expect(await runner.runNext()).toBe(false);
    expect(seen).toEqual([7]);
    expect((await findLatestJob(db, 'demo', 'k'))?.state).toBe('done');
    expect((await enqueueJob(db, 'demo', 'k', { n: 8 })).joined).toBe(false);
  });

  it('retries a throwing run, then records the failure and its reason', async () => {
    const db = await tempDb();
    let calls = 0;
    const runner = createJobRunner({
      db,
      retryDelayMs: 0,
      jobs: [
        job({
          name: 'flaky',
          maxAttempts: 2,
          run: async () => {
            calls++;
            throw new Error('upstream down');
          },
        }),
      ],
    });
    await enqueueJob(db, 'flaky', 'k', {});
    while (await runner.runNext());
    expect(calls).toBe(2);
    const status = await findLatestJob(db, 'flaky', 'k');
    expect(status).toMatchObject({ state: 'failed', error: 'upstream down' });
  });

  it('a run the database failed under is paused, not failed: handed back with its attempt uncounted, however often', async () => {
    const db = await tempDb();
    let calls = 0;
    const outcomes: string[] = [];
    const runner = createJobRunner({
      db,
      retryDelayMs: 0,
      onRun: (_job, outcome) => outcomes.push(outcome),
      jobs: [
        job({
          name: 'needs-db',
          maxAttempts: 1,
          run: async () => {
            // What node-postgres raises when PostgreSQL stops under a query.
            if (++calls <= 3) throw new Error('Connection terminated unexpectedly');
          },
        }),
      ],
    });
    await enqueueJob(db, 'needs-db', 'k', {});
    while (await runner.runNext());
    expect(calls).toBe(4);
    expect(outcomes).toEqual(['paused', 'paused', 'paused', 'done']);
    expect(await findLatestJob(db, 'needs-db', 'k')).toMatchObject({ state: 'done', attempts: 1, error: null });
  });

  it('claims nothing while the database is away, and runs the queue once it answers', async () => {
    const db = await tempDb();
    let available = false;
    let runs = 0;
    const runner = createJobRunner({
      db,
      pollMs: 10,
      databaseAvailable: () => available,
      jobs: [job({ name: 'waits', run: async () => void runs++ })],
    });
    await enqueueJob(db, 'waits', 'k', {});
    runner.start();
    await new Promise((r) => setTimeout(r, 100));
    expect(runs).toBe(0);
    available = true;
    await expect.poll(() => runs).toBe(1);
    await runner.stop();
  });

  it('a run that gives way goes behind work of a better priority, keeping its progress', async () => {
    const db = await tempDb();
    const order: string[] = [];
    const runner = createJobRunner({
      db,
      jobs: [
        job<{ who: string }, { step: number }>({
          name: 'steps',
          run: async (ctx) => {
            const step = (ctx.progress?.step ?? 0) + 1;
            order.push(`${ctx.payload.who}${step}`);
            await ctx.saveProgress({ step });
            if (step < 3) return { requeue: { priority: 10 } };
          },
        }),
      ],
    });
    // Time passes between steps (each read of the clock a millisecond later), as it does on a real
    // server; two requeues in one millisecond would tie, and the older row would go first.
    let clock = Date.now();
    const tick = vi.spyOn(Date, 'now').mockImplementation(() => ++clock);
    try {
      await enqueueJob(db, 'steps', 'a', { who: 'a' });
      await runner.runNext();
      await enqueueJob(db, 'steps', 'b', { who: 'b' });
      while (await runner.runNext());
    } finally {
      tick.mockRestore();
    }
    expect(order).toEqual(['a1', 'b1', 'a2', 'b2', 'a3', 'b3']);
  });

  it('resumes a row whose runner died (lease expired), from the saved progress; never a live lease', async () => {
    const db = await tempDb();
    const resumed: unknown[] = [];
    const def = job<unknown, { done: number }>({
      name: 'long',
      run: async (ctx) => {
        resumed.push(ctx.progress);
      },
    });
    await enqueueJob(db, 'long', 'k', {});
    // A runner claimed the row, saved progress and vanished (what kill -9 leaves behind).
    await db
      .updateTable('jobs')
      .set({ state: 'running', lease_owner: 'dead', lease_until: Date.now() + 60_000, progress: JSON.stringify({ done: 5 }), attempts: 1 })
      .execute();
    const other = createJobRunner({ db, jobs: [def], owner: 'alive' });
    expect(await other.runNext()).toBe(false);
    await db
      .updateTable('jobs')
      .set({ lease_until: Date.now() - 1 })
      .execute();
    expect(await other.runNext()).toBe(true);
    expect(resumed).toEqual([{ done: 5 }]);
    expect(await findLatestJob(db, 'long', 'k')).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('two runners on one database never run the same row twice', async () => {
    const db = await tempDb();
    const runs = new Map<string, number>();
    const def = job({
      name: 'count',
      run: async (ctx) => {
        runs.set(ctx.key, (runs.get(ctx.key) ?? 0) + 1);
        await new Promise((r) => setTimeout(r, 2));
      },
    });
    for (let i = 0; i < 30; i++) await enqueueJob(db, 'count', `k${i}`, {});
    const a = createJobRunner({ db, jobs: [def], owner: 'a' });
    const b = createJobRunner({ db, jobs: [def], owner: 'b' });
    const drain = async (r: typeof a) => {
      while (await r.runNext());
    };
    await Promise.all([drain(a), drain(b), drain(a), drain(b)]);
    expect(runs.size).toBe(30);
    expect([...runs.values()].every((n) => n === 1)).toBe(true);
  });

  it('stop() aborts a running job and hands its row back at once: queued, progress kept, the attempt not counted', async () => {
    const db = await tempDb();
    let started!: () => void;
    const begun = new Promise<void>((r) => {
      started = r;
    });
    const def = job<unknown, { done: number }>({
      name: 'wait',
      run: async (ctx) => {
        await ctx.saveProgress({ done: 3 });
        started();
        await new Promise((_resolve, reject) => ctx.signal.addEventListener('abort', () => reject(new Error('aborted'))));
      },
    });
    await enqueueJob(db, 'wait', 'k', {});
    const outcomes: string[] = [];
    const runner = createJobRunner({ db, jobs: [def], pollMs: 10, leaseMs: 60_000, onRun: (_name, outcome) => outcomes.push(outcome) });
    runner.start();
    await begun;
    await runner.stop();
    const row = await db.selectFrom('jobs').selectAll().where('name', '=', 'wait').executeTakeFirstOrThrow();
    expect({ state: row.state, owner: row.lease_owner, attempts: Number(row.attempts), progress: row.progress }).toEqual({
      state: 'queued',
      owner: null,
      attempts: 0,
      progress: JSON.stringify({ done: 3 }),
    });
    expect(outcomes).toEqual(['stopped']);
    // Another runner resumes it now, not a lease (60 s) later, from the saved progress.
    let resumedFrom: unknown = 'not run';
    const other = createJobRunner({ db, jobs: [job({ name: 'wait', run: async (ctx) => void (resumedFrom = ctx.progress) })] });
    expect(await other.runNext()).toBe(true);
    expect(resumedFrom).toEqual({ done: 3 });
  });

  it("runs each job under a logger carrying the job's name and row id, and reports how each run ended", async () => {
    const db = await tempDb();
    const lines: Record<string, unknown>[] = [];
    const { log } = Fastify({
      logger: { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) } },
    });
    const siteLog = contextLog(log);
    const outcomes: [string, string][] = [];
    const def = job({
      name: 'say',
      maxAttempts: 2,
      run: async (ctx) => {
        siteLog.info({ attempt: ctx.attempt }, 'working');
        if (ctx.attempt === 1) throw new Error('first try fails');
      },
    });
    const {
      status: { id },
    } = await enqueueJob(db, 'say', 'k', {});
    const runner = createJobRunner({ db, jobs: [def], log, retryDelayMs: 0, onRun: (name, outcome) => outcomes.push([name, outcome]) });
    expect(await runner.runNext()).toBe(true);
    expect(await runner.runNext()).toBe(true);
    expect(outcomes).toEqual([
      ['say', 'retry'],
      ['say', 'done'],
    ]);
    const working = lines.filter((line) => line.msg === 'working');
    expect(working).toHaveLength(2);
    for (const line of working) expect(line).toMatchObject({ job: 'say', jobId: id });
    expect(lines.find((line) => line.msg === 'job run failed')).toMatchObject({ job: 'say', jobId: id });
  });

  it('queues recurring jobs on their schedule', async () => {
    const db = await tempDb();
    let runs = 0;
    const runner = createJobRunner({
      db,
      pollMs: 10,
      jobs: [
        job({
          name: 'sync',
          everyMs: 60_000,
          run: async () => {
            runs++;
          },
        }),
      ],
    });
    runner.start();
    await expect.poll(() => runs).toBe(1);
    await new Promise((r) => setTimeout(r, 60));
    await runner.stop();
    expect(runs).toBe(1);
  });
});
