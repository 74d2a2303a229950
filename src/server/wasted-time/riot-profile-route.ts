import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { mount } from '../http/mount';
import type { GameDefinition } from '../../engine/game-types';
import { profileInputs } from '../../engine/profile-fill';
import { type RiotProfileReply } from '../../shared/api/riot-profile';
import { riotProfile } from '../../shared/api/riot-profile.schemas';
import { riotId, type PlayerService } from './players';
import { storedDetails } from './repository';
import { cachedProfile, keepProfile, type ReadProfile } from './riot-profile-store';

export interface RiotProfileDeps {
  db: Db;
  players: PlayerService;
  /** The game whose file declares a fill from Riot profiles (League); none: no calculator inputs. */
  game: Pick<GameDefinition, 'inputs' | 'profileFill'> | undefined;
  /** How long a profile read answers the same Riot ID again (the player service's freshness). */
  freshMs: number;
}

/** POST /riot-profile: a League account read from Riot by Riot ID, with the calculator inputs it fills. */
export function mountRiotProfile(api: FastifyInstance, deps: RiotProfileDeps): void {
  const answer = ({ puuid: _puuid, ...profile }: ReadProfile): RiotProfileReply => ({
    ...profile,
    calculatorInputs: deps.game ? profileInputs(deps.game, profile) : {},
  });

  mount(api, riotProfile, async ({ body, request }) => {
    const id = riotId(body);
    const kept = await cachedProfile(deps.db, id.region, id.gameName, id.tagLine, Date.now() - deps.freshMs);
    if (kept) return answer(kept);
    // The player as the lookup reads it, then champion-mastery-v4 once. Riot's score is the sum of the
    // levels of that same list, so it is summed here rather than asked for: 4 requests at most.
    const profile = await deps.players.profile(id, request.ip, async (row, riot) => {
      const account = storedDetails(row);
      const masteries = await riot.championMasteries(id.region, row.puuid);
      const read: ReadProfile = {
        puuid: row.puuid,
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
      await keepProfile(deps.db, read, deps.freshMs);
      return read;
    });
    return answer(profile);
  });
}
