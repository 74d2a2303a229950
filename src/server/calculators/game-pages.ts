import type { GameRegistry } from '../../engine/game-registry';
import type { PageMeta } from '../../shared/pages';

/** Each game's page (route, meta title and description), for the titles the server writes into the HTML. */
export function gamePages(games: GameRegistry): PageMeta[] {
  return games.games.map((game) => ({ pattern: game.route, title: game.meta.title, description: game.meta.description }));
}
