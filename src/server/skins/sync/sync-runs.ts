import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import type { SyncChange, SyncCounts, SyncPhase, SyncRun, SyncRunDetail } from '../../../shared/api/skin-operator';
import { SKIN_SYNC_JOB } from '../names';
import { isoTime } from '../../../shared/api/envelope';

export interface SyncProgress {
  phase: Exclude<SyncPhase, 'queued' | 'failed'>;
  processed: number;
  total: number;
  counts: SyncCounts;
  outcome: 'committed' | 'unchanged' | null;
  source: string;
}

export const ZERO_COUNTS: SyncCounts = { added: 0, changed: 0, unchanged: 0, flagged: 0, missing: 0, returned: 0 };

const COLUMNS = ['id', 'state', 'progress', 'error', 'attempts', 'created_at', 'finished_at'] as const;
type JobRow = Pick<Selectable<Database['jobs']>, (typeof COLUMNS)[number]>;

/** A jobs row of the sync as the operator sees it. A queued row with an error is waiting to retry. */
export function toSyncRun(row: JobRow, sourceLabel: string): SyncRun {
  const progress = row.progress ? (JSON.parse(row.progress) as Partial<SyncProgress>) : null;
  const state = row.state as SyncRun['state'];
  const phase: SyncPhase = state === 'failed' ? 'failed' : state === 'queued' ? 'queued' : (progress?.phase ?? 'queued');
  return {
    id: row.id,
    state,
    phase,
    processed: progress?.processed ?? 0,
    total: progress?.total ?? 0,
    counts: { ...ZERO_COUNTS, ...progress?.counts },
    outcome: state === 'done' ? (progress?.outcome ?? null) : null,
    error: row.error,
    source: progress?.source ?? sourceLabel,
    attempts: row.attempts,
    started_at: isoTime(row.created_at),
    finished_at: row.finished_at === null ? null : isoTime(row.finished_at),
  };
}

export async function listSyncRuns(db: Db, sourceLabel: string, limit = 10): Promise<SyncRun[]> {
  const rows = await db.selectFrom('jobs').select(COLUMNS).where('name', '=', SKIN_SYNC_JOB).orderBy('id', 'desc').limit(limit).execute();
  return rows.map((row) => toSyncRun(row, sourceLabel));
}

/** A run with the changes it committed (the first `limit`, and how many more there are). */
export async function readSyncRun(db: Db, runId: number, sourceLabel: string, limit = 200): Promise<SyncRunDetail | null> {
  const row = await db.selectFrom('jobs').select(COLUMNS).where('name', '=', SKIN_SYNC_JOB).where('id', '=', runId).executeTakeFirst();
  if (!row) return null;
  const [changes, total] = await Promise.all([
    db.selectFrom('skin_sync_changes').selectAll().where('run_id', '=', runId).orderBy('id').limit(limit).execute(),
    db
      .selectFrom('skin_sync_changes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('run_id', '=', runId)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    run: toSyncRun(row, sourceLabel),
    changes: changes.map((c) => ({
      riot_id: c.riot_id,
      name: c.name,
      kind: c.kind as SyncChange['kind'],
      fields: JSON.parse(c.fields) as SyncChange['fields'],
    })),
    more: Math.max(0, total.n - changes.length),
  };
}
