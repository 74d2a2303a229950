import { didYouMean } from './did-you-mean';
import { FORMULA_FUNCTIONS } from './formula-sandbox';
import type { GameDefinition } from './game-types';

/**
 * How to mend what the engine's check (game-file-check.ts) refused, from its sentence and field:
 * the checker prints the engine's own words and adds this. Unknown sentences get the guide.
 */

const GUIDE = 'see docs/add-a-game.md and the descriptions in schemas/game.schema.json';

const PATTERNS: Record<string, string> = {
  id: 'write it in kebab-case (lowercase letters and digits, single dashes), the file name without .json',
  api: 'write it in kebab-case (lowercase letters and digits, single dashes), e.g. "rocket-league-calculator"',
  route: 'write "/" and one kebab-case word, e.g. "/rocket-league-account-value"',
  dashboardKey: 'write it in camelCase starting with a lowercase letter, e.g. "rocketLeagueCalculator"',
};

/** The symbols a formula may name in this game: input keys, m.<count or group>, flat.<flag>. */
function formulaSymbols(game: GameDefinition): string[] {
  return game.inputs.flatMap((input) => [
    input.key,
    ...(input.kind === 'count' || input.kind === 'group' ? [`m.${input.key}`] : []),
    ...(input.kind === 'flag' ? [`flat.${input.key}`] : []),
  ]);
}

/** The message, with a "did you mean" where a name was misspelt, and the fix. */
export function explainEngineError(game: GameDefinition | undefined, field: string, detail: string): { message: string; fix: string } {
  const last = field.split('/').at(-1) ?? '';
  const keys = game?.inputs?.map?.((input) => input.key) ?? [];
  let m: RegExpExecArray | null;
  if ((m = /unknown symbol "([^"]+)"/.exec(detail)) && game) {
    return {
      message: detail + didYouMean(m[1]!, formulaSymbols(game)),
      fix: 'name a declared input by its key, m.<count or group key> for a multiplier, or flat.<flag key> for a flag amount',
    };
  }
  if ((m = /function "([^"]+)" is not allowed/.exec(detail)))
    return { message: detail + didYouMean(m[1]!, FORMULA_FUNCTIONS), fix: `call only ${FORMULA_FUNCTIONS.join(', ')}` };
  if (field === 'formula')
    return { message: detail, fix: 'write it with numbers, input keys, + - * /, parentheses and dot(), sum(), min(), max()' };
  if (/is not a declared input/.test(detail))
    return { message: detail + didYouMean(last, keys), fix: 'use the key of one of the inputs, or remove this entry' };
  if (/is not a known field/.test(detail)) return { message: detail, fix: `remove it or correct its spelling (${GUIDE})` };
  if (/is not a setting of this game/.test(detail))
    return { message: detail + didYouMean(last, keys), fix: 'remove it, or declare an input with this key' };
  if ((m = /^must have required property '([^']+)'/.exec(detail))) return { message: detail, fix: `add "${m[1]}" (${GUIDE})` };
  if ((m = /allowed values \(([^)]*)\)/.exec(detail))) return { message: detail, fix: `use one of: ${m[1]}` };
  if (/must match pattern/.test(detail))
    return { message: detail, fix: PATTERNS[last] ?? 'start with a letter, then letters, digits or _ (e.g. "battlePassLevel")' };
  if ((m = /^must be (integer|number|string|boolean|array|object)(,null)?/.exec(detail)))
    return { message: detail, fix: `write ${m[1] === 'integer' ? 'a whole number' : `a ${m[1]}`}${m[2] ? ' or null' : ''}` };
  if ((m = /^must be ([<>]=?) (\S+)/.exec(detail)))
    return { message: detail, fix: m[1]!.startsWith('<') ? `lower it to at most ${m[2]}` : `raise it to at least ${m[2]}` };
  if (/must NOT have (more|fewer)/.test(detail)) return { message: detail, fix: 'shorten or lengthen it to the limit the message names' };
  if (/is a reserved name/.test(detail))
    return {
      message: detail,
      fix: 'rename it: m, flat, dot, sum, min, max, constructor, true, false, in, to, mod, and, or, not… are taken',
    };
  if (/is used twice/.test(detail) && last === 'options')
    return { message: detail, fix: 'choices cannot share an option list: give this choice a list of its own under defaults' };
  if (/is used twice/.test(detail)) return { message: detail, fix: 'give each one a key of its own (market and updatedAt are taken too)' };
  if (/is above max/.test(detail)) return { message: detail, fix: 'make min at most max (or null for no bound)' };
  if ((m = /is not in defaults\.(\w+)/.exec(detail))) {
    const labels = ((game?.defaults?.[m[1]!] as { label?: string }[] | undefined) ?? []).map((o) => String(o.label));
    return { message: detail + didYouMean(/"([^"]+)"/.exec(detail)?.[1] ?? '', labels), fix: `use a label of defaults.${m[1]}` };
  }
  if (/lists ".*" twice/.test(detail)) return { message: detail, fix: 'give each option a label of its own' };
  if (/must equal the file name/.test(detail)) return { message: detail, fix: 'rename the file or change the id so they match' };
  if (/is not a group input/.test(detail))
    return { message: detail + didYouMean(/"([^"]+)"/.exec(detail)?.[1] ?? '', keys), fix: 'name a group input' };
  if (/is not a count or choice input/.test(detail)) return { message: detail, fix: 'fill a count or a choice input' };
  if (/filled twice/.test(detail)) return { message: detail, fix: 'keep one entry per input' };
  if (/labels and otherwise are for choices/.test(detail)) return { message: detail, fix: 'remove labels and otherwise from this entry' };
  return { message: detail, fix: GUIDE };
}
