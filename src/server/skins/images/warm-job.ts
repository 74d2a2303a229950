import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { JobDefinition, JobOutcome } from '../../jobs/job-types';
import { SKIN_IMAGES_WARM_JOB } from '../names';
import type { SkinCatalogue } from '../skin-catalogue';
import { pruneImages, storedImageNames } from './image-store';
import type { SkinImages } from './skin-images';
import { NO_WARM_COUNTS, warmImages, type WarmCounts } from './warm-images';

export interface WarmProgress {
  /** The catalogue version the cursor walks; another version starts again from the first name. */
  version: string;
  /** Names handled so far, in name order. */
  cursor: number;
  total: number;
  counts: WarmCounts;
  outcome: 'running' | 'done' | 'host-failing' | 'off';
}

export interface WarmJobOptions {
  db: Db;
  catalogue: SkinCatalogue;
  /** Brings the catalogue up to the stored version (a sync has just committed one). */
  refresh: () => Promise<void>;
  images: SkinImages;
  /** False with SKIN_IMAGES_URL=off: a queued run ends at once. */
  enabled: boolean;
  log: FastifyBaseLogger;
  /** Images made at the same time (3). */
  concurrency?: number;
  /** Names per turn before giving way to other jobs (200). */
  chunk?: number;
  /** Failures in a row that end the run: the host is down (20). */
  giveUpAfter?: number;
}

const add = (a: WarmCounts, b: WarmCounts): WarmCounts => ({
  stored: a.stored + b.stored,
  present: a.present + b.present,
  missing: a.missing + b.missing,
  failed: a.failed + b.failed,
});

/**
 * Fills the image store ahead of visitors after a sync (decision 0026), giving way to more urgent
 * jobs (lookups) between turns. A run that finds the host down ends and leaves the rest to visitors'
 * first requests or the next sync.
 */
export function skinImageWarmJob(options: WarmJobOptions): JobDefinition<Record<string, never>, WarmProgress> {
  const { db, catalogue, images, log } = options;
  const chunk = options.chunk ?? 200;
  return {
    name: SKIN_IMAGES_WARM_JOB,
    maxAttempts: 3,
    async run(ctx): Promise<JobOutcome | void> {
      await options.refresh();
      const version = catalogue.index().version;
      const names = [...catalogue.images().sources.keys()].sort();
      const start: WarmProgress =
        ctx.progress && ctx.progress.version === version
          ? ctx.progress
          : { version, cursor: 0, total: names.length, counts: NO_WARM_COUNTS, outcome: 'running' };
      if (!options.enabled) return void (await ctx.saveProgress({ ...start, outcome: 'off' }));

      const stored = await storedImageNames(db);
      const counts = { ...NO_WARM_COUNTS };
      const at = (done: number, outcome: WarmProgress['outcome']): WarmProgress => ({
        ...start,
        cursor: start.cursor + done,
        counts: add(start.counts, counts),
        outcome,
      });
      const result = await warmImages({
        names: names.slice(start.cursor, start.cursor + chunk),
        warm: (name) => images.warm(name, stored),
        concurrency: options.concurrency ?? 3,
        giveUpAfter: options.giveUpAfter ?? 20,
        signal: ctx.signal,
        onImage: async (outcome, done) => {
          counts[outcome]++;
          // Saving renews the lease; a few images at a time keeps it well inside its 30 s.
          if (done % 10 === 0) await ctx.saveProgress(at(done, 'running'));
        },
      });
      if (result.stopped === 'aborted') return void (await ctx.saveProgress(at(result.done, 'running')));
      if (result.stopped === 'host-failing') {
        log.warn({ counts: add(start.counts, counts) }, 'skin image warm-up stopped: the art host keeps failing');
        return void (await ctx.saveProgress(at(result.done, 'host-failing')));
      }
      const progress = at(result.done, 'running');
      if (progress.cursor < names.length) {
        await ctx.saveProgress(progress);
        return { requeue: { priority: 100 } };
      }
      const pruned = await pruneImages(db, new Set(names));
      log.info({ counts: progress.counts, pruned }, 'skin image warm-up done');
      await ctx.saveProgress({ ...progress, outcome: 'done' });
    },
  };
}
