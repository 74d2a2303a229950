import type { EngineErrorCode } from './engine-errors';

export interface FieldBounds {
  /** Shown in messages, e.g. "Level". */
  label: string;
  /** Lowest accepted entry (besides empty), or null for none. */
  min: number | null;
  /** Highest accepted entry, or null for none. */
  max: number | null;
}

/** What became of a typed text: taken (with its value), or refused (the previous value stays). */
export type Acceptance =
  | { accepted: true; value: number; empty: boolean }
  | { accepted: false; value: number; code: Extract<EngineErrorCode, 'NOT_AN_INTEGER' | 'FIELD_OUT_OF_RANGE'>; message: string };

const INTEGER = /^[+-]?\d+$/;

/**
 * The spec's input rule. A typed text is taken only if it parses to a whole number within the
 * field's bounds; an empty text is taken as 0 (`empty: true`); anything else is refused and
 * `value` is `previous`. Surrounding spaces are ignored; "1e3", "1.0", "12abc" are not whole numbers.
 */
export function acceptInput(field: FieldBounds, text: string, previous: number): Acceptance {
  const trimmed = text.trim();
  if (trimmed === '') return { accepted: true, value: 0, empty: true };
  const value = INTEGER.test(trimmed) ? Number(trimmed) : Number.NaN;
  if (!Number.isSafeInteger(value)) return { accepted: false, value: previous, code: 'NOT_AN_INTEGER', message: boundsMessage(field) };
  if ((field.min !== null && value < field.min) || (field.max !== null && value > field.max)) {
    return { accepted: false, value: previous, code: 'FIELD_OUT_OF_RANGE', message: boundsMessage(field) };
  }
  return { accepted: true, value: value === 0 ? 0 : value, empty: false };
}

export function boundsMessage(field: FieldBounds): string {
  const { label, min, max } = field;
  if (min !== null && max !== null) return `${label} must be a whole number from ${min} to ${max}`;
  if (min !== null) return `${label} must be a whole number of at least ${min}`;
  if (max !== null) return `${label} must be a whole number up to ${max}`;
  return `${label} must be a whole number`;
}
