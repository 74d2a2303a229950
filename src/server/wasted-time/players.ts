import type { Db } from '../db/database';
import { httpError } from '../http/http-error';
import { bumpVersion } from '../read-cache/version-table';
import { enqueueJob, findActiveJob, findJobById } from '../jobs/job-queue';
import type { RiotClient } from '../upstream/riot/riot-client';
import type { RegionCode } from '../../shared/api/lol-regions';
import { LOOKUP_MESSAGES, type FetchBody, type LookupState } from '../../shared/api/wasted-time';
import { lookupKey, type LookupPayload, type LookupProgress } from './lookup-job';
import { lookupState } from './lookup-state';
import { lookupThrottle, type LookupLimit } from './lookup-throttle';
import { LOOKUP_JOB, WASTED_TIME_TOPIC } from './names';
import { refreshProfile } from './profile-step';
import { planRefresh } from './refresh-queue';
import { findAccountByPuuid, findAccountByRiotId, type PlayerRow } from './repository';
import { asVisitorError, VISITOR_RIOT_DEADLINE_MS, withDeadline } from './riot-deadline';

/** A stored player refreshed this recently is answered from storage: no lookup slot, no Riot request. */
export const FRESH_MS = 5 * 60 * 1000;

export interface PlayerServiceDeps {
  db: Db;
  riot: RiotClient | null;
  limit: LookupLimit;
  /** How long a read (a lookup's totals, a calculator fill's profile) answers again without Riot. */
  freshMs: number;
  /** The longest wait between two background refreshes of a looked-up player. */
  intervalMs: number;
}

const settled = (reason: string | null = null): LookupState => ({ id: null, state: 'done', done: 0, total: 0, reason });

/** The Riot ID as typed, trimmed once for every use (storage key, job key, Riot's path). */
export const riotId = (body: FetchBody): FetchBody => ({
  gameName: body.gameName.trim(),
  tagLine: body.tagLine.trim(),
  region: body.region,
});

/** The unfinished lookup of a stored player, if any (the refresh leaves such a player to it). */
export const activeLookupOf = (db: Db, row: Pick<PlayerRow, 'region' | 'game_name' | 'tag_line'>) =>
  findActiveJob<LookupProgress>(
    db,
    LOOKUP_JOB,
    lookupKey({ region: row.region as RegionCode, gameName: row.game_name, tagLine: row.tag_line }),
  );

/**
 * The one way the feature reads a player (issue 28): from storage while fresh, else from Riot
 * within the visitor's deadline and under the per-address throttle, with Riot's refusals as our
 * codes; lookups queued (and followed) through the jobs module. The POST /fetch route, the
 * calculator's Riot-ID fill and the background refresh all go through it.
 */
export function playerService(deps: PlayerServiceDeps) {
  const { db, riot, freshMs } = deps;
  const countLookup = lookupThrottle(db, deps.limit);

  const isFresh = (row: PlayerRow | undefined, now = Date.now()): row is PlayerRow =>
    !!row?.refreshed_at && now - row.refreshed_at < freshMs;

  /** Riot is configured, and the address may start one more read: else the visitor's error. */
  async function admit(address: string): Promise<RiotClient> {
    if (!riot) throw httpError('LOOKUPS_UNAVAILABLE', LOOKUP_MESSAGES.unavailable);
    await countLookup(address);
    return riot;
  }

  async function profileNow(client: RiotClient, id: FetchBody, known: PlayerRow | null): Promise<PlayerRow> {
    try {
      const outcome = await withDeadline(refreshProfile(db, client, id, known), VISITOR_RIOT_DEADLINE_MS);
      return (await findAccountByPuuid(db, outcome.puuid))!;
    } catch (error) {
      throw asVisitorError(error);
    }
  }

  const activeLookup = (row: Pick<PlayerRow, 'region' | 'game_name' | 'tag_line'>) => activeLookupOf(db, row);

  return {
    isFresh,
    activeLookup,

    /**
     * POST /fetch. A player never stored gets the account step now (so the reply names them); the
     * matches are left to a queued lookup.
     */
    async lookup(body: FetchBody, address: string): Promise<{ row: PlayerRow; lookup: LookupState }> {
      const id = riotId(body);
      const known = await findAccountByRiotId(db, id.region, id.gameName, id.tagLine);
      if (isFresh(known)) return { row: known, lookup: settled() };
      if (!riot) {
        if (!known) throw httpError('LOOKUPS_UNAVAILABLE', LOOKUP_MESSAGES.unavailable);
        return { row: known, lookup: { ...settled(LOOKUP_MESSAGES.unavailable), state: 'unavailable' } };
      }
      const active = known ? await activeLookup(known) : null;
      if (known && active) return { row: known, lookup: lookupState(active) };
      const client = await admit(address);
      const row = known ?? (await profileNow(client, id, null));
      const startTime = row.synced_until === null ? undefined : Math.floor(row.synced_until / 1000);
      const job: LookupPayload = known ? id : { ...id, profiled: { puuid: row.puuid, ...(startTime === undefined ? {} : { startTime }) } };
      const { status } = await enqueueJob<LookupProgress>(db, LOOKUP_JOB, lookupKey(id), job);
      await planRefresh(db, row.puuid, Date.now() + deps.intervalMs);
      return { row, lookup: lookupState(status) };
    },

    /** GET /lookups/:id: the lookup and the player it reads; NOT_FOUND when there is no such lookup or player. */
    async followLookup(jobId: number): Promise<{ row: PlayerRow; lookup: LookupState }> {
      const job = await findJobById<LookupPayload, LookupProgress>(db, LOOKUP_JOB, jobId);
      if (!job) throw httpError('NOT_FOUND', LOOKUP_MESSAGES.noSuchLookup);
      const puuid = job.progress?.puuid ?? job.payload.profiled?.puuid;
      const row = puuid
        ? await findAccountByPuuid(db, puuid)
        : await findAccountByRiotId(db, job.payload.region, job.payload.gameName, job.payload.tagLine);
      // A lookup that failed before its account was stored (Riot said no such player) has nothing to show.
      if (!row) throw httpError('NOT_FOUND', job.error ?? LOOKUP_MESSAGES.notFound);
      return { row, lookup: lookupState(job) };
    },

    /**
     * The calculator's fill: a stored player costs no account-v1 request, and `then`'s own Riot reads
     * count against the same visitor deadline.
     */
    async profile<T>(body: FetchBody, address: string, then: (row: PlayerRow, riot: RiotClient) => Promise<T>): Promise<T> {
      const id = riotId(body);
      const client = await admit(address);
      const read = async () => {
        const known = await findAccountByRiotId(db, id.region, id.gameName, id.tagLine);
        if (isFresh(known)) return then(known, client);
        const outcome = await refreshProfile(db, client, id, known ?? null);
        // A stored player's level or rank moved: the leaderboard's cached pages show it at once.
        if (known && outcome.changed) await bumpVersion(db, WASTED_TIME_TOPIC);
        return then((await findAccountByPuuid(db, outcome.puuid))!, client);
      };
      try {
        return await withDeadline(read(), VISITOR_RIOT_DEADLINE_MS);
      } catch (error) {
        throw asVisitorError(error);
      }
    },
  };
}

export type PlayerService = ReturnType<typeof playerService>;
