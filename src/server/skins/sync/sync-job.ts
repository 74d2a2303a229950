import type { Db } from '../../db/database';
import { PermanentJobError, type JobContext, type JobDefinition } from '../../jobs/job-types';
import { UpstreamError } from '../../upstream/http/errors';
import type { CatalogueBundle } from '../merge/catalogue-types';
import { commitSync, findCommit, lastChecksum } from './commit-sync';
import { coverageProblem, planSync } from './plan-sync';
import type { SkinSource } from './skin-source';
import { readMissing, readOverrides, readSourceFacts } from './source-facts';
import { SKIN_SYNC_JOB } from '../names';
import { ZERO_COUNTS, type SyncProgress } from './sync-runs';
import { databaseFault } from '../../db/database-fault';

const NOTHING_CHANGED = 'Nothing was changed.';

/** Upstream trouble that may pass (down, slow, rate-limited) is retried; a source that answers nonsense is not. */
function asJobError(error: unknown): Error {
  // The database going away is the runner's to wait out (decision 0035), not a reason to fail the sync.
  if (databaseFault(error)) return error as Error;
  if (error instanceof UpstreamError && (error.kind === 'unavailable' || error.kind === 'rate-limited')) {
    return new Error(`${error.message}. ${NOTHING_CHANGED}`);
  }
  return new PermanentJobError(`${(error as Error).message}. ${NOTHING_CHANGED}`);
}

type SyncOutcome = 'committed' | 'unchanged' | 'failed';

/**
 * The skin sync (docs/decisions/0020). A run killed before the commit left the catalogue as it was
 * and starts again when resumed; one killed after it finds its commit row.
 */
export function skinSyncJob(deps: {
  db: Db;
  source: SkinSource;
  /** Told how each run ended (/metrics counts them); an attempt that fails and will be retried counts as failed. */
  onRun?: (outcome: SyncOutcome) => void;
  /** Runs after a sync that ended well (committed or unchanged): queues the image warm-up. */
  afterSync?: () => Promise<void>;
}): JobDefinition<Record<string, never>, SyncProgress> {
  const { db, source } = deps;
  /** The run; its outcome, or null when the runner stopped it midway (it is resumed later). */
  async function sync(ctx: JobContext<Record<string, never>, SyncProgress>): Promise<SyncOutcome | null> {
    let progress: SyncProgress = { phase: 'fetching', processed: 0, total: 0, counts: ZERO_COUNTS, outcome: null, source: source.label };
    const save = (change: Partial<SyncProgress>) => ctx.saveProgress((progress = { ...progress, ...change }));

    const committed = await findCommit(db, ctx.id);
    if (committed) {
      await save({ phase: 'done', counts: committed.counts, outcome: 'committed' });
      return 'committed';
    }

    await save({});
    let catalogue: CatalogueBundle;
    let checksum: string;
    try {
      const fetched = await source.fetch((processed, total) => save({ processed, total }));
      if (ctx.signal.aborted) return null;
      checksum = fetched.checksum;
      if (checksum === (await lastChecksum(db))) {
        await save({ phase: 'done', outcome: 'unchanged' });
        return 'unchanged';
      }
      catalogue = fetched.catalogue();
    } catch (error) {
      throw asJobError(error);
    }

    const [current, overrides, missing] = await Promise.all([readSourceFacts(db), readOverrides(db), readMissing(db)]);
    const problem = coverageProblem(catalogue.skins.length, current.size - missing.size);
    if (problem) throw new PermanentJobError(problem);
    await save({ phase: 'comparing', processed: 0, total: catalogue.skins.length });
    const plan = planSync(current, catalogue.skins, overrides, missing);
    await save({ phase: 'committing', processed: catalogue.skins.length, counts: plan.counts });
    if (ctx.signal.aborted) return null;
    await commitSync(db, ctx.id, catalogue, plan, checksum, { counts: plan.counts, source: source.label });
    await save({ phase: 'done', outcome: 'committed' });
    return 'committed';
  }
  return {
    name: SKIN_SYNC_JOB,
    maxAttempts: 3,
    async run(ctx) {
      let outcome: SyncOutcome | null;
      try {
        outcome = await sync(ctx);
      } catch (error) {
        if (!ctx.signal.aborted && !databaseFault(error)) deps.onRun?.('failed');
        throw error;
      }
      if (outcome) deps.onRun?.(outcome);
      if (outcome === 'committed' || outcome === 'unchanged') await deps.afterSync?.();
    },
  };
}
