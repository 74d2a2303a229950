import type { Db } from '../db/database';
import type { RiotClient } from '../upstream/riot/riot-client';
import { regionLabel, type RegionCode } from '../../shared/api/lol-regions';
import { LOOKUP_MESSAGES, type FetchBody } from '../../shared/api/wasted-time';
import { findAccountByRiotId, saveProfile, type PlayerRow } from './repository';

const SOLO_QUEUE = 'RANKED_SOLO_5x5';

/** Riot knows no such player (no account, or no League profile in the region): the message says which. */
export class NoSuchPlayerError extends Error {}

export interface ProfileOutcome {
  puuid: string;
  /** Something a reply shows moved (a new player, a new name, level, icon or rank): the read cache must drop it. */
  changed: boolean;
  /**
   * Ask only for matches started from this second (epoch s; the newest stored one comes back too and
   * is known, so none started in the same second is lost); undefined for a first crawl.
   */
  startTime?: number;
}

/** The player's Solo/Duo entry as stored; null when unranked. */
export async function soloRank(riot: RiotClient, region: RegionCode, puuid: string) {
  const solo = (await riot.leagueEntriesByPuuid(region, puuid)).find((e) => e.queueType === SOLO_QUEUE);
  return solo
    ? { tier: solo.tier ?? 'UNRANKED', rank: solo.rank ?? '', lp: solo.leaguePoints, wins: solo.wins, losses: solo.losses }
    : null;
}

/**
 * The account step of a lookup: Riot ID → puuid (skipped for a stored player) → summoner (level
 * and icon, which the page shows) → Solo/Duo rank unless `rank` is false, stored. Riot's
 * revisionDate is kept but no longer gates anything: finishing a game does not move it (issue 30).
 */
export async function refreshProfile(
  db: Db,
  riot: RiotClient,
  body: FetchBody,
  known?: PlayerRow | null,
  options: { rank?: boolean } = {},
): Promise<ProfileOutcome> {
  const { gameName, tagLine, region } = body;
  known ??= await findAccountByRiotId(db, region, gameName, tagLine);
  const account = known
    ? { puuid: known.puuid, gameName: known.game_name, tagLine: known.tag_line }
    : await riot.accountByRiotId(gameName, tagLine);
  if (!account) throw new NoSuchPlayerError(LOOKUP_MESSAGES.notFound);
  const summoner = await riot.summonerByPuuid(region, account.puuid);
  if (!summoner) throw new NoSuchPlayerError(`That Riot ID has no League of Legends profile in ${regionLabel(region)}.`);
  const profile = {
    puuid: account.puuid,
    region,
    gameName: account.gameName ?? gameName,
    tagLine: account.tagLine ?? tagLine,
    profileIconId: summoner.profileIconId,
    level: summoner.summonerLevel,
    revisionDate: summoner.revisionDate,
    ...(options.rank === false ? {} : { soloRank: await soloRank(riot, region, account.puuid) }),
  };
  await saveProfile(db, profile);
  const syncedUntil = known?.synced_until;
  return {
    puuid: account.puuid,
    changed:
      !known ||
      known.region !== profile.region ||
      known.game_name !== profile.gameName ||
      known.tag_line !== profile.tagLine ||
      known.profile_icon_id !== profile.profileIconId ||
      known.summoner_level !== profile.level ||
      (profile.soloRank !== undefined && known.solo_rank !== (profile.soloRank ? JSON.stringify(profile.soloRank) : null)),
    ...(syncedUntil === null || syncedUntil === undefined ? {} : { startTime: Math.floor(syncedUntil / 1000) }),
  };
}
