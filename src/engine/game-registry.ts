import { EngineError, GameFileError } from './engine-errors';
import type { GameDefinition } from './game-types';

/** The games, sorted by `order`, with look-ups. */
export interface GameRegistry {
  games: readonly GameDefinition[];
  /** The game with this id, or undefined. */
  byId(id: string): GameDefinition | undefined;
  /** The game whose config path is `api` (e.g. "calculator", "valorant-calculator"), or undefined. */
  byApi(api: string): GameDefinition | undefined;
  /** The game whose page is `route` (e.g. "/"), or undefined. */
  byRoute(route: string): GameDefinition | undefined;
}

/** A full check of one file (meta-schema, formula, defaults); throws GameFileError. See game-file-check.ts. */
export type GameFileCheck = (fileName: string, data: unknown) => void;

export interface RegistryOptions {
  /**
   * Run on every file before it is taken. The server and the tests pass the full check
   * (createGameFileCheck); the browser trusts the files bundled at build time and passes
   * none, which keeps ajv and the formula compiler out of the shell's bundle.
   */
  check?: GameFileCheck;
}

const fileNameOf = (path: string) => path.split(/[\\/]/).pop() ?? path;

/**
 * Builds the registry from game files keyed by path or file name (as import.meta.glob or a
 * directory read gives them). Always checks that the id equals the file name and that no
 * two games share an id, route, api, dashboard key or order; throws GameFileError naming the
 * file and the field. Formulas are compiled lazily (priceOf) unless `check` compiles them.
 */
export function createGameRegistry(files: Record<string, unknown>, options: RegistryOptions = {}): GameRegistry {
  const games: GameDefinition[] = [];
  const seen = new Map<string, string>();
  for (const [path, data] of Object.entries(files).sort(([a], [b]) => a.localeCompare(b))) {
    const file = fileNameOf(path);
    options.check?.(file, data);
    const game = (
      typeof data === 'object' && data !== null && 'default' in data && !('id' in data) ? (data as { default: unknown }).default : data
    ) as GameDefinition;
    if (typeof game !== 'object' || game === null || typeof game.id !== 'string') throw new GameFileError(file, 'id', 'is missing');
    if (`${game.id}.json` !== file)
      throw new GameFileError(file, 'id', `must equal the file name ("${file.replace(/\.json$/, '')}"), not "${game.id}"`);
    for (const field of ['id', 'route', 'api', 'dashboardKey', 'order'] as const) {
      const value = `${field}=${String(game[field])}`;
      const other = seen.get(value);
      if (other) throw new GameFileError(file, field, `"${String(game[field])}" is already used by ${other}`, 'DUPLICATE_GAME');
      seen.set(value, file);
    }
    games.push(game);
  }
  games.sort((a, b) => a.order - b.order);
  const byId = new Map(games.map((g) => [g.id, g]));
  const byApi = new Map(games.map((g) => [g.api, g]));
  const byRoute = new Map(games.map((g) => [g.route, g]));
  return {
    games,
    byId: (id) => byId.get(id),
    byApi: (api) => byApi.get(api),
    byRoute: (route) => byRoute.get(route),
  };
}

/** Like byId, but throws EngineError UNKNOWN_GAME. */
export function requireGame(registry: GameRegistry, id: string): GameDefinition {
  const game = registry.byId(id);
  if (!game) throw new EngineError('UNKNOWN_GAME', `No game "${id}"`);
  return game;
}
