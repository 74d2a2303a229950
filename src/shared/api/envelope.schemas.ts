/** The envelope's schemas (envelope.ts says what it is), the bodies and replies many endpoints share, and small schema helpers. */
import { Type, type TLiteral, type TObjectOptions, type TProperties, type TSchema, type TSchemaOptions, type TUnion } from 'typebox';
import { ERROR_CODES, type ErrorCode } from './error-codes';

/** The failure envelope: a sentence for people and a code from the catalogue for programs. */
export const FailureReply = Type.Object({
  error: Type.Literal(true),
  response: Type.String(),
  code: Type.Unsafe<ErrorCode>({ type: 'string', enum: Object.keys(ERROR_CODES) }),
});

export const successReply = <T extends TSchema>(response: T) => Type.Object({ error: Type.Literal(false), response });

/** A reply whose response is a message for people ("Banner saved"). */
export const Message = Type.String();

/** An object that refuses any key it does not list (the refusal names the key): the bodies, queries and params that say so. */
export const Closed = <P extends TProperties>(properties: P, options?: TObjectOptions) =>
  Type.Object(properties, { additionalProperties: false, ...options });

/** A body that must be absent or `{}` (POST actions like logout and reset); a bare POST counts as `{}`. */
export const EmptyBody = Type.Object({}, { maxProperties: 0, errorMessage: 'This request takes no body.' });

/** One page of a paged list, as properties to spread into its reply: the items, how many there are in all, the page and its size. */
export const pageFields = <T extends TSchema>(item: T) => ({
  items: Type.Array(item),
  total: Type.Integer(),
  page: Type.Integer(),
  limit: Type.Integer(),
});

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** A time in a reply: ISO 8601 in UTC ('2026-11-28T17:40:00.000Z'; envelope.ts's isoTime writes it). */
export const IsoTime = Type.String({ format: 'date-time' });

/** One of the given constants: an anyOf of consts (a refusal lists them); typed as the union of the values. */
export const Literals = <const T extends readonly (string | number)[]>(values: T, options?: TSchemaOptions) => {
  const literals = values.map((value) => Type.Literal(value));
  return Type.Union(literals, options) as TUnion<[TLiteral<T[number]>]>;
};
