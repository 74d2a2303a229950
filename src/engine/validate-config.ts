import { Ajv, type ValidateFunction } from 'ajv';
import { configSchema } from './config-schema';
import type { GameConfig, GameDefinition } from './game-types';
import { describeSchemaErrors, fieldPath, fromAjv, schemaFix, type Schema } from './schema-errors';

export type ConfigValidation = { ok: true; config: GameConfig } | { ok: false; code: 'INVALID_CONFIG'; message: string; field: string };

const ajv = new Ajv({ allErrors: false, strict: false });
const validators = new WeakMap<GameDefinition, ValidateFunction>();

function validatorFor(game: GameDefinition): ValidateFunction {
  let validate = validators.get(game);
  if (!validate) {
    validate = ajv.compile(configSchema(game));
    validators.set(game, validate);
  }
  return validate;
}

/** Why a config is refused: the field as a path, the sentence, and how a game file's defaults mend it. */
export interface ConfigProblem {
  field: string;
  message: string;
  fix: string;
}

const GUIDE = 'see docs/add-a-game.md and the descriptions in schemas/game.schema.json';

/**
 * Checks a price configuration against configSchema(game), plus what a schema cannot say
 * (option labels unique within a list). On success returns the config without `updatedAt`.
 * On failure: code INVALID_CONFIG, the field as a path ("ranks/2/value") and the sentence the
 * price editor shows for it ('Level: Multiplier (€) must be at least 0.', schema-errors.ts).
 */
export function validateConfig(game: GameDefinition, config: unknown): ConfigValidation {
  const problem = configProblem(game, config);
  if (problem) return { ok: false, code: 'INVALID_CONFIG', field: problem.field, message: problem.message };
  const { updatedAt: _ignored, ...rest } = config as GameConfig & { updatedAt?: string };
  return { ok: true, config: rest as GameConfig };
}

/** validateConfig's refusal with its fix (a game file's check says both), or null. */
export function configProblem(game: GameDefinition, config: unknown): ConfigProblem | null {
  const validate = validatorFor(game);
  if (!validate(config)) {
    const errors = validate.errors ?? [];
    const { message, group } = describeSchemaErrors(errors.map(fromAjv), { root: validate.schema as Schema });
    const field = errors[0] ? fieldPath(errors[0]) : '';
    return { field, message: group ? `${group}: ${message}` : message, fix: errors[0] ? schemaFix(errors[0], GUIDE) : GUIDE };
  }
  for (const input of game.inputs) {
    if (input.kind !== 'choice') continue;
    const labels = ((config as GameConfig)[input.options] as { label: string }[]).map((o) => o.label);
    const twice = labels.findIndex((label, i) => labels.indexOf(label) !== i);
    if (twice !== -1)
      return {
        field: `${input.options}/${twice}/label`,
        message: `${input.label}: "${labels[twice]}" is listed twice.`,
        fix: 'give each option a label of its own',
      };
  }
  return null;
}
