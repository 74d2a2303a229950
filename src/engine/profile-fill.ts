import type { GameDefinition, GameInput } from './game-types';

/** Calculator inputs taken from a profile: counts as numbers, choices as option labels, keyed by input key. */
export type ProfileInputs = Record<string, number | string>;

const fieldAt = (profile: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (node, key) =>
        typeof node === 'object' && node !== null && Object.hasOwn(node, key) ? (node as Record<string, unknown>)[key] : undefined,
      profile,
    );

/**
 * The inputs a profile fills under the game's `profileFill` (nothing when it has none). A count
 * whose field holds no number is left out; a choice always gets a label: `labels`, else
 * `otherwise`, else the input's default (unranked, or a tier Riot adds later).
 */
export function profileInputs(game: Pick<GameDefinition, 'inputs' | 'profileFill'>, profile: unknown): ProfileInputs {
  const inputs = new Map<string, GameInput>(game.inputs.map((input) => [input.key, input]));
  const filled: ProfileInputs = {};
  for (const entry of game.profileFill?.map ?? []) {
    const input = inputs.get(entry.input);
    const value = fieldAt(profile, entry.from);
    if (input?.kind === 'count') {
      if (typeof value !== 'number' || !Number.isFinite(value)) continue;
      let count = Math.trunc(value);
      if (input.max !== null) count = Math.min(input.max, count);
      if (input.min !== null) count = Math.max(input.min, count);
      filled[input.key] = count;
    } else if (input?.kind === 'choice') {
      const labels = entry.labels ?? {};
      const mapped = typeof value === 'string' && Object.hasOwn(labels, value) ? labels[value] : undefined;
      filled[input.key] = mapped ?? entry.otherwise ?? input.default;
    }
  }
  return filled;
}
