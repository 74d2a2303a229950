import { Type, type TInteger } from 'typebox';

/**
 * A whole number sent in a path or a query, typed as one: the server's Ajv converts the text while
 * checking it (src/server/http/validator.ts), so handlers receive a number and callers pass one.
 * `errorMessage` is the sentence any refusal of it gives ('The page must be a whole number from 1.').
 */
export const WholeNumber = (
  minimum: number,
  maximum: number,
  errorMessage: string,
  annotations: { description?: string; examples?: number[] } = {},
): TInteger => Type.Integer({ minimum, maximum, errorMessage, ...annotations });
