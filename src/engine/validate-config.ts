import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { configSchema } from './config-schema';
import type { GameConfig, GameDefinition } from './game-types';

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

/** "skins/ultimate/multi" from an ajv error (the missing or extra property included). */
export function errorField(error: ErrorObject): string {
  const path = error.instancePath.replace(/^\//, '').replace(/~1/g, '/').replace(/~0/g, '~');
  const params = error.params as { missingProperty?: string; additionalProperty?: string };
  const extra = params.missingProperty ?? params.additionalProperty;
  return [path, extra].filter(Boolean).join('/');
}

/**
 * Checks a price configuration against configSchema(game), plus what a schema cannot say
 * (option labels unique within a list). On success returns the config without `updatedAt`.
 * On failure: code INVALID_CONFIG, the field as a path ("ranks/2/value") and a message naming it.
 */
export function validateConfig(game: GameDefinition, config: unknown): ConfigValidation {
  const validate = validatorFor(game);
  if (!validate(config)) {
    const error = validate.errors?.[0];
    const field = error ? errorField(error) : '';
    const detail = error?.keyword === 'additionalProperties' ? 'is not a setting of this game' : (error?.message ?? 'is invalid');
    return { ok: false, code: 'INVALID_CONFIG', field, message: `${game.name} prices: ${field || 'config'} ${detail}` };
  }
  const { updatedAt: _ignored, ...rest } = config as GameConfig & { updatedAt?: string };
  for (const input of game.inputs) {
    if (input.kind !== 'choice') continue;
    const labels = (rest[input.options] as { label: string }[]).map((o) => o.label);
    const twice = labels.findIndex((label, i) => labels.indexOf(label) !== i);
    if (twice !== -1)
      return {
        ok: false,
        code: 'INVALID_CONFIG',
        field: `${input.options}/${twice}/label`,
        message: `${game.name} prices: ${input.options} lists "${labels[twice]}" twice`,
      };
  }
  return { ok: true, config: rest as GameConfig };
}
