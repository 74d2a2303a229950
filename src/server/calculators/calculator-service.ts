import type { Db } from '../db/database';
import type { GameRegistry } from '../../engine/game-registry';
import type { GameConfig, GameDefinition } from '../../engine/game-types';
import type { ServedConfig } from '../../shared/api/calculators';
import { validateConfig } from '../../engine/validate-config';
import { EngineError } from '../../engine/engine-errors';
import { recordAudit } from '../audit/audit-log';
import { findConfigRow, writeConfig } from './repository';

export type SaveResult = { ok: true; config: ServedConfig } | { ok: false; code: 'INVALID_CONFIG'; message: string; field: string };

export interface CalculatorService {
  /** The stored config of a game (see `readStored`); throws EngineError UNKNOWN_GAME. */
  getConfig(gameId: string): Promise<ServedConfig>;
  /** Validates with the engine's validateConfig; on success stores it and writes an audit row {actor, action: 'calculator.save', target: gameId}. Invalid: nothing stored. */
  saveConfig(gameId: string, config: unknown, actor: string): Promise<SaveResult>;
  /** Restores the game file's defaults (audit action 'calculator.reset'). */
  resetConfig(gameId: string, actor: string): Promise<ServedConfig>;
}

/**
 * A stored config as it can be served. A game file may gain an input after an operator saved:
 * entries the save lacks are taken from the defaults and entries the game no longer has are
 * dropped; if the result is still invalid (a corrupt row) the defaults are served instead.
 */
function readStored(game: GameDefinition, stored: unknown): GameConfig {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return game.defaults;
  const known = Object.keys(game.defaults);
  const merged = Object.fromEntries(
    known.map((key) => [key, key in stored ? (stored as Record<string, unknown>)[key] : game.defaults[key]]),
  );
  const checked = validateConfig(game, merged);
  return checked.ok ? checked.config : game.defaults;
}

/** Fields the server adds to a served config; a save that carries them back (GET, change, POST) ignores them. */
export const READ_ONLY_CONFIG_FIELDS = ['updatedAt'] as const;

function withoutReadOnly(config: unknown): unknown {
  if (typeof config !== 'object' || config === null || Array.isArray(config)) return config;
  const rest: Record<string, unknown> = { ...config };
  for (const field of READ_ONLY_CONFIG_FIELDS) delete rest[field];
  return rest;
}

/** The calculators service over the calculator_configs table. */
export function createCalculatorService(db: Db, games: GameRegistry): CalculatorService {
  const gameOf = (gameId: string): GameDefinition => {
    const game = games.byId(gameId);
    if (!game) throw new EngineError('UNKNOWN_GAME', `No game "${gameId}"`);
    return game;
  };

  const store = async (game: GameDefinition, config: GameConfig, actor: string, action: string): Promise<ServedConfig> => {
    const at = new Date().toISOString();
    await db.transaction().execute(async (trx) => {
      await writeConfig(trx, game.id, config, at, actor);
      await recordAudit(trx, { actor, action, target: game.id });
    });
    return { ...config, updatedAt: at };
  };

  return {
    async getConfig(gameId) {
      const game = gameOf(gameId);
      const row = await findConfigRow(db, game.id);
      if (!row) return { ...game.defaults, updatedAt: null };
      return { ...readStored(game, row.config), updatedAt: row.updatedBy === null ? null : row.updatedAt };
    },
    async saveConfig(gameId, config, actor) {
      const game = gameOf(gameId);
      const checked = validateConfig(game, withoutReadOnly(config));
      if (!checked.ok) return checked;
      return { ok: true, config: await store(game, checked.config, actor, 'calculator.save') };
    },
    async resetConfig(gameId, actor) {
      const game = gameOf(gameId);
      return store(game, game.defaults, actor, 'calculator.reset');
    },
  };
}
