import { parseJsonText, type TextPlace } from './json-text';

/**
 * The one shape of a problem in a data file, from the check that finds it to every place that
 * shows it: `npm run check:game`, the server start, the dev overlay and /dashboard/games.
 */
export interface GameProblem {
  file: string;
  /** Where, by key: 'input "agent" max', 'defaults.level.value', 'example 2 price'. */
  field: string;
  /** The field as a path ("inputs/1/max"), '' for the whole file. */
  path: string;
  place?: TextPlace;
  /** The offending lines with a caret, when the text itself is at fault. */
  excerpt?: string;
  message: string;
  fix: string;
}

/** One sentence: `valorant.json:35:14: input "agent" max: must be integer. Fix: write a whole number.` */
export function formatProblem(p: GameProblem): string {
  const at = p.place ? `${p.file}:${p.place.line}:${p.place.col}` : p.file;
  const stop = /[.?!]$/.test(p.message) ? '' : '.';
  return `${at}: ${p.field ? `${p.field}: ` : ''}${p.message}${stop} Fix: ${p.fix}.`;
}

/** A data file's JSON, or the problem that says where its text breaks. */
export function parseDataFile(file: string, text: string): { ok: true; data: unknown } | { ok: false; problem: GameProblem } {
  const parsed = parseJsonText(text);
  if (parsed.ok) return parsed;
  const { place, excerpt } = parsed;
  // The excerpt's last line is the caret; the one above it is where the JSON broke.
  const message = `is not valid JSON: ${parsed.message} at "${excerpt.split('\n').at(-2)!.trim()}"`;
  const fix = 'correct the JSON there (a missing comma or quote, or one too many, is the usual cause)';
  return { ok: false, problem: { file, field: '', path: '', place, excerpt, message, fix } };
}
