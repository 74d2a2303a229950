import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../db/database';
import type { GameRegistry } from '../../engine/game-registry';
import { configSchema } from '../../engine/config-schema';
import { fail, failureSchema, ok } from '../../shared/envelope';
import {
  AUTH_PREFIX,
  DASHBOARD_PATH,
  configResetMessage,
  configSavedMessage,
  type DashboardData,
  type DashboardGame,
} from '../../shared/operator';
import { recentAudit } from '../audit/audit-log';
import { findWasteBanner, listSideBanners } from '../banners/queries';
import { createCalculatorService } from '../calculators/calculator-service';
import { operatorOf, registerOperatorRoutes } from '../auth/operator-scope';

export interface DashboardOptions {
  db: Db;
  games: GameRegistry;
}

const messageReply = { type: 'object', properties: { error: { const: false }, response: { type: 'string' } } } as const;
// Paths the operator API already uses; a game whose api collided with one would be unreachable.
const RESERVED = new Set(['dashboard', 'banners', 'waste-banner', 'logout']);

/**
 * GET /api/auth/dashboard, and for every game of the registry POST /api/auth/<api> (save the
 * whole config) and POST /api/auth/<api>/reset (restore the game file's defaults). Adding a
 * game file adds its routes and its dashboard key; nothing here names a game.
 */
export const dashboardRoutes: FastifyPluginAsync<DashboardOptions> = async (app, { db, games }) => {
  const service = createCalculatorService(db, games);
  const editors: DashboardGame[] = games.games.map((game) => ({
    id: game.id,
    name: game.name,
    api: game.api,
    dashboardKey: game.dashboardKey,
    configSchema: configSchema(game),
    defaults: game.defaults,
  }));

  await registerOperatorRoutes(
    app,
    async (scope) => {
      scope.get(DASHBOARD_PATH.slice(AUTH_PREFIX.length), async (request) => {
        const [banners, wasteBanner, audit] = await Promise.all([listSideBanners(db), findWasteBanner(db), recentAudit(db, 20)]);
        const data: DashboardData = {
          operator: { username: operatorOf(request).username },
          banners,
          wasteBanner: wasteBanner!,
          games: editors,
          audit,
        };
        for (const game of games.games) data[game.dashboardKey] = await service.getConfig(game.id);
        return ok(data);
      });

      for (const game of games.games) {
        if (RESERVED.has(game.api)) throw new Error(`Game "${game.id}": api "${game.api}" collides with an operator route`);
        // The body is checked against the game's config schema by the service, whose message names the field.
        scope.post<{ Body: unknown }>(
          `/${game.api}`,
          {
            schema: { body: { type: 'object' }, response: { 200: messageReply, '4xx': failureSchema } },
          },
          async (request, reply) => {
            const result = await service.saveConfig(game.id, request.body, operatorOf(request).username);
            if (!result.ok) return reply.code(400).send(fail(result.message, result.code));
            return ok(configSavedMessage(game.name));
          },
        );

        scope.post(
          `/${game.api}/reset`,
          {
            // No body is needed; a bare POST counts as an empty object, anything else is refused.
            preValidation: async (request) => {
              request.body ??= {};
            },
            schema: { body: { type: 'object', maxProperties: 0 }, response: { 200: messageReply, '4xx': failureSchema } },
          },
          async (request) => {
            await service.resetConfig(game.id, operatorOf(request).username);
            return ok(configResetMessage(game.name));
          },
        );
      }
    },
    { db },
  );
};
