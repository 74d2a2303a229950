import { collectDataFiles, type DataFileCheck } from './data-files';
import type { GameDefinition } from './game-types';

/** The games, sorted by `order`, with look-ups. */
export interface GameRegistry {
  games: readonly GameDefinition[];
  byId(id: string): GameDefinition | undefined;
  /** The game whose config path is `api` (e.g. "calculator", "valorant-calculator"), or undefined. */
  byApi(api: string): GameDefinition | undefined;
  byRoute(route: string): GameDefinition | undefined;
}

export interface RegistryOptions {
  /**
   * Run on every file before it is taken. The server and the tests pass the full check
   * (createGameFileCheck); the browser trusts the files bundled at build time and passes
   * none, which keeps ajv and the formula compiler out of the shell's bundle.
   */
  check?: DataFileCheck;
}

/**
 * Builds the registry from game files (see collectDataFiles for what it refuses). Formulas are
 * compiled lazily (priceOf) unless `check` compiles them.
 */
export function createGameRegistry(files: Record<string, unknown>, options: RegistryOptions = {}): GameRegistry {
  const games = collectDataFiles<GameDefinition>(files, { check: options.check, unique: ['id', 'route', 'api', 'dashboardKey', 'order'] });
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
