/**
 * The calculators contract: three endpoints per game file, named by the file's `api`
 * (GET /api/<api>, POST /api/auth/<api>, POST /api/auth/<api>/reset). Adding a game file adds them.
 */
import { Type, type Static, type TSchema } from 'typebox';
import { EmptyBody, Message } from './envelope';
import { endpoint } from './endpoint';

/** A game's price config as served: the game's config entries, and when an operator last changed it (null: defaults). */
export const ServedConfig = Type.Object(
  { market: Type.Number(), updatedAt: Type.Union([Type.String(), Type.Null()]) },
  { additionalProperties: true },
);
export type ServedConfig = Static<typeof ServedConfig> & Record<string, unknown>;

/** A save sends the whole config, checked by the game's own schema (the engine's configSchema) on the route. */
export const SaveConfigBody = Type.Object({}, { additionalProperties: true });

export const configSavedMessage = (gameName: string): string => `${gameName} prices saved`;
export const configResetMessage = (gameName: string): string => `${gameName} prices reset to defaults`;

/** The game's prices: `{...config, updatedAt}`. */
export const calculatorConfig = (api: string) =>
  endpoint({ scope: 'public', method: 'GET', path: `/${api}`, summary: `Prices of the ${api}`, reply: ServedConfig });

/**
 * "<Game name> prices saved". The server passes the game's config schema as `body`, so the route
 * refuses an invalid config (400 INVALID_CONFIG, naming the field as the price form does) before
 * anything is stored, and the OpenAPI document shows each game's schema.
 */
export const saveCalculatorConfig = (api: string, body: TSchema = SaveConfigBody) =>
  endpoint({
    scope: 'operator',
    method: 'POST',
    path: `/${api}`,
    summary: `Save the prices of the ${api}`,
    body,
    bodyRefusal: 'INVALID_CONFIG',
    reply: Message,
    errors: ['INVALID_CONFIG'],
  });

/** "<Game name> prices reset to defaults". */
export const resetCalculatorConfig = (api: string) =>
  endpoint({
    scope: 'operator',
    method: 'POST',
    path: `/${api}/reset`,
    summary: `Restore the default prices of the ${api}`,
    body: EmptyBody,
    reply: Message,
  });
