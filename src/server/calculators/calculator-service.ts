import type { Db } from '../db/database';
import type { GameRegistry } from '../../engine/game-registry';
import type { ServedConfig } from '../../shared/api/calculators';
import { withRevision } from '../revisions/revisioned-resource';
import { findConfigRow } from './repository';
import { pricesResource, readStored } from './prices-resource';
import { isoTime } from '../../shared/api/envelope';

export interface CalculatorService {
  /** The stored config of a game with its revision (see `readStored`); throws EngineError UNKNOWN_GAME. */
  getConfig(gameId: string): Promise<ServedConfig>;
  resource: ReturnType<typeof pricesResource>;
}

export function createCalculatorService(
  db: Db,
  games: GameRegistry,
  afterCommit: (gameId: string) => Promise<void> = async () => undefined,
): CalculatorService {
  const resource = pricesResource(games, afterCommit);
  return {
    resource,
    async getConfig(gameId) {
      const game = resource.gameOf(gameId);
      const row = await findConfigRow(db, game.id);
      const served = row
        ? { ...readStored(game, row.config), updatedAt: row.updatedBy === null ? null : isoTime(row.updatedAt) }
        : { ...game.defaults, updatedAt: null };
      return withRevision(db, resource.kind, game.id, served);
    },
  };
}
