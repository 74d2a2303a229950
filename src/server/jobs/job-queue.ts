import type { Db } from '../db/database';
import type { JobState, JobStatus } from './job-types';

type Row = { id: number; state: string; progress: string | null; error: string | null; attempts: number; updated_at: number };
const toStatus = <S>(row: Row): JobStatus<S> => ({
  id: row.id,
  state: row.state as JobState,
  progress: row.progress ? (JSON.parse(row.progress) as S) : null,
  error: row.error,
  attempts: row.attempts,
  updatedAt: row.updated_at,
});

const columns = ['id', 'state', 'progress', 'error', 'attempts', 'updated_at'] as const;

const runsOf = (db: Db, name: string, key: string) =>
  db.selectFrom('jobs').select(columns).where('name', '=', name).where('job_key', '=', key);

export async function findActiveJob<S>(db: Db, name: string, key: string): Promise<JobStatus<S> | null> {
  const row = await runsOf(db, name, key).where('state', 'in', ['queued', 'running']).executeTakeFirst();
  return row ? toStatus<S>(row) : null;
}

export async function findLatestJob<S>(db: Db, name: string, key: string): Promise<JobStatus<S> | null> {
  const row = await runsOf(db, name, key).orderBy('id', 'desc').limit(1).executeTakeFirst();
  return row ? toStatus<S>(row) : null;
}

export interface EnqueueOptions {
  priority?: number;
  /** Initial progress, shown to status readers before the first run saves its own. */
  progress?: unknown;
}

/**
 * Queues a run of `name` for `key`, or joins the unfinished one: at most one queued or running
 * row per job and key (a partial unique index makes this hold across instances too).
 */
export async function enqueueJob<S>(
  db: Db,
  name: string,
  key: string,
  payload: unknown,
  options: EnqueueOptions = {},
): Promise<{ status: JobStatus<S>; joined: boolean }> {
  const existing = await findActiveJob<S>(db, name, key);
  if (existing) return { status: existing, joined: true };
  const at = Date.now();
  try {
    const row = await db
      .insertInto('jobs')
      .values({
        name,
        job_key: key,
        state: 'queued',
        priority: options.priority ?? 0,
        payload: JSON.stringify(payload),
        progress: options.progress === undefined ? null : JSON.stringify(options.progress),
        attempts: 0,
        lease_owner: null,
        lease_until: 0,
        run_after: 0,
        error: null,
        created_at: at,
        updated_at: at,
        finished_at: null,
      })
      .returning(columns)
      .executeTakeFirstOrThrow();
    return { status: toStatus<S>(row), joined: false };
  } catch (error) {
    // Another request (or instance) queued the same work a moment ago: join it.
    const raced = await findActiveJob<S>(db, name, key);
    if (raced) return { status: raced, joined: true };
    throw error;
  }
}

/** A run by id, with its payload, for status routes; null when there is no such row of that job. */
export async function findJobById<P, S>(db: Db, name: string, id: number): Promise<(JobStatus<S> & { payload: P }) | null> {
  const row = await db
    .selectFrom('jobs')
    .select([...columns, 'payload'])
    .where('id', '=', id)
    .where('name', '=', name)
    .executeTakeFirst();
  return row ? { ...toStatus<S>(row), payload: JSON.parse(row.payload) as P } : null;
}
