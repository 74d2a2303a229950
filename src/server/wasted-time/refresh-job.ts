import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import type { JobDefinition, JobOutcome } from '../jobs/job-types';
import type { RiotClient } from '../upstream/riot/riot-client';
import { BudgetDeferredError } from '../upstream/http/rate-limiter';
import { UpstreamError } from '../upstream/http/errors';
import { bumpVersion } from '../read-cache/version-table';
import type { RegionCode } from '../../shared/api/lol-regions';
import { crawler, type CrawlState } from './crawl';
import { REFRESH_JOB, WASTED_TIME_TOPIC } from './names';
import { activeLookupOf } from './players';
import { markRefreshed, refreshTotals, saveRank } from './repository';
import { nextDueAccount, postponeRefresh, recordRefreshFailure, RETRY_BASE_MS } from './refresh-queue';
import { probeAccount, RefreshFailure } from './refresh-step';
import { soloRank } from './profile-step';

/** The account being refreshed and how far its crawl got; null between accounts. */
export interface RefreshProgress {
  current: (CrawlState & { id: number; region: RegionCode }) | null;
}

export interface RefreshSettings {
  intervalMs: number;
  /** Share of each Riot limit window refreshes may use. */
  share: number;
  /** First retry delay after a failed refresh (tests shorten it). */
  retryBaseMs?: number;
}

/**
 * In turn with visitor lookups (0), by due time: the refresh has its own share of the Riot budget
 * (decision 0033), so behind a queue that sustained visitor traffic never empties it would get none.
 * One row at most, so it takes at most one runner slot.
 */
export const REFRESH_PRIORITY = 0;
/** The longest a refresh waits inside a run for its share; a longer wait gives the runner slot back. */
const MAX_BUDGET_WAIT_MS = 1000;
/** Accounts refreshed in one run before the row goes back to the queue (the runner may have other work). */
const ACCOUNTS_PER_RUN = 50;
/** Idle: look for due accounts again after at most this. */
const IDLE_MS = 60_000;
/** A refused key is no account's fault: try again after this. */
const REFUSED_WAIT_MS = 10 * 60 * 1000;
/** Riot down for this many players in a row: stop blaming players and look again after OUTAGE_WAIT_MS. */
const OUTAGE_STREAK = 3;
const OUTAGE_WAIT_MS = 5 * 60 * 1000;

const again = (delayMs: number): JobOutcome => ({ requeue: { priority: REFRESH_PRIORITY, delayMs: Math.max(0, Math.ceil(delayMs)) } });

/**
 * Refreshes stored players in the background (issues 22 and 30), one run at a time across instances,
 * the one due longest ago first. Each refresh asks match-v5 for the ids since the newest stored game,
 * not Riot's revisionDate (a finished game no longer moves it), so a player with nothing new costs 2
 * requests (summoner, one page of ids). A failed account is retried after a growing wait; the row
 * itself never ends.
 */
export function refreshJob(deps: { db: Db; riot: RiotClient; settings: RefreshSettings; log?: FastifyBaseLogger }) {
  const { db, settings } = deps;
  const riot = deps.riot.background({ share: settings.share, maxWaitMs: MAX_BUDGET_WAIT_MS });
  const { idsPage, matchChunk } = crawler(db, riot);
  const idleMs = Math.max(250, Math.min(IDLE_MS, settings.intervalMs / 4));

  /** Why a refresh of this account failed, when it is the account's (or Riot's about it) and not ours. */
  const accountFailure = (error: unknown): string | null =>
    error instanceof RefreshFailure || (error instanceof UpstreamError && (error.kind === 'unavailable' || error.kind === 'bad-reply'))
      ? error.message
      : null;

  // Players in a row Riot did not answer for (5xx or no reply after the client's retries).
  let unanswered = 0;
  // Accounts of this run whose refresh counted new games: only those change what replies show.
  let counted = 0;

  /** Records the failure on the account when it is one; anything else goes on to the run. */
  async function failed(id: number, error: unknown): Promise<null> {
    const reason = accountFailure(error);
    if (reason === null) throw error;
    await recordRefreshFailure(db, id, reason, Date.now(), settings.retryBaseMs ?? RETRY_BASE_MS);
    unanswered = error instanceof UpstreamError && error.kind === 'unavailable' ? unanswered + 1 : 0;
    return null;
  }

  /** Starts the next due account: its probe, and the crawl it needs (null when nothing changed or it failed). */
  async function start(now: number): Promise<RefreshProgress['current'] | 'idle' | 'skipped'> {
    const row = await nextDueAccount(db, now);
    if (!row) return 'idle';
    if (await activeLookupOf(db, row)) {
      await postponeRefresh(db, row.id, now + Math.min(settings.intervalMs, 5 * 60_000));
      return 'skipped';
    }
    try {
      const probed = await probeAccount(db, riot, row);
      unanswered = 0;
      return {
        id: probed.row.id,
        region: probed.row.region as RegionCode,
        phase: 'ids',
        puuid: probed.outcome.puuid,
        ...(probed.outcome.startTime === undefined ? {} : { startTime: probed.outcome.startTime }),
        idsStart: 0,
        pending: [],
        done: 0,
        total: 0,
      };
    } catch (error) {
      return failed(row.id, error);
    }
  }

  /** One step of the current account's crawl; null once it is complete (or failed). */
  async function step(c: NonNullable<RefreshProgress['current']>): Promise<RefreshProgress['current']> {
    try {
      if (c.phase === 'ids') return await idsPage(c.region, c);
      if (c.pending.length) return await matchChunk(c.region, c);
      // New games may have moved the rank; none: it has not (ranked games are games).
      if (c.total > 0) {
        await saveRank(db, c.puuid!, await soloRank(riot, c.region, c.puuid!));
        counted++;
      }
      await refreshTotals(db, c.puuid!);
      await markRefreshed(db, c.puuid!, settings.intervalMs);
      unanswered = 0;
      return null;
    } catch (error) {
      return failed(c.id, error);
    }
  }

  const definition: JobDefinition<Record<string, never>, RefreshProgress> = {
    name: REFRESH_JOB,
    // Only to start the row again after it failed: a working row requeues itself.
    everyMs: Math.min(IDLE_MS, settings.intervalMs),
    async run(ctx) {
      let p: RefreshProgress = ctx.progress ?? { current: null };
      let refreshed = 0;
      counted = 0;
      try {
        while (!ctx.signal.aborted) {
          const now = Date.now();
          if (unanswered >= OUTAGE_STREAK) {
            unanswered = 0;
            return again(OUTAGE_WAIT_MS);
          }
          try {
            if (p.current) p = { current: await step(p.current) };
            else {
              if (refreshed >= ACCOUNTS_PER_RUN) return again(0);
              const started = await start(now);
              if (started === 'idle') return again(idleMs);
              if (started === 'skipped') continue;
              refreshed++;
              p = { current: started };
            }
            await ctx.saveProgress(p);
          } catch (error) {
            // No share free (no request was made), Riot still limiting after the client's retries, or the
            // key refused: none of it is the account's doing, so the row waits instead.
            if (error instanceof BudgetDeferredError) return again(error.waitMs);
            if (error instanceof UpstreamError && error.kind === 'rate-limited') return again(10 * MAX_BUDGET_WAIT_MS);
            if (error instanceof UpstreamError && error.kind === 'refused') {
              deps.log?.warn({ err: error }, 'Riot refused a background refresh; trying again later');
              return again(REFUSED_WAIT_MS);
            }
            throw error;
          }
        }
      } finally {
        // Once per run, not per account, and only when a refresh counted new games: every bump also drops the
        // pages that read the topic on every instance (decision 0037). A refresh that found nothing leaves the
        // cached replies as they are, so their "refreshed" time may show the last change until the next one.
        if (counted > 0) await bumpVersion(db, WASTED_TIME_TOPIC);
      }
    },
  };
  return definition;
}
