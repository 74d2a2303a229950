import type { Db } from '../db/database';
import type { RiotProfile } from '../../shared/api/riot-profile';
import { riotIdKey } from './repository';

/** A profile read from Riot, with the puuid it was read for (never sent to visitors). */
export interface ReadProfile extends RiotProfile {
  puuid: string;
}

/** The profile read for this Riot ID and region since `since` (epoch ms), or null. */
export async function cachedProfile(db: Db, region: string, gameName: string, tagLine: string, since: number): Promise<ReadProfile | null> {
  const row = await db
    .selectFrom('riot_profiles')
    .select('profile')
    .where('region', '=', region)
    .where('riot_id_key', '=', riotIdKey(gameName, tagLine))
    .where('fetched_at', '>', since)
    .orderBy('fetched_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? (JSON.parse(row.profile) as ReadProfile) : null;
}

/** Keeps the profile for its puuid and region (replacing the last one) and drops those older than `freshMs`. */
export async function keepProfile(db: Db, profile: ReadProfile, freshMs: number, now = Date.now()): Promise<void> {
  const values = {
    riot_id_key: riotIdKey(profile.gameName, profile.tagLine),
    profile: JSON.stringify(profile),
    fetched_at: now,
  };
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('riot_profiles')
      .where('fetched_at', '<=', now - freshMs)
      .execute();
    await trx
      .insertInto('riot_profiles')
      .values({ puuid: profile.puuid, region: profile.region, ...values })
      .onConflict((oc) => oc.columns(['puuid', 'region']).doUpdateSet(values))
      .execute();
  });
}
