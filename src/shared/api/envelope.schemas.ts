/** The envelope's schemas (envelope.ts says what it is), and the bodies and replies many endpoints share. */
import { Type, type TSchema } from 'typebox';
import { ERROR_CODES, type ErrorCode } from './error-codes';

/** The failure envelope: a sentence for people and a code from the catalogue for programs. */
export const FailureReply = Type.Object({
  error: Type.Literal(true),
  response: Type.String(),
  code: Type.Unsafe<ErrorCode>({ type: 'string', enum: Object.keys(ERROR_CODES) }),
});

/** The success envelope around `response`. */
export const successReply = <T extends TSchema>(response: T) => Type.Object({ error: Type.Literal(false), response });

/** A reply whose response is a message for people ("Banner saved"). */
export const Message = Type.String();

/** A body that must be absent or `{}` (POST actions like logout and reset); a bare POST counts as `{}`. */
export const EmptyBody = Type.Object({}, { maxProperties: 0, errorMessage: 'This request takes no body.' });
