import { readOptions, selectOption } from './config-read';
import type { GameConfig, GameDefinition, NormalizedInputs, RawInputs } from './game-types';

/**
 * One count as the price sees it: anything that is not a number (or numeric text) is 0, so are
 * negatives (the spec: negative counts count as 0); fractions are cut to whole numbers; values
 * beyond the field's bounds (only a hand-made share link can carry them) are clamped into them.
 */
export function normalizeCount(raw: unknown, min: number | null, max: number | null): number {
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : Number.NaN;
  if (!Number.isFinite(value) || value <= 0) return 0;
  let count = Math.trunc(value);
  if (count === 0) return 0;
  if (max !== null && count > max) count = max;
  if (min !== null && count < min) count = min;
  return count;
}

/** A flag is ticked by true, 1, "true", "1" or "on"; anything else is unticked. */
export function normalizeFlag(raw: unknown): 0 | 1 {
  return raw === true || raw === 1 || raw === 'true' || raw === '1' || raw === 'on' ? 1 : 0;
}

/**
 * Turns form data into the numbers the formula reads: counts (see normalizeCount), flags 0/1,
 * a choice its option's value (an unknown label falls back to the default option; an empty
 * list gives 0), a group a map of its item counts. Unknown keys are ignored.
 */
export function normalizeInputs(game: GameDefinition, config: GameConfig, raw: RawInputs): NormalizedInputs {
  const out: NormalizedInputs = {};
  const source = typeof raw === 'object' && raw !== null ? raw : {};
  for (const input of game.inputs) {
    const value = source[input.key];
    if (input.kind === 'count') out[input.key] = normalizeCount(value, input.min, input.max);
    else if (input.kind === 'flag') out[input.key] = normalizeFlag(value);
    else if (input.kind === 'choice') out[input.key] = selectOption(readOptions(config, input), input, value)?.value ?? 0;
    else {
      const map = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
      out[input.key] = Object.fromEntries(input.items.map((item) => [item.key, normalizeCount(map[item.key], input.min, input.max)]));
    }
  }
  return out;
}
