/** The riot-profile endpoints: how to call them and what they take and answer (src/shared/api/riot-profile.ts holds the browser's routes to them). */
import { Type, type Static } from 'typebox';
import { endpoint } from './endpoint';
import { riotIdLookup, SoloDuoRank } from './wasted-time.schemas';

/**
 * Contract of the League account read from Riot's public API by Riot ID, for the calculator.
 * What Riot gives third parties: level, icon, Solo/Duo rank and the champions the player has
 * played (champion-mastery-v4), which is a lower bound on champions owned. Owned skins, champions
 * never played, Blue Essence and Riot Points are not available to third parties.
 */
const profileFields = {
  gameName: Type.String(),
  tagLine: Type.String(),
  region: Type.String(),
  level: Type.Integer(),
  profileIconId: Type.Integer(),
  /** Solo/Duo only (never flex); null when unranked there. */
  rank: SoloDuoRank,
  /** Champions with a mastery entry: those played at least once, a lower bound on those owned. */
  championsPlayed: Type.Integer({ minimum: 0 }),
  /** Riot's total mastery score: the sum of the champions' mastery levels. */
  masteryScore: Type.Integer({ minimum: 0 }),
};

export const RiotProfile = Type.Object(profileFields);
export type RiotProfile = Static<typeof RiotProfile>;

/**
 * The profile, and the calculator inputs it fills under the game file's `profileFill` (League:
 * `{level, rank, champion}`): counts clamped to the form's bounds, choices as option labels.
 */
export const RiotProfileReply = Type.Object({
  ...profileFields,
  calculatorInputs: Type.Record(Type.String(), Type.Union([Type.Integer(), Type.String()]), {
    examples: [{ level: 245, rank: 'Gold', champion: 87 }],
  }),
});
export type RiotProfileReply = Static<typeof RiotProfileReply>;

export const riotProfile = endpoint({
  scope: 'public',
  method: 'POST',
  path: '/riot-profile',
  summary: 'A League account read from Riot by Riot ID, as calculator inputs',
  ...riotIdLookup,
  reply: RiotProfileReply,
});
