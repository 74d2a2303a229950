import type { Db } from '../db/database';
import type { GameRegistry } from '../../engine/game-registry';
import type { ServedConfig } from '../../shared/api/calculators';
import { validateConfig } from '../../engine/validate-config';
import { readHead } from '../revisions/revision-store';
import { createRevisions } from '../revisions/revisioned-resource';
import { findConfigRow } from './repository';
import { pricesResource, readStored } from './prices-resource';
import { isoTime } from '../../shared/api/envelope';

export type SaveResult = { ok: true; revision: number } | { ok: false; code: 'INVALID_CONFIG'; message: string; field: string };

/** How a write is made: on which revision it is based (If-Match), by which request, confirmed or not (decision 0032). */
export interface WriteOptions {
  base?: number | null;
  requestId?: string | null;
  confirmed?: boolean;
  /** The operator's note on the change. */
  note?: string;
}

export interface CalculatorService {
  /** The stored config of a game with its revision (see `readStored`); throws EngineError UNKNOWN_GAME. */
  getConfig(gameId: string): Promise<ServedConfig>;
  /**
   * Validates with the engine's validateConfig; on success stores it as a new revision with its
   * audit row (action 'calculator.save'). Invalid: nothing stored. Throws HttpError STALE_REVISION or PRICE_JUMP.
   */
  saveConfig(gameId: string, config: unknown, actor: string, options?: WriteOptions): Promise<SaveResult>;
  /** Restores the game file's defaults (audit action 'calculator.reset'), as a new revision. */
  resetConfig(gameId: string, actor: string, options?: WriteOptions): Promise<ServedConfig>;
  /** The prices as a revisioned resource, for the history and restore routes. */
  resource: ReturnType<typeof pricesResource>;
}

/** Fields the server adds to a served config; a save that carries them back (GET, change, POST) ignores them. */
export const READ_ONLY_CONFIG_FIELDS = ['updatedAt', 'revision'] as const;

function withoutReadOnly(config: unknown): unknown {
  if (typeof config !== 'object' || config === null || Array.isArray(config)) return config;
  const rest: Record<string, unknown> = { ...config };
  for (const field of READ_ONLY_CONFIG_FIELDS) delete rest[field];
  return rest;
}

/** The calculators service over the calculator_configs table, versioned by the revisions module. */
export function createCalculatorService(
  db: Db,
  games: GameRegistry,
  afterCommit: (gameId: string) => Promise<void> = async () => undefined,
): CalculatorService {
  const resource = pricesResource(games, afterCommit);
  const revisions = createRevisions(db);
  const write = (
    gameId: string,
    config: ServedConfig | Record<string, unknown>,
    actor: string,
    action: 'save' | 'reset',
    options: WriteOptions,
  ) =>
    revisions.commit(resource, {
      key: gameId,
      value: config as ServedConfig,
      action,
      base: options.base ?? null,
      actor,
      requestId: options.requestId ?? null,
      confirmed: options.confirmed,
      note: options.note,
    });

  const service: CalculatorService = {
    resource,
    async getConfig(gameId) {
      const game = resource.gameOf(gameId);
      const [row, head] = await Promise.all([findConfigRow(db, game.id), readHead(db, { kind: 'prices', key: game.id })]);
      const revision = head ?? 1;
      if (!row) return { ...game.defaults, updatedAt: null, revision };
      return { ...readStored(game, row.config), updatedAt: row.updatedBy === null ? null : isoTime(row.updatedAt), revision };
    },
    async saveConfig(gameId, config, actor, options = {}) {
      const game = resource.gameOf(gameId);
      const checked = validateConfig(game, withoutReadOnly(config));
      if (!checked.ok) return checked;
      const { revision } = await write(game.id, checked.config, actor, 'save', options);
      return { ok: true, revision };
    },
    async resetConfig(gameId, actor, options = {}) {
      const game = resource.gameOf(gameId);
      // The reset was confirmed in its own dialog: the defaults are never a price jump to guard against.
      await write(game.id, game.defaults, actor, 'reset', { ...options, confirmed: true });
      return service.getConfig(game.id);
    },
  };
  return service;
}
