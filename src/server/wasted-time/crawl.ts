import type { Db } from '../db/database';
import type { RiotClient } from '../upstream/riot/riot-client';
import type { RegionCode } from '../../shared/api/lol-regions';
import { refreshTotals } from './repository';
import { linkStoredGames, storeGame } from './match-store';

/** Where a crawl of one player's match history stands; saved after every step so a resumed run repeats nothing. */
export interface CrawlState {
  phase: string;
  puuid?: string;
  /** Ask only for ids of matches started at/after this (epoch s): set for known players. */
  startTime?: number;
  idsStart: number;
  pending: string[];
  done: number;
  total: number;
}

export const IDS_PAGE = 100;
/** Matches fetched between progress saves. */
export const CHUNK = 10;

/**
 * The two steps of reading a player's history (shared by visitor lookups and background refreshes,
 * each with its own view of the Riot client): one page of match ids, newest first, keeping those
 * not stored yet; then the matches themselves, a chunk at a time.
 */
export function crawler(db: Db, riot: RiotClient) {
  async function idsPage<P extends CrawlState>(region: RegionCode, p: P): Promise<P> {
    const ids = await riot.matchIds(region, p.puuid!, {
      start: p.idsStart,
      count: IDS_PAGE,
      ...(p.startTime === undefined ? {} : { startTime: p.startTime }),
    });
    // Games already stored (for this player, or for anyone who played them) cost no request.
    const stored = await linkStoredGames(db, p.puuid!, ids);
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

  async function matchChunk<P extends CrawlState>(region: RegionCode, p: P): Promise<P> {
    // After a crash the first ids of the list may be stored already: never fetch them twice.
    const chunk = p.pending.slice(0, CHUNK);
    const stored = await linkStoredGames(db, p.puuid!, chunk);
    for (const id of chunk) if (!stored.has(id)) await storeGame(db, p.puuid!, id, await riot.match(region, id));
    await refreshTotals(db, p.puuid!);
    return { ...p, pending: p.pending.slice(chunk.length), done: p.done + chunk.length };
  }

  return { idsPage, matchChunk };
}
