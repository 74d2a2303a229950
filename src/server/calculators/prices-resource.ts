import type { Db } from '../db/database';
import type { GameRegistry } from '../../engine/game-registry';
import type { GameConfig, GameDefinition } from '../../engine/game-types';
import { validateConfig } from '../../engine/validate-config';
import { configSchemaOf } from '../../engine/config-schema';
import { changeLabel } from '../../shared/change-labels';
import { EngineError } from '../../engine/engine-errors';
import { priceWarnings, priceWarningText } from '../../shared/price-jumps';
import { httpError } from '../http/http-error';
import type { ResourceKind } from '../revisions/revisioned-resource';
import { findConfigRow, writeConfig } from './repository';

/**
 * A stored config as it can be served. A game file may gain an input after an operator saved:
 * entries the save lacks are taken from the defaults and entries the game no longer has are
 * dropped; if the result is still invalid (a corrupt row) the defaults are served instead.
 */
export function readStored(game: GameDefinition, stored: unknown): GameConfig {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return game.defaults;
  const known = Object.keys(game.defaults);
  const merged = Object.fromEntries(
    known.map((key) => [key, key in stored ? (stored as Record<string, unknown>)[key] : game.defaults[key]]),
  );
  const checked = validateConfig(game, merged);
  return checked.ok ? checked.config : game.defaults;
}

/** Each game's prices as a revisioned resource (decision 0032): kind 'prices', keyed by game id. */
export function pricesResource(
  games: GameRegistry,
  afterCommit: (gameId: string) => Promise<void>,
): ResourceKind<GameConfig> & { gameOf(id: string): GameDefinition } {
  const gameOf = (gameId: string): GameDefinition => {
    const game = games.byId(gameId);
    if (!game) throw new EngineError('UNKNOWN_GAME', `No game "${gameId}"`);
    return game;
  };
  return {
    kind: 'prices',
    gameOf,
    describe: (gameId) => `${gameOf(gameId).name} prices`,
    // In the editor's words: the titles of the form's own schema, rows by their labels.
    label: (gameId, change) => changeLabel(configSchemaOf(gameOf(gameId)), change),
    auditPrefix: 'calculator',
    auditTarget: (gameId) => gameId,
    async read(db: Db, gameId) {
      const game = gameOf(gameId);
      const row = await findConfigRow(db, game.id);
      return row ? readStored(game, row.config) : game.defaults;
    },
    write: (db, gameId, config, actor) => writeConfig(db, gameId, config, Date.now(), actor),
    // validateConfig drops the `updatedAt` a read carries.
    check(gameId, value) {
      const checked = validateConfig(gameOf(gameId), value);
      if (!checked.ok) throw httpError('INVALID_CONFIG', checked.message);
      return checked.config;
    },
    guard(gameId, before, after, confirmed) {
      if (confirmed) return;
      const game = gameOf(gameId);
      const warnings = priceWarnings(game, before, after);
      // The sentence is for people; how to confirm is in the reply's `confirm` (and the OpenAPI description).
      if (warnings) throw httpError('PRICE_JUMP', priceWarningText(warnings), {}, { ...warnings, confirm: 'price-jump' });
    },
    afterCommit,
  };
}
