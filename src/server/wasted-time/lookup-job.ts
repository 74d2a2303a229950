import type { Db } from '../db/database';
import type { JobDefinition, JobContext } from '../jobs/job-types';
import { PermanentJobError } from '../jobs/job-types';
import type { RiotClient } from '../upstream/riot/riot-client';
import { UpstreamError } from '../upstream/http/errors';
import { bumpVersion } from '../read-cache/version-table';
import { LOOKUP_MESSAGES, type FetchBody } from '../../shared/api/wasted-time';
import { crawler, CHUNK, type CrawlState } from './crawl';
import { markRefreshed, refreshTotals } from './repository';
import { LOOKUP_JOB, WASTED_TIME_TOPIC } from './names';
import { NoSuchPlayerError, refreshProfile } from './profile-step';

/** A lookup's payload: the Riot ID, and when POST /fetch already ran the account step, what it found. */
export interface LookupPayload extends FetchBody {
  profiled?: { puuid: string; startTime?: number };
}

export const lookupKey = (body: FetchBody) => `${body.region}:${body.gameName.trim()}#${body.tagLine.trim()}`.toLowerCase();

/** Saved after every step, so a resumed run repeats nothing already fetched. */
export interface LookupProgress extends CrawlState {
  phase: 'profile' | 'ids' | 'matches';
}

/** Matches fetched before giving way to other players' interactive steps. */
const SLICE = 50;
/** Backfill priority: behind new lookups (0). */
export const BACKFILL_PRIORITY = 10;

/** Steps: profile (account, summoner, league), match ids (newest first, paged), then the matches themselves. */
export function lookupJob(deps: { db: Db; riot: RiotClient }): JobDefinition<LookupPayload, LookupProgress> {
  const { db, riot } = deps;
  const { idsPage, matchChunk } = crawler(db, riot);

  async function profile(ctx: JobContext<LookupPayload, LookupProgress>): Promise<LookupProgress | null> {
    const first = { phase: 'ids' as const, idsStart: 0, pending: [], done: 0, total: 0 };
    const { profiled } = ctx.payload;
    if (profiled)
      return { ...first, puuid: profiled.puuid, ...(profiled.startTime === undefined ? {} : { startTime: profiled.startTime }) };
    try {
      const outcome = await refreshProfile(db, riot, ctx.payload);
      if (outcome.unchanged) return null;
      return { ...first, puuid: outcome.puuid, ...(outcome.startTime === undefined ? {} : { startTime: outcome.startTime }) };
    } catch (error) {
      if (error instanceof NoSuchPlayerError) throw new PermanentJobError(error.message);
      throw error;
    }
  }

  return {
    name: LOOKUP_JOB,
    maxAttempts: 4,
    async run(ctx) {
      const region = ctx.payload.region;
      // Whether this run stored anything a reply shows (a new or changed profile, counted matches): only then is the topic bumped.
      let changed = false;
      let p: LookupProgress = ctx.progress ?? { phase: 'profile', idsStart: 0, pending: [], done: 0, total: 0 };
      const doneBefore = p.done;
      try {
        if (p.phase === 'profile') {
          const next = await profile(ctx);
          if (!next) return;
          changed = true;
          await ctx.saveProgress((p = next));
          // The first ids page is still interactive (the visitor sees a total); older pages and matches are backfill.
          p = await idsPage(region, p);
          await ctx.saveProgress(p);
          if (p.phase === 'ids' || p.pending.length > SLICE) return { requeue: { priority: BACKFILL_PRIORITY } };
        }
        while (p.phase === 'ids' && !ctx.signal.aborted) await ctx.saveProgress((p = await idsPage(region, p)));
        let fetched = 0;
        while (p.pending.length && !ctx.signal.aborted) {
          await ctx.saveProgress((p = await matchChunk(region, p)));
          fetched += CHUNK;
          if (fetched >= SLICE && p.pending.length) return { requeue: { priority: BACKFILL_PRIORITY } };
        }
        if (ctx.signal.aborted) return;
        await refreshTotals(db, p.puuid!);
        await markRefreshed(db, p.puuid!);
      } catch (error) {
        if (error instanceof UpstreamError && error.kind === 'refused') throw new PermanentJobError(LOOKUP_MESSAGES.unavailable);
        throw error;
      } finally {
        // Once per run (a profile and at most one slice of matches), not per chunk, and only when it counted
        // something: every bump also drops the pages that read the topic, on every instance within its poll.
        if (changed || p.done > doneBefore) await bumpVersion(db, WASTED_TIME_TOPIC);
      }
    },
  };
}
