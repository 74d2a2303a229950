import type { FastifyPluginAsync } from 'fastify';
import type { GameRegistry } from '../../engine/game-registry';
import { failureSchema, ok } from '../../shared/envelope';
import type { CalculatorService } from './calculator-service';

export interface CalculatorRoutesOptions {
  games: GameRegistry;
  service: CalculatorService;
}

const configReply = {
  200: {
    type: 'object',
    required: ['error', 'response'],
    properties: { error: { const: false }, response: { type: 'object', additionalProperties: true } },
  },
  '4xx': failureSchema,
} as const;

/**
 * GET /api/<api> for every game of the registry (calculator, fortnite-calculator, ...):
 * `{error: false, response: {...config, updatedAt}}`. Nothing here is written per game.
 */
export const calculatorRoutes: FastifyPluginAsync<CalculatorRoutesOptions> = async (app, { games, service }) => {
  for (const game of games.games) {
    app.get(`/${game.api}`, { schema: { querystring: { type: 'object', additionalProperties: true }, response: configReply } }, async () =>
      ok(await service.getConfig(game.id)),
    );
  }
};
