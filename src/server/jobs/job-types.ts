/**
 * Declared in its feature's folder (e.g. wasted-time/lookup-job.ts) and listed in that feature's
 * `jobs`. `run` may be called again for the same row after a crash, with the last saved progress, so
 * every step must be safe to repeat.
 */
export interface JobDefinition<P = unknown, S = unknown> {
  /** Unique, stable (stored in rows): e.g. `wasted-time.lookup`. */
  name: string;
  run(ctx: JobContext<P, S>): Promise<JobOutcome | void>;
  /** Runs that throw are retried with backoff until this many attempts; then the row is failed. Default 3. */
  maxAttempts?: number;
  /** Set for recurring jobs: the runner enqueues one run (key `scheduled`) this long after the last finished. */
  everyMs?: number;
}

export interface JobContext<P, S> {
  id: number;
  key: string;
  /** 1 on the first run of the row, 2+ when resumed or retried. */
  attempt: number;
  payload: P;
  /** The last progress saved by an earlier (interrupted) run of this row; null on a fresh start. */
  progress: S | null;
  /** Stores progress (visible to status readers) and renews the lease. Throws LeaseLostError if another instance took the row. */
  saveProgress(progress: S): Promise<void>;
  /** Aborted when the runner stops or the lease is lost; pass it on to long waits. */
  signal: AbortSignal;
}

/** Returned by `run` to give way: the row goes back to the queue with its progress (e.g. a backfill behind interactive work). */
export interface JobOutcome {
  requeue: { priority?: number; delayMs?: number };
}

export type JobState = 'queued' | 'running' | 'done' | 'failed';

export interface JobStatus<S = unknown> {
  id: number;
  state: JobState;
  progress: S | null;
  error: string | null;
  attempts: number;
  updatedAt: number;
}

export class LeaseLostError extends Error {
  constructor(id: number) {
    super(`job ${id}: the lease was taken over by another runner`);
    this.name = 'LeaseLostError';
  }
}

/** Thrown by a run that can never succeed (e.g. "no such player"): the row fails at once, with this message, without retries. */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}
