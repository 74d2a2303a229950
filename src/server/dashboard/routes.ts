import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { GameRegistry } from '../../engine/game-registry';
import { configSchema } from '../../engine/config-schema';
import { ok, replies } from '../../shared/api/envelope';
import type { Banner } from '../../shared/api/banners';
import type { ServedConfig } from '../../shared/api/calculators';
import { DashboardData, dashboardPaths, type DashboardGame } from '../../shared/api/dashboard';
import { recentAudit } from '../audit/audit-log';
import type { Db } from '../db/database';
import { operatorOf } from '../http/operator-request';

/** What the dashboard reads from the other features; app.ts passes their services in. */
export interface DashboardSources {
  sideBanners(): Promise<Banner[]>;
  wasteBanner(): Promise<Banner | null>;
  gameConfig(gameId: string): Promise<ServedConfig>;
}

export interface DashboardOptions {
  db: Db;
  games: GameRegistry;
  sources: DashboardSources;
}

/**
 * Operator scope: GET /api/auth/dashboard, everything the dashboard page edits. Every game of
 * the registry adds its editor and its config under its dashboard key; nothing here names a game.
 */
export const dashboardRoutes: FastifyPluginAsync<DashboardOptions> = async (plain, { db, games, sources }) => {
  const scope = plain.withTypeProvider<TypeBoxTypeProvider>();
  const editors: DashboardGame[] = games.games.map((game) => ({
    id: game.id,
    name: game.name,
    api: game.api,
    dashboardKey: game.dashboardKey,
    configSchema: configSchema(game),
    defaults: game.defaults,
  }));

  scope.get(dashboardPaths.operator.dashboard, { schema: { response: replies(DashboardData) } }, async (request) => {
    const [banners, wasteBanner, audit] = await Promise.all([sources.sideBanners(), sources.wasteBanner(), recentAudit(db, 20)]);
    const data: DashboardData = {
      operator: { username: operatorOf(request).username },
      banners,
      wasteBanner: wasteBanner!,
      games: editors,
      audit,
    };
    for (const game of games.games) data[game.dashboardKey] = await sources.gameConfig(game.id);
    return ok(data);
  });
};
