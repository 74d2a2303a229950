import { GAME_NAME_LENGTH, GAME_NAME_PATTERN, LOOKUP_MESSAGES, TAG_LINE_LENGTH, TAG_LINE_PATTERN } from '../../shared/api/wasted-time';

/**
 * A typed "Name#Tag", read as the server will: shared by the time-wasted lookup and the
 * calculator's fill from a Riot ID, which never import each other.
 */

/** Splits "Name#Tag" at the last '#'; null when there is no '#' (the spec's 'Invalid Riot Id'). */
export function splitRiotId(input: string): { gameName: string; tagLine: string } | null {
  const at = input.lastIndexOf('#');
  if (at < 0) return null;
  return { gameName: input.slice(0, at).trim(), tagLine: input.slice(at + 1).trim() };
}

const nameRule = new RegExp(GAME_NAME_PATTERN, 'u');
const tagRule = new RegExp(TAG_LINE_PATTERN, 'u');
const length = (s: string) => [...s].length;

/** Why the input is refused (the server's rules, said before sending), or null. */
export function riotIdProblem(input: string): string | null {
  const parts = splitRiotId(input);
  if (!input.trim() || !parts) return LOOKUP_MESSAGES.invalidRiotId;
  const n = length(parts.gameName);
  if (n < GAME_NAME_LENGTH.min || n > GAME_NAME_LENGTH.max || !nameRule.test(parts.gameName)) return LOOKUP_MESSAGES.gameName;
  const t = length(parts.tagLine);
  if (t < TAG_LINE_LENGTH.min || t > TAG_LINE_LENGTH.max || !tagRule.test(parts.tagLine)) return LOOKUP_MESSAGES.tagLine;
  return null;
}
