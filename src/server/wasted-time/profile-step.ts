import type { Db } from '../db/database';
import type { RiotClient } from '../upstream/riot/riot-client';
import { regionLabel } from '../../shared/api/lol-regions';
import { LOOKUP_MESSAGES, type FetchBody } from '../../shared/api/wasted-time';
import { findAccountByRiotId, markRefreshed, saveProfile } from './repository';

const SOLO_QUEUE = 'RANKED_SOLO_5x5';

/** Riot knows no such player (no account, or no League profile in the region): the message says which. */
export class NoSuchPlayerError extends Error {}

export type StoredAccount = NonNullable<Awaited<ReturnType<typeof findAccountByRiotId>>>;

export interface ProfileOutcome {
  puuid: string;
  /** Riot's profile did not move since the last refresh: nothing new to count. */
  unchanged: boolean;
  /** Ask only for matches started after this (epoch s); undefined for a first crawl. */
  startTime?: number;
}

/**
 * The account step of a lookup: Riot ID → puuid (skipped for a stored player) → summoner →
 * Solo/Duo rank, stored. At most 3 Riot requests; 2 for a stored player whose profile did not move.
 */
export async function refreshProfile(db: Db, riot: RiotClient, body: FetchBody, known?: StoredAccount | null): Promise<ProfileOutcome> {
  const { gameName, tagLine, region } = body;
  known ??= await findAccountByRiotId(db, region, gameName, tagLine);
  const account = known
    ? { puuid: known.puuid, gameName: known.game_name, tagLine: known.tag_line }
    : await riot.accountByRiotId(gameName, tagLine);
  if (!account) throw new NoSuchPlayerError(LOOKUP_MESSAGES.notFound);
  const summoner = await riot.summonerByPuuid(region, account.puuid);
  if (!summoner) throw new NoSuchPlayerError(`That Riot ID has no League of Legends profile in ${regionLabel(region)}.`);
  // Riot moves revisionDate whenever the profile changes (a game played, a new icon): unchanged since the
  // last completed refresh means nothing new (a refresh that failed half-way left refreshed_revision behind).
  if (known?.refreshed_at && known.refreshed_revision !== null && known.refreshed_revision === summoner.revisionDate) {
    await markRefreshed(db, account.puuid);
    return { puuid: account.puuid, unchanged: true };
  }
  const solo = (await riot.leagueEntriesByPuuid(region, account.puuid)).find((e) => e.queueType === SOLO_QUEUE);
  await saveProfile(db, {
    puuid: account.puuid,
    region,
    gameName: account.gameName ?? gameName,
    tagLine: account.tagLine ?? tagLine,
    profileIconId: summoner.profileIconId,
    level: summoner.summonerLevel,
    revisionDate: summoner.revisionDate,
    soloRank: solo
      ? { tier: solo.tier ?? 'UNRANKED', rank: solo.rank ?? '', lp: solo.leaguePoints, wins: solo.wins, losses: solo.losses }
      : null,
  });
  const syncedUntil = known?.synced_until;
  return {
    puuid: account.puuid,
    unchanged: false,
    ...(syncedUntil === null || syncedUntil === undefined ? {} : { startTime: Math.floor(syncedUntil / 1000) + 1 }),
  };
}
