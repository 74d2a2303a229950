import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Updateable } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { withLog } from '../operations/log-context';
import { enqueueJob } from './job-queue';
import { LeaseLostError, PermanentJobError, type JobDefinition, type JobOutcome } from './job-types';
import { databaseFault } from '../db/database-fault';

export interface JobRunnerOptions {
  db: Db;
  jobs: readonly JobDefinition<never, never>[];
  /** Identifies this runner in lease columns; unique per process by default. */
  owner?: string;
  /** How long a claimed row stays ours without a renewal; a crashed runner's rows are taken after it. */
  leaseMs?: number;
  pollMs?: number;
  /** First wait before a failed run is retried; doubles with each attempt. */
  retryDelayMs?: number;
  concurrency?: number;
  /** With child(): a run's lines, and everything its job logs through a contextLog, carry the job's name and row id. */
  log?: { error(obj: unknown, msg: string): void; info?(obj: unknown, msg: string): void; child?: FastifyBaseLogger['child'] };
  /**
   * Told when a run ends: done, requeued (gave way), retry, failed, stopped (the runner stopped or the lease
   * was lost) or paused (the database went away under it; handed back, the attempt not counted).
   */
  onRun?: (job: string, outcome: RunOutcome, seconds: number) => void;
  /** False while the database is away: the runner claims nothing then, and resumes when it answers again (decision 0035). */
  databaseAvailable?: () => boolean;
}

export type RunOutcome = 'done' | 'requeued' | 'retry' | 'failed' | 'stopped' | 'paused';

export interface JobRunner {
  start(): void;
  /** Stops claiming, aborts running jobs, waits for them and hands their rows back (queued, progress kept) for any runner to resume. */
  stop(): Promise<void>;
  /** Claims and runs one due row; false when none was due. Tests drive the runner with this. */
  runNext(): Promise<boolean>;
}

/** Thrown inside a tick to skip it while the database is away. */
class DatabasePause extends Error {}

interface Claimed {
  id: number;
  name: string;
  key: string;
  payload: string;
  progress: string | null;
  attempts: number;
}

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { db } = options;
  const owner = options.owner ?? `${process.pid}-${crypto.randomBytes(4).toString('hex')}`;
  const leaseMs = options.leaseMs ?? 30_000;
  const pollMs = options.pollMs ?? 250;
  const concurrency = options.concurrency ?? 2;
  const byName = new Map(options.jobs.map((job) => [job.name, job as JobDefinition<unknown, unknown>]));
  const stopping = new AbortController();
  const running = new Set<Promise<boolean>>();
  let timer: NodeJS.Timeout | null = null;
  // Rows a run gave up for a database fault whose hand-back the database refused too: handed back when it answers.
  const pausedRows = new Set<number>();
  const databaseAvailable = options.databaseAvailable ?? (() => true);

  /** Takes the first due row: queued and due, or running under an expired lease (its runner died). */
  async function claim(): Promise<Claimed | null> {
    for (let tries = 0; tries < 3; tries++) {
      const now = Date.now();
      const candidate = await db
        .selectFrom('jobs')
        .select(['id', 'name', 'job_key', 'payload', 'progress', 'attempts'])
        .where('name', 'in', [...byName.keys()])
        .where((eb) =>
          eb.or([
            eb.and([eb('state', '=', 'queued'), eb('run_after', '<=', now)]),
            eb.and([eb('state', '=', 'running'), eb('lease_until', '<', now)]),
          ]),
        )
        .orderBy('priority')
        .orderBy('run_after')
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
      if (!candidate) return null;
      // The same condition again: of two runners racing for the row, one updates it.
      const taken = await db
        .updateTable('jobs')
        .set({
          state: 'running',
          lease_owner: owner,
          lease_until: now + leaseMs,
          attempts: candidate.attempts + 1,
          updated_at: now,
        })
        .where('id', '=', candidate.id)
        .where((eb) => eb.or([eb('state', '=', 'queued'), eb.and([eb('state', '=', 'running'), eb('lease_until', '<', now)])]))
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) === 1) {
        return {
          id: candidate.id,
          name: candidate.name,
          key: candidate.job_key,
          payload: candidate.payload,
          progress: candidate.progress,
          attempts: candidate.attempts + 1,
        };
      }
    }
    return null;
  }

  async function ownUpdate(id: number, values: Updateable<Database['jobs']>): Promise<boolean> {
    const result = await db
      .updateTable('jobs')
      .set({ ...values, updated_at: Date.now() })
      .where('id', '=', id)
      .where('lease_owner', '=', owner)
      .where('state', '=', 'running')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async function execute(row: Claimed): Promise<void> {
    const started = Date.now();
    const log = options.log?.child?.({ job: row.name, jobId: row.id });
    // Without a child logger the failure line names the run itself.
    const outcome = log ? await withLog(log, () => runRow(row, log, {})) : await runRow(row, options.log, { job: row.name, jobId: row.id });
    options.onRun?.(row.name, outcome, (Date.now() - started) / 1000);
  }

  async function runRow(row: Claimed, log: JobRunnerOptions['log'], names: object): Promise<RunOutcome> {
    const job = byName.get(row.name)!;
    const lost = new AbortController();
    const signal = AbortSignal.any([stopping.signal, lost.signal]);
    const renew = async (extra: Updateable<Database['jobs']> = {}) => {
      if (!(await ownUpdate(row.id, { lease_until: Date.now() + leaseMs, ...extra }))) {
        lost.abort();
        throw new LeaseLostError(row.id);
      }
    };
    const heartbeat = setInterval(
      () => {
        renew().catch(() => undefined);
      },
      Math.max(50, leaseMs / 3),
    );
    try {
      const outcome: JobOutcome | void = await job.run({
        id: row.id,
        key: row.key,
        attempt: row.attempts,
        signal,
        payload: JSON.parse(row.payload) as unknown,
        progress: row.progress ? (JSON.parse(row.progress) as unknown) : null,
        saveProgress: (progress) => renew({ progress: JSON.stringify(progress) }),
      });
      // Stopping mid-run: stop() hands the row back; a lost lease means another runner has it.
      if (signal.aborted) return 'stopped';
      if (outcome?.requeue) {
        const { priority, delayMs = 0 } = outcome.requeue;
        await ownUpdate(row.id, {
          state: 'queued',
          lease_owner: null,
          lease_until: 0,
          run_after: Date.now() + delayMs,
          attempts: 0,
          ...(priority === undefined ? {} : { priority }),
        });
        return 'requeued';
      }
      await ownUpdate(row.id, { state: 'done', lease_owner: null, finished_at: Date.now() });
      return 'done';
    } catch (error) {
      // Stopping or a lost lease leaves the row to be resumed; a real failure is retried, then recorded.
      if (signal.aborted) return 'stopped';
      // The database going away is not the job's failure: the row goes back as it was, to run when it returns.
      if (databaseFault(error)) {
        await handBack(row.id).catch(() => pausedRows.add(row.id));
        return 'paused';
      }
      const message = error instanceof Error ? error.message : String(error);
      const maxAttempts = job.maxAttempts ?? 3;
      if (!(error instanceof PermanentJobError)) log?.error({ err: error, ...names }, 'job run failed');
      if (row.attempts < maxAttempts && !(error instanceof PermanentJobError)) {
        await ownUpdate(row.id, {
          state: 'queued',
          lease_owner: null,
          lease_until: 0,
          run_after: Date.now() + (options.retryDelayMs ?? 1000) * 2 ** (row.attempts - 1),
          error: message,
        });
        return 'retry';
      }
      await ownUpdate(row.id, { state: 'failed', lease_owner: null, error: message, finished_at: Date.now() });
      return 'failed';
    } finally {
      clearInterval(heartbeat);
    }
  }

  /**
   * Queues our running rows again at once (one, or all of them), rather than leave them for our
   * lease to run out: the interrupted attempt is not counted (nothing failed), the saved progress is kept.
   */
  function handBackRows(id?: number) {
    const ours = db
      .updateTable('jobs')
      .set((eb) => ({
        state: 'queued',
        lease_owner: null,
        lease_until: 0,
        run_after: Date.now(),
        attempts: eb('attempts', '-', 1),
        updated_at: Date.now(),
      }))
      .where('lease_owner', '=', owner)
      .where('state', '=', 'running');
    return (id === undefined ? ours : ours.where('id', '=', id)).execute();
  }

  async function handBack(id: number): Promise<void> {
    await handBackRows(id);
    pausedRows.delete(id);
  }

  async function schedule(): Promise<void> {
    for (const job of byName.values()) {
      if (!job.everyMs) continue;
      const last = await db
        .selectFrom('jobs')
        .select(['state', 'finished_at'])
        .where('name', '=', job.name)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (last && (last.state === 'queued' || last.state === 'running')) continue;
      if (last?.finished_at && last.finished_at + job.everyMs > Date.now()) continue;
      await enqueueJob(db, job.name, 'scheduled', {}, { priority: 100 });
    }
  }

  async function runNext(): Promise<boolean> {
    const row = await claim();
    if (!row) return false;
    await execute(row);
    return true;
  }

  async function tick(): Promise<void> {
    timer = null;
    if (stopping.signal.aborted) return;
    try {
      // Paused while the database is away: claiming would only fail, once per tick.
      if (!databaseAvailable()) throw new DatabasePause();
      for (const id of pausedRows) await handBack(id);
      await schedule();
      while (running.size < concurrency && !stopping.signal.aborted) {
        const row = await claim();
        if (!row) break;
        // A run never rejects its task: a failed write of its outcome leaves the row to its lease, not the process to die.
        const task = execute(row).then(
          () => true,
          (error: unknown) => {
            if (!databaseFault(error))
              options.log?.error({ err: error, job: row.name, jobId: row.id }, 'job run ended without its outcome stored');
            return true;
          },
        );
        running.add(task);
        void task.finally(() => {
          running.delete(task);
          if (!stopping.signal.aborted && !timer) timer = setTimeout(tick, 0);
        });
      }
    } catch (error) {
      // The database's own state logs its outage once (database-health.ts).
      if (!(error instanceof DatabasePause) && !databaseFault(error)) options.log?.error({ err: error }, 'job runner tick failed');
    }
    if (!stopping.signal.aborted && !timer) timer = setTimeout(tick, pollMs);
  }

  return {
    start() {
      if (!timer) timer = setTimeout(tick, 0);
    },
    async stop() {
      stopping.abort();
      if (timer) clearTimeout(timer);
      timer = null;
      await Promise.allSettled([...running]);
      await handBackRows()
        // With the database away the rows stay ours until their leases run out; another runner resumes them then.
        .catch((error: unknown) => {
          if (!databaseFault(error)) throw error;
        });
    },
    runNext,
  };
}
