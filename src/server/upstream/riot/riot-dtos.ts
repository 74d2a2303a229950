import { Type, type Static, type TSchema } from 'typebox';
import { Compile } from 'typebox/compile';

/**
 * The parts of Riot's replies we read, as TypeBox schemas (extra fields are allowed: Riot adds
 * fields often). A reply that misses one of these is a bad reply, never a silent zero.
 */
export const AccountDto = Type.Object({
  puuid: Type.String({ minLength: 1 }),
  gameName: Type.Optional(Type.String()),
  tagLine: Type.Optional(Type.String()),
});
/** account-v1's active region of a puuid in a game: `region` is the platform, e.g. `euw1`. */
export const ActiveRegionDto = Type.Object({
  puuid: Type.String(),
  game: Type.String(),
  region: Type.String({ minLength: 1 }),
});
export const SummonerDto = Type.Object({
  puuid: Type.String(),
  profileIconId: Type.Integer(),
  revisionDate: Type.Number(),
  summonerLevel: Type.Integer(),
});
export const LeagueEntryDto = Type.Object({
  queueType: Type.String(),
  tier: Type.Optional(Type.String()),
  rank: Type.Optional(Type.String()),
  leaguePoints: Type.Integer(),
  wins: Type.Integer(),
  losses: Type.Integer(),
});
/** champion-mastery-v4: one entry per champion the player has played (never one for a champion never played). */
export const ChampionMasteryDto = Type.Object({
  championId: Type.Integer(),
  championLevel: Type.Integer({ minimum: 0 }),
});
export const ChampionMasteriesDto = Type.Array(ChampionMasteryDto);
export const MatchIdsDto = Type.Array(Type.String());
export const ParticipantDto = Type.Object({
  puuid: Type.String(),
  timePlayed: Type.Optional(Type.Number()),
  win: Type.Optional(Type.Boolean()),
});
export const MatchDto = Type.Object({
  metadata: Type.Object({ matchId: Type.String() }),
  info: Type.Object({
    gameCreation: Type.Optional(Type.Number()),
    gameStartTimestamp: Type.Optional(Type.Number()),
    gameEndTimestamp: Type.Optional(Type.Number()),
    gameDuration: Type.Optional(Type.Number()),
    queueId: Type.Optional(Type.Integer()),
    endOfGameResult: Type.Optional(Type.String()),
    participants: Type.Array(ParticipantDto),
  }),
});

export type AccountDto = Static<typeof AccountDto>;
export type ActiveRegionDto = Static<typeof ActiveRegionDto>;
export type SummonerDto = Static<typeof SummonerDto>;
export type LeagueEntryDto = Static<typeof LeagueEntryDto>;
export type MatchDto = Static<typeof MatchDto>;
export type ChampionMasteryDto = Static<typeof ChampionMasteryDto>;

/** A parse function for the HTTP layer: checks the body and names the first wrong field. */
export function checker<T extends TSchema>(schema: T): (body: unknown) => Static<T> {
  const compiled = Compile(schema);
  return (body) => {
    if (compiled.Check(body)) return body as Static<T>;
    const first = [...compiled.Errors(body)][0];
    throw new Error(first ? `${first.instancePath || '/'} ${first.message}` : 'unexpected shape');
  };
}
