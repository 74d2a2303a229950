/**
 * The calculators contract: three endpoints per game file, named by the file's `api`
 * (GET /api/<api>, POST /api/auth/<api>, POST /api/auth/<api>/reset). Adding a game file adds them.
 */
import { Type, type Static } from 'typebox';
import { EmptyBody, Message } from './envelope';
import { endpoint } from './endpoint';

/** A game's price config as served: the game's config entries, and when an operator last changed it (null: defaults). */
export const ServedConfig = Type.Object(
  { market: Type.Number(), updatedAt: Type.Union([Type.String(), Type.Null()]) },
  { additionalProperties: true },
);
export type ServedConfig = Static<typeof ServedConfig> & Record<string, unknown>;

/** A save sends the whole config; the game's own schema (the engine's) checks the entries and names the field. */
export const SaveConfigBody = Type.Object({}, { additionalProperties: true });

export const configSavedMessage = (gameName: string): string => `${gameName} prices saved`;
export const configResetMessage = (gameName: string): string => `${gameName} prices reset to defaults`;

/** The game's prices: `{...config, updatedAt}`. */
export const calculatorConfig = (api: string) =>
  endpoint({ scope: 'public', method: 'GET', path: `/${api}`, summary: `Prices of the ${api}`, reply: ServedConfig });

/** "<Game name> prices saved"; 400 INVALID_CONFIG naming the field when invalid, nothing stored. */
export const saveCalculatorConfig = (api: string) =>
  endpoint({
    scope: 'operator',
    method: 'POST',
    path: `/${api}`,
    summary: `Save the prices of the ${api}`,
    body: SaveConfigBody,
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
