import type { Db } from '../db/database';
import type { RiotClient } from '../upstream/riot/riot-client';
import { regionOfPlatform } from '../upstream/riot/routing';
import { regionLabel, type RegionCode } from '../../shared/api/lol-regions';
import { NoSuchPlayerError, refreshProfile, type ProfileOutcome } from './profile-step';
import { moveAccount } from './refresh-queue';
import type { PlayerRow } from './repository';

/** A refresh that cannot succeed now (the reason is recorded on the account, and it is retried later). */
export class RefreshFailure extends Error {}

const bodyOf = (row: PlayerRow) => ({ gameName: row.game_name, tagLine: row.tag_line, region: row.region as RegionCode });

/**
 * Finds a stored player whose summoner Riot no longer has where we left it: account-v1 by puuid
 * gives the current Riot ID (renamed) and the platform the player plays on now (transferred).
 */
async function findAgain(db: Db, riot: RiotClient, row: PlayerRow): Promise<PlayerRow> {
  const account = await riot.accountByPuuid(row.puuid);
  if (!account) throw new RefreshFailure('Riot no longer knows this account.');
  const platform = await riot.activeRegion(row.puuid);
  const region = (platform && regionOfPlatform(platform)) ?? row.region;
  return moveAccount(db, row.id, {
    region,
    gameName: account.gameName ?? row.game_name,
    tagLine: account.tagLine ?? row.tag_line,
  });
}

/**
 * The first step of a background refresh: the summoner only (the rank is asked once new games are
 * found); a summoner that 404s is found again by puuid once.
 */
export async function probeAccount(db: Db, riot: RiotClient, row: PlayerRow): Promise<{ outcome: ProfileOutcome; row: PlayerRow }> {
  try {
    return { outcome: await refreshProfile(db, riot, bodyOf(row), row, { rank: false }), row };
  } catch (error) {
    if (!(error instanceof NoSuchPlayerError)) throw error;
  }
  const moved = await findAgain(db, riot, row);
  try {
    return { outcome: await refreshProfile(db, riot, bodyOf(moved), moved, { rank: false }), row: moved };
  } catch (error) {
    if (error instanceof NoSuchPlayerError)
      throw new RefreshFailure(`Riot has no League of Legends profile for this account in ${regionLabel(moved.region)}.`);
    throw error;
  }
}
