import type { Seeder } from '../db/seed';
import type { GameRegistry } from '../../engine/game-registry';
import { insertConfigIfMissing } from './repository';

/** Idempotent: a game that already has a row (an operator's save, or an earlier seed) is left as it is. */
export function seedCalculatorConfigs(games: GameRegistry): Seeder {
  return async (db) => {
    const at = Date.now();
    for (const game of games.games) await insertConfigIfMissing(db, game.id, game.defaults, at);
  };
}
