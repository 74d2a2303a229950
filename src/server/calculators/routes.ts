import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { GameRegistry } from '../../engine/game-registry';
import { EmptyBody, fail, ok, replies } from '../../shared/api/envelope';
import { SaveConfigBody, ServedConfig, calculatorPaths, configResetMessage, configSavedMessage } from '../../shared/api/calculators';
import { operatorOf } from '../http/operator-request';
import type { ReadCache } from '../read-cache/read-cache';
import type { CalculatorService } from './calculator-service';

/** The read-cache topic of every game's config; saves and resets invalidate it. */
const CALCULATORS_TOPIC = 'calculators';

export interface CalculatorRoutesOptions {
  games: GameRegistry;
  service: CalculatorService;
  cache: ReadCache;
  /** Operator paths other features already use; a game whose api took one would be unreachable. */
  reservedOperatorPaths?: readonly string[];
}

/**
 * GET /api/<api> for every game of the registry (calculator, fortnite-calculator, ...):
 * `{error: false, response: {...config, updatedAt}}`, served from the read cache. Nothing here is written per game.
 */
export const calculatorRoutes: FastifyPluginAsync<CalculatorRoutesOptions> = async (plain, { games, service, cache }) => {
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();
  for (const game of games.games) {
    app.get(
      calculatorPaths.public.config(game.api),
      { schema: { querystring: Type.Object({}, { additionalProperties: true }), response: replies(ServedConfig) } },
      cache.handler({ topic: CALCULATORS_TOPIC, key: () => game.id, load: () => service.getConfig(game.id) }),
    );
  }
};

/**
 * Operator scope, for every game: POST /api/auth/<api> saves the whole config, POST
 * /api/auth/<api>/reset restores the game file's defaults. Adding a game file adds its routes.
 */
export const calculatorOperatorRoutes: FastifyPluginAsync<CalculatorRoutesOptions> = async (plain, options) => {
  const { games, service, cache, reservedOperatorPaths = [] } = options;
  const scope = plain.withTypeProvider<TypeBoxTypeProvider>();
  for (const game of games.games) {
    const savePath = calculatorPaths.operator.save(game.api);
    if (reservedOperatorPaths.includes(savePath)) throw new Error(`Game "${game.id}": api "${game.api}" collides with an operator route`);
    // The body is checked against the game's config schema by the service, whose message names the field.
    scope.post(savePath, { schema: { body: SaveConfigBody, response: replies(Type.String()) } }, async (request, reply) => {
      const result = await service.saveConfig(game.id, request.body, operatorOf(request).username);
      if (!result.ok) return reply.code(400).send(fail(result.message, result.code));
      await cache.invalidate(CALCULATORS_TOPIC);
      return ok(configSavedMessage(game.name));
    });

    scope.post(
      calculatorPaths.operator.reset(game.api),
      {
        // No body is needed (a bare POST is `{}`, see http/empty-json-body.ts); anything else is refused.
        schema: { body: EmptyBody, response: replies(Type.String()) },
      },
      async (request) => {
        await service.resetConfig(game.id, operatorOf(request).username);
        await cache.invalidate(CALCULATORS_TOPIC);
        return ok(configResetMessage(game.name));
      },
    );
  }
};
