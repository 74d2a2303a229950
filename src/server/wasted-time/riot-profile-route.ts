import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { httpError } from '../http/http-error';
import { mount } from '../http/mount';
import { bumpVersion } from '../read-cache/version-table';
import type { RiotClient } from '../upstream/riot/riot-client';
import type { GameDefinition } from '../../engine/game-types';
import { profileInputs } from '../../engine/profile-fill';
import { riotProfile, type RiotProfileReply } from '../../shared/api/riot-profile';
import { LOOKUP_MESSAGES, type FetchBody } from '../../shared/api/wasted-time';
import { takeLookupOrRefuse } from './lookup-throttle';
import { WASTED_TIME_TOPIC } from './names';
import { refreshProfile } from './profile-step';
import { findAccountByPuuid, findAccountByRiotId, storedDetails } from './repository';
import { asVisitorError, VISITOR_RIOT_DEADLINE_MS, withDeadline } from './riot-deadline';
import { cachedProfile, keepProfile, PROFILE_CACHE_MS, type ReadProfile } from './riot-profile-store';

export interface RiotProfileDeps {
  db: Db;
  riot: RiotClient | null;
  /** The game whose file declares a fill from Riot profiles (League); none: no calculator inputs. */
  game: Pick<GameDefinition, 'inputs' | 'profileFill'> | undefined;
  limit: { count: number; windowMs: number };
  /** A stored player refreshed this recently is taken from storage (the lookup's own rule). */
  freshMs: number;
}

/**
 * The account step of the lookup (reused, so a stored player costs no account-v1 request and one
 * refreshed minutes ago none at all), then champion-mastery-v4 once. Riot's score is the sum of
 * the levels of that same list, so it is summed here rather than asked for: 4 requests at most.
 */
async function readProfile({ db, riot, freshMs }: RiotProfileDeps, id: FetchBody): Promise<ReadProfile> {
  const known = await findAccountByRiotId(db, id.region, id.gameName, id.tagLine);
  let row = known;
  if (!known?.refreshed_at || Date.now() - known.refreshed_at >= freshMs) {
    const outcome = await refreshProfile(db, riot!, id, known ?? null);
    row = await findAccountByPuuid(db, outcome.puuid);
    // A stored player's level or rank moved: the leaderboard's cached pages show it at once.
    if (known && !outcome.unchanged) await bumpVersion(db, WASTED_TIME_TOPIC);
  }
  const account = storedDetails(row!);
  const masteries = await riot!.championMasteries(id.region, row!.puuid);
  const profile: ReadProfile = {
    puuid: row!.puuid,
    gameName: account.gameName,
    tagLine: account.tagLine,
    region: account.region,
    level: account.level,
    profileIconId: account.profileIconId,
    rank: account.rank,
    championsPlayed: new Set(masteries.map((m) => m.championId)).size,
    masteryScore: masteries.reduce((sum, m) => sum + m.championLevel, 0),
  };
  // Kept before the visitor's deadline is checked: a reply that comes late still serves the next try.
  await keepProfile(db, profile);
  return profile;
}

/** POST /riot-profile: a League account read from Riot by Riot ID, with the calculator inputs it fills. */
export function mountRiotProfile(api: FastifyInstance, deps: RiotProfileDeps): void {
  const answer = ({ puuid: _puuid, ...profile }: ReadProfile): RiotProfileReply => ({
    ...profile,
    calculatorInputs: deps.game ? profileInputs(deps.game, profile) : {},
  });

  mount(api, riotProfile, async ({ body, request }) => {
    const id: FetchBody = { gameName: body.gameName.trim(), tagLine: body.tagLine.trim(), region: body.region };
    const kept = await cachedProfile(deps.db, id.region, id.gameName, id.tagLine, Date.now() - PROFILE_CACHE_MS);
    if (kept) return answer(kept);
    if (!deps.riot) throw httpError('LOOKUPS_UNAVAILABLE', LOOKUP_MESSAGES.unavailable);
    await takeLookupOrRefuse(deps.db, request.ip, deps.limit);
    try {
      return answer(await withDeadline(readProfile(deps, id), VISITOR_RIOT_DEADLINE_MS));
    } catch (error) {
      throw asVisitorError(error);
    }
  });
}
