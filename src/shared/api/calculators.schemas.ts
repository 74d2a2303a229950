/** The calculators endpoints: how to call them and what they take and answer (src/shared/api/calculators.ts holds the browser's routes to them). */
import { Type, type Static, type TSchema } from 'typebox';
import { endpoint } from './endpoint';
import { EmptyBody, IsoTime, Message, Nullable } from './envelope.schemas';
import { ConfirmQuery, NoteQuery, RevisionHeaders, currentEndpoint, revisionEndpoints } from './revisions.schemas';

/**
 * A game's price config as served: the game's config entries, when an operator last changed it
 * (null: defaults), and its revision (what a save sends back in If-Match; decision 0032).
 */
export const ServedConfig = Type.Object(
  { market: Type.Number(), updatedAt: Nullable(IsoTime), revision: Type.Integer({ minimum: 1 }) },
  { additionalProperties: true },
);
export type ServedConfig = Static<typeof ServedConfig> & Record<string, unknown>;

/** A save sends the whole config, checked by the game's own schema (the engine's configSchema) on the route. */
export const SaveConfigBody = Type.Object({}, { additionalProperties: true });
export const calculatorConfig = (api: string) =>
  endpoint({ scope: 'public', method: 'GET', path: `/${api}`, summary: `Prices of the ${api}`, reply: ServedConfig });
/** The game's prices as stored now (not from the read cache), with ETag "<revision>" for the next save's If-Match. */
export const storedCalculatorConfig = (api: string) => currentEndpoint(`The ${api} prices`, `/${api}`, Type.Object({}), ServedConfig);

/**
 * "<Game name> prices saved". The server passes the game's config schema as `body`, so the route
 * refuses an invalid config (400 INVALID_CONFIG, naming the field as the price form does) before
 * anything is stored, and the OpenAPI document shows each game's schema. 412 STALE_REVISION when
 * If-Match names an older revision, 409 PRICE_JUMP when a price would move tenfold or an ascending
 * list would fall out of order without `?confirm=price-jump` (decisions 0032, 0047, 0051); nothing
 * stored on any of them.
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

export const resetCalculatorConfig = (api: string) =>
  endpoint({
    scope: 'operator',
    method: 'POST',
    path: `/${api}/reset`,
    summary: `Restore the default prices of the ${api}`,
    query: NoteQuery,
    headers: RevisionHeaders,
    body: EmptyBody,
    reply: Message,
    errors: ['STALE_REVISION'],
  });

/** The history of a game's prices and the restore of one revision (decision 0032). */
export const calculatorRevisions = (api: string) => revisionEndpoints(`the ${api} prices`, `/${api}`, Type.Object({}));
