import type { GameDefinition } from '../../../engine/game-types';

/** What a fill from an account profile set, and what the visitor still enters, in the form's own words. */
export interface FillSummary {
  /** "Level 245", "Rank Gold", …, in form order. */
  filled: string[];
  /** The input filled from the champions played (a lower bound on those owned), if it was filled. */
  lowerBound: string | null;
  /** Labels of the inputs no profile gives (or that the form did not take), in form order. */
  remaining: string[];
}

/** "a", "a and b", "a, b and c". */
export const listed = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/**
 * Riot's champion count is of champions played, never ones owned but not played: it is named so the
 * page can say it is a floor.
 */
export function fillSummary(
  game: Pick<GameDefinition, 'inputs' | 'profileFill'>,
  taken: Readonly<Record<string, number | string>>,
): FillSummary {
  const played = game.profileFill?.map.find((entry) => entry.from === 'championsPlayed')?.input;
  const filled: string[] = [];
  const remaining: string[] = [];
  let lowerBound: string | null = null;
  for (const input of game.inputs) {
    const value = taken[input.key];
    if (value === undefined) {
      remaining.push(input.label);
      continue;
    }
    filled.push(`${input.label} ${typeof value === 'number' ? value.toLocaleString('en-US') : value}`);
    if (input.key === played) lowerBound = input.label;
  }
  return { filled, lowerBound, remaining };
}
