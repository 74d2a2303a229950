import type { Db } from '../db/database';
import type { JobDefinition, JobContext } from '../jobs/job-types';
import { PermanentJobError } from '../jobs/job-types';
import type { RiotClient } from '../upstream/riot/riot-client';
import { UpstreamError } from '../upstream/http/errors';
import { bumpVersion } from '../read-cache/version-table';
import type { RegionCode } from '../../shared/api/lol-regions';
import { LOOKUP_MESSAGES, type FetchBody } from '../../shared/api/wasted-time';
import { markRefreshed, refreshTotals, storedMatchIds, storeMatch } from './repository';
import { LOOKUP_JOB, WASTED_TIME_TOPIC } from './names';
import { NoSuchPlayerError, refreshProfile } from './profile-step';
import { matchRecord, MISSING } from './time-totals';

/** A lookup's payload: the Riot ID, and when POST /fetch already ran the account step, what it found. */
export interface LookupPayload extends FetchBody {
  profiled?: { puuid: string; startTime?: number };
}

export const lookupKey = (body: FetchBody) => `${body.region}:${body.gameName.trim()}#${body.tagLine.trim()}`.toLowerCase();

/** Saved after every step, so a resumed run repeats nothing already fetched. */
export interface LookupProgress {
  phase: 'profile' | 'ids' | 'matches';
  puuid?: string;
  /** Ask only for ids of matches started at/after this (epoch s): set for known players. */
  startTime?: number;
  idsStart: number;
  pending: string[];
  done: number;
  total: number;
}

const IDS_PAGE = 100;
/** Matches fetched between progress saves. */
const CHUNK = 10;
/** Matches fetched before giving way to other players' interactive steps. */
const SLICE = 50;
/** Backfill priority: behind new lookups (0). */
export const BACKFILL_PRIORITY = 10;

/** Steps: profile (account, summoner, league), match ids (newest first, paged), then the matches themselves. */
export function lookupJob(deps: { db: Db; riot: RiotClient }): JobDefinition<LookupPayload, LookupProgress> {
  const { db, riot } = deps;

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

  async function idsPage(region: RegionCode, p: LookupProgress): Promise<LookupProgress> {
    const ids = await riot.matchIds(region, p.puuid!, {
      start: p.idsStart,
      count: IDS_PAGE,
      ...(p.startTime === undefined ? {} : { startTime: p.startTime }),
    });
    const stored = await storedMatchIds(db, p.puuid!, ids);
    const queued = new Set(p.pending);
    const fresh = ids.filter((id) => !stored.has(id) && !queued.has(id));
    return {
      ...p,
      idsStart: p.idsStart + IDS_PAGE,
      pending: [...p.pending, ...fresh],
      total: p.total + fresh.length,
      phase: ids.length < IDS_PAGE ? 'matches' : 'ids',
    };
  }

  async function matchChunk(region: RegionCode, p: LookupProgress): Promise<LookupProgress> {
    // After a crash the first ids of the list may be stored already: never fetch them twice.
    const chunk = p.pending.slice(0, CHUNK);
    const stored = await storedMatchIds(db, p.puuid!, chunk);
    for (const id of chunk) {
      if (stored.has(id)) continue;
      const match = await riot.match(region, id);
      await storeMatch(db, p.puuid!, id, match ? matchRecord(match, p.puuid!) : MISSING);
    }
    await refreshTotals(db, p.puuid!);
    return { ...p, pending: p.pending.slice(chunk.length), done: p.done + chunk.length };
  }

  return {
    name: LOOKUP_JOB,
    maxAttempts: 4,
    async run(ctx) {
      const region = ctx.payload.region;
      try {
        let p = ctx.progress ?? { phase: 'profile', idsStart: 0, pending: [], done: 0, total: 0 };
        if (p.phase === 'profile') {
          const next = await profile(ctx);
          if (!next) return;
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
        // Once per run (a profile and at most one slice of matches), not per chunk: every bump also
        // drops the rendered pages. Every instance's read cache sees it within its poll.
        await bumpVersion(db, WASTED_TIME_TOPIC);
      }
    },
  };
}
