/**
 * The engine's error catalogue. Codes are stable (the API and the UI may branch on them);
 * messages are for people.
 */
export const ENGINE_ERROR_CODES = {
  NOT_AN_INTEGER: 'NOT_AN_INTEGER',
  FIELD_OUT_OF_RANGE: 'FIELD_OUT_OF_RANGE',
  /** A game or converter file does not match its meta-schema (schemas/*.schema.json) or is inconsistent. */
  INVALID_DATA_FILE: 'INVALID_DATA_FILE',
  /** A formula names something that is neither a declared input nor a config entry. */
  UNKNOWN_SYMBOL: 'UNKNOWN_SYMBOL',
  /** A formula calls a function outside the allowed set (import, evaluate, parse...). */
  FORBIDDEN_FUNCTION: 'FORBIDDEN_FUNCTION',
  /** A formula uses syntax outside arithmetic (assignment, objects, strings, ranges...). */
  FORBIDDEN_SYNTAX: 'FORBIDDEN_SYNTAX',
  FORMULA_SYNTAX: 'FORMULA_SYNTAX',
  INVALID_CONFIG: 'INVALID_CONFIG',
  /** Two game (or converter) files share an id, route, api, dashboard key or order. */
  DUPLICATE_DATA_FILE: 'DUPLICATE_DATA_FILE',
  /** No game with that id or api. */
  UNKNOWN_GAME: 'UNKNOWN_GAME',
} as const;

export type EngineErrorCode = keyof typeof ENGINE_ERROR_CODES;

/**
 * An error with a stable code and, where it applies, the field (a path like "inputs/3/max") and
 * how to mend it, said by the check that found it (game-lint prints it after "Fix:").
 */
export class EngineError extends Error {
  readonly code: EngineErrorCode;
  readonly field: string | undefined;
  readonly fix: string | undefined;

  constructor(code: EngineErrorCode, message: string, field?: string, fix?: string) {
    super(message);
    this.name = 'EngineError';
    this.code = code;
    this.field = field;
    this.fix = fix;
  }
}

/** A bad game or converter file: `<file>: field "<path>" <message>`, the one format of both loaders. */
export class DataFileError extends EngineError {
  readonly file: string;
  /** What is wrong, without the file and field (a report that names them itself prints this). */
  readonly detail: string;

  constructor(file: string, field: string, detail: string, code: EngineErrorCode = 'INVALID_DATA_FILE', fix?: string) {
    super(code, `${file}: ${field ? `field "${field}" ` : ''}${detail}`, field, fix);
    this.name = 'DataFileError';
    this.file = file;
    this.detail = detail;
  }
}
