import { Type } from 'typebox';
import { configSchema } from '../../engine/config-schema';
import {
  calculatorConfig,
  configResetMessage,
  configSavedMessage,
  resetCalculatorConfig,
  saveCalculatorConfig,
} from '../../shared/api/calculators';
import type { DashboardGame } from '../../shared/api/dashboard';
import type { FeatureFactory } from '../feature';
import { httpError } from '../http/http-error';
import { mount, mountCached } from '../http/mount';
import { operatorOf } from '../security/operator-request';
import { createCalculatorService } from './calculator-service';
import { seedCalculatorConfigs } from './seed-configs';
import { calculatorShareCard, calculatorSitemap } from './calculator-seo';

/** The read-cache topic of every game's config; saves and resets invalidate it. */
/** One cache topic per game: a save drops that game's reply and the pages that read it, no other game's (decision 0037). */
const pricesTopic = (gameId: string) => `calculators:${gameId}`;

/**
 * For every game of the registry: GET /api/<api> (from the read cache), and in the operator scope
 * POST /api/auth/<api> (save the whole config) and POST /api/auth/<api>/reset (the file's defaults).
 * Nothing here is written per game; a game whose api collides with another route stops the start.
 */
export const calculatorsFeature: FeatureFactory = ({ db, games, cache }) => {
  const service = createCalculatorService(db, games);
  const editors: DashboardGame[] = games.games.map((game) => ({
    id: game.id,
    name: game.name,
    api: game.api,
    dashboardKey: game.dashboardKey,
    configSchema: configSchema(game),
    defaults: game.defaults,
  }));

  return {
    name: 'calculators',
    seeders: [seedCalculatorConfigs(games)],
    sitemap: [calculatorSitemap(games, (id) => service.getConfig(id))],
    shareCard: calculatorShareCard(games, (id) => service.getConfig(id)),
    topics: games.games.map((game) => pricesTopic(game.id)),
    dashboard: async () => {
      const configs = await Promise.all(games.games.map(async (game) => [game.dashboardKey, await service.getConfig(game.id)]));
      return { games: editors, ...Object.fromEntries(configs) };
    },
    routes(api) {
      for (const game of games.games) {
        mountCached(api, calculatorConfig(game.api), { cache, topic: pricesTopic(game.id), key: () => game.id }, () =>
          service.getConfig(game.id),
        );
      }
    },
    operatorRoutes(scope) {
      for (const game of games.games) {
        // The route checks the body against the game's config schema; the service still checks what a schema cannot say.
        mount(
          scope,
          saveCalculatorConfig(game.api, Type.Unsafe<Record<string, unknown>>(configSchema(game))),
          async ({ body, request }) => {
            const result = await service.saveConfig(game.id, body, operatorOf(request).username);
            if (!result.ok) throw httpError(result.code, result.message);
            await cache.invalidate(pricesTopic(game.id));
            return configSavedMessage(game.name);
          },
        );
        mount(scope, resetCalculatorConfig(game.api), async ({ request }) => {
          await service.resetConfig(game.id, operatorOf(request).username);
          await cache.invalidate(pricesTopic(game.id));
          return configResetMessage(game.name);
        });
      }
    },
  };
};
