/**
 * The calculators contract: three endpoints per game file, named by the file's `api`
 * (GET /api/<api>, POST /api/auth/<api>, POST /api/auth/<api>/reset). Adding a game file adds them.
 */
import { Type, type Static, type TSchema } from 'typebox';
import { EmptyBody, Message } from './envelope';
import { endpoint } from './endpoint';
import { ConfirmQuery, RevisionHeaders, revisionEndpoints } from './revisions';

/**
 * A game's price config as served: the game's config entries, when an operator last changed it
 * (null: defaults), and its revision (what a save sends back in If-Match; decision 0032).
 */
export const ServedConfig = Type.Object(
  { market: Type.Number(), updatedAt: Type.Union([Type.String(), Type.Null()]), revision: Type.Integer({ minimum: 1 }) },
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
 * anything is stored, and the OpenAPI document shows each game's schema. 412 STALE_REVISION when
 * If-Match names an older revision, 409 PRICE_JUMP when an example price would move more than
 * tenfold without `?confirm=price-jump` (decision 0032); nothing stored on any of them.
 */
export const saveCalculatorConfig = (api: string, body: TSchema = SaveConfigBody) =>
  endpoint({
    scope: 'operator',
    method: 'POST',
    path: `/${api}`,
    summary: `Save the prices of the ${api}`,
    query: ConfirmQuery,
    headers: RevisionHeaders,
    body,
    bodyRefusal: 'INVALID_CONFIG',
    reply: Message,
    errors: ['INVALID_CONFIG', 'STALE_REVISION', 'PRICE_JUMP'],
  });

/** "<Game name> prices reset to defaults". */
export const resetCalculatorConfig = (api: string) =>
  endpoint({
    scope: 'operator',
    method: 'POST',
    path: `/${api}/reset`,
    summary: `Restore the default prices of the ${api}`,
    headers: RevisionHeaders,
    body: EmptyBody,
    reply: Message,
    errors: ['STALE_REVISION'],
  });

/** The history of a game's prices and the restore of one revision (decision 0032). */
export const calculatorRevisions = (api: string) => revisionEndpoints(`/${api}`, `the ${api} prices`, Type.Object({}));
