import { Type } from 'typebox';
import { configSchema } from '../../engine/config-schema';
import { configResetMessage, configSavedMessage } from '../../shared/api/calculators';
import {
  calculatorConfig,
  calculatorRevisions,
  resetCalculatorConfig,
  saveCalculatorConfig,
  storedCalculatorConfig,
} from '../../shared/api/calculators.schemas';
import type { DashboardGame } from '../../shared/api/dashboard';
import type { FeatureFactory } from '../feature';
import { mount, mountCached } from '../http/mount';
import { createRevisions, mountRevisionRoutes, mountStoredValue } from '../revisions/revisioned-resource';
import { createCalculatorService } from './calculator-service';
import { seedCalculatorConfigs } from './seed-configs';
import { calculatorShareCard, calculatorSitemap } from './calculator-seo';

/** One cache topic per game: a save drops that game's reply and the pages that read it, no other game's (decision 0037). */
const pricesTopic = (gameId: string) => `calculators:${gameId}`;

/**
 * Routes for every game of the registry, the revisions beside them (decision 0032). Nothing here is
 * written per game; a game whose api collides with another route stops the start.
 */
export const calculatorsFeature: FeatureFactory = ({ db, games, cache }) => {
  const service = createCalculatorService(db, games, (gameId) => cache.invalidate(pricesTopic(gameId)));
  const revisions = createRevisions(db);
  const editors: DashboardGame[] = games.games.map((game) => ({
    id: game.id,
    name: game.name,
    api: game.api,
    dashboardKey: game.dashboardKey,
    configSchema: configSchema(game),
    defaults: game.defaults,
  }));

  return {
    seeders: [seedCalculatorConfigs(games)],
    sitemap: [calculatorSitemap(games, (id) => service.getConfig(id))],
    shareCard: calculatorShareCard(games, (id) => service.getConfig(id)),
    dashboard: async () => {
      const configs = await Promise.all(games.games.map(async (game) => [game.dashboardKey, await service.getConfig(game.id)]));
      return { games: editors, ...Object.fromEntries(configs) };
    },
    routes(api) {
      // The read cache answers 304 to an If-None-Match naming the reply; its ETags start with the revision,
      // which a save's If-Match may send back as read.
      for (const game of games.games) {
        mountCached(
          api,
          calculatorConfig(game.api),
          { cache, topic: pricesTopic(game.id), key: () => game.id, revisionOf: (config) => config.revision },
          () => service.getConfig(game.id),
        );
      }
    },
    operatorRoutes(scope) {
      for (const game of games.games) {
        // The route checks the body against the game's config schema; the kind's check says what a schema cannot.
        mount(
          scope,
          saveCalculatorConfig(game.api, Type.Unsafe<Record<string, unknown>>(configSchema(game))),
          async ({ body, query, request }) => {
            await revisions.save(service.resource, game.id, body, request, {
              confirmed: query?.confirm === 'price-jump',
              note: query?.note,
            });
            return configSavedMessage(game.name);
          },
        );
        mount(scope, resetCalculatorConfig(game.api), async ({ query, request }) => {
          // Confirmed in its own dialog: the defaults are never a price jump to guard against.
          await revisions.save(service.resource, game.id, game.defaults, request, { action: 'reset', confirmed: true, note: query?.note });
          return configResetMessage(game.name);
        });
        mountStoredValue(scope, storedCalculatorConfig(game.api), () => service.getConfig(game.id));
        mountRevisionRoutes(scope, revisions, service.resource, calculatorRevisions(game.api), () => game.id);
      }
    },
  };
};
