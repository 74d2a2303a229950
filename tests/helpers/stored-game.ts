import type { Db } from '../../src/server/db/database';
import { storeGame } from '../../src/server/wasted-time/match-store';

/** Longer than any real game is a broken record (MAX_PLAUSIBLE_SECONDS): a long total is stored as several games. */
const LONGEST_S = 5 * 60 * 60;

/**
 * Stores the player's `seconds` as fetched games would be: one game, or for more than five hours
 * several (`{matchId}`, `{matchId}_2`, …); null: one game Riot answered 404 for.
 */
export async function storeGameOf(
  db: Db,
  puuid: string,
  matchId: string,
  game: { seconds: number; startedAt: number | null; queueId: number | null } | null,
): Promise<void> {
  if (!game) return storeOne(db, puuid, matchId, null);
  for (let left = game.seconds, n = 1; left > 0; left -= LONGEST_S, n++)
    await storeOne(db, puuid, n === 1 ? matchId : `${matchId}_${n}`, { ...game, seconds: Math.min(LONGEST_S, left) });
}

async function storeOne(
  db: Db,
  puuid: string,
  matchId: string,
  game: { seconds: number; startedAt: number | null; queueId: number | null } | null,
): Promise<void> {
  await storeGame(
    db,
    puuid,
    matchId,
    game && {
      metadata: { matchId },
      info: {
        ...(game.startedAt === null ? {} : { gameStartTimestamp: game.startedAt }),
        ...(game.queueId === null ? {} : { queueId: game.queueId }),
        gameDuration: game.seconds,
        gameEndTimestamp: (game.startedAt ?? 0) + game.seconds * 1000,
        participants: [{ puuid, timePlayed: game.seconds }],
      },
    },
  );
}
