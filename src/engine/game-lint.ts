import { DataFileError, EngineError } from './engine-errors';
import { findOverflow, LARGEST_PRICE } from './formula-box';
import type { DataFileCheck } from './data-files';
import { createGameFileCheck } from './game-file-check';
import type { CountInput, GameDefinition, GroupInput } from './game-types';
import { parseDataFile, type GameProblem } from './game-problem';
import { placeOfField } from './json-text';
import { priceOf } from './price';

/**
 * Everything the site asks of its game files, each mistake said once with its file, its field by
 * key and its fix. Pure: the caller hands in the texts and the names the site serves (the CLI, the
 * server start, the tests and the author page share it).
 */

export interface GameSource {
  /** The file name, e.g. "valorant.json". */
  file: string;
  text: string;
}

/** A path or name the site already serves, and who serves it (said in the error). */
export interface ServedName {
  name: string;
  owner: string;
}

export interface LintContext {
  metaSchema: object;
  /** Page paths served by something other than a game (patterns with :params allowed). */
  pages: readonly ServedName[];
  /** First segments of API paths served by something other than a game's config (banners, skins, auth…). */
  apiNames: readonly ServedName[];
  /** A game's About article (content/about/<id>.md), undefined when there is none; omitted: not checked. */
  about?: (id: string) => string | undefined;
  /**
   * The files whose examples and box are priced (the files an author named); absent: every file.
   * The others are still read and checked, for the names they hold.
   */
  focus?: ReadonlySet<string>;
}

/** 'inputs/3/items/1/key' → 'input "skins" item "select" key', from the file's own keys. */
function fieldByKey(data: unknown, path: string): string {
  const parts = path.split('/').filter(Boolean);
  const game = (data ?? {}) as Partial<GameDefinition>;
  const words: string[] = [];
  let i = 0;
  const at = (list: unknown, index: string) =>
    Array.isArray(list) ? (list[Number(index)] as Record<string, unknown> | undefined) : undefined;
  if (parts[0] === 'inputs' && parts[1] !== undefined) {
    const input = at(game.inputs, parts[1]);
    words.push(typeof input?.key === 'string' ? `input "${input.key}"` : `inputs[${parts[1]}]`);
    i = 2;
    if (parts[2] === 'items' && parts[3] !== undefined) {
      const item = at(input?.items, parts[3]);
      words.push(typeof item?.key === 'string' ? `item "${item.key}"` : `items[${parts[3]}]`);
      i = 4;
    }
  } else if (parts[0] === 'examples' && parts[1] !== undefined) {
    words.push(`example ${Number(parts[1]) + 1}`);
    i = 2;
  } else if (parts[0] === 'profileFill' && parts[1] === 'map' && parts[2] !== undefined) {
    const entry = at(game.profileFill?.map, parts[2]);
    words.push(typeof entry?.input === 'string' ? `profileFill entry "${entry.input}"` : `profileFill.map[${parts[2]}]`);
    i = 3;
  }
  const rest = parts.slice(i).join('.');
  return [...words, rest].filter(Boolean).join(' ');
}

// The meta-schema's compiled check, kept per schema text: the author page and the tests check again and again.
const checks = new Map<string, DataFileCheck>();

export function lintGameSources(
  sources: readonly GameSource[],
  context: LintContext,
): { problems: GameProblem[]; games: GameDefinition[] } {
  const schemaText = JSON.stringify(context.metaSchema);
  const check = checks.get(schemaText) ?? createGameFileCheck(context.metaSchema);
  checks.set(schemaText, check);
  const problems: GameProblem[] = [];
  const games: { game: GameDefinition; source: GameSource }[] = [];
  for (const source of [...sources].sort((a, b) => (a.file < b.file ? -1 : 1))) {
    const own = lintOne(source, check, context.focus?.has(source.file) ?? true);
    problems.push(...own.problems);
    if (own.game) games.push({ game: own.game, source });
  }
  problems.push(...acrossFiles(games, context));
  // Last, and only where the name is not already wrong: one mistake, one sentence.
  if (context.about) {
    for (const { game, source } of games) {
      if (problems.some((p) => p.file === source.file && p.path === 'name')) continue;
      const heading = `# About ${game.name} Accounts`;
      const file = `content/about/${game.id}.md`;
      const article = context.about(game.id);
      if (article === undefined)
        problems.push(
          problemAt(source, game, 'id', `has no About article ${file}`, `write it, starting with "${heading}" (300–700 words)`),
        );
      else if (article.split('\n')[0]!.trim() !== heading)
        problems.push(problemAt(source, game, 'name', `does not match the heading of ${file}`, `start the article with "${heading}"`));
    }
  }
  return { problems, games: games.map(({ game }) => game).sort((a, b) => a.order - b.order) };
}

function problemAt(source: GameSource, data: unknown, path: string, message: string, fix: string): GameProblem {
  const place = placeOfField(source.text, path);
  return { file: source.file, field: fieldByKey(data, path), path, place, message, fix };
}

function lintOne(source: GameSource, check: DataFileCheck, deep: boolean): { problems: GameProblem[]; game?: GameDefinition } {
  const parsed = parseDataFile(source.file, source.text);
  if (!parsed.ok) return { problems: [parsed.problem] };
  const data = parsed.data;
  const game = data as GameDefinition;
  try {
    check(source.file, data);
    if (typeof game.id === 'string' && `${game.id}.json` !== source.file)
      throw new DataFileError(
        source.file,
        'id',
        `must equal the file name, not "${game.id}"`,
        'INVALID_DATA_FILE',
        'rename the file or change the id so they match',
      );
  } catch (error) {
    if (!(error instanceof EngineError)) throw error;
    // Each check says its fix where it finds the problem; a check that has none points to the guide.
    const message = error instanceof DataFileError ? error.detail : error.message;
    const fix = error.fix ?? 'see docs/add-a-game.md and the descriptions in schemas/game.schema.json';
    return { problems: [problemAt(source, data, error.field ?? '', message, fix)] };
  }
  const problems = defaultsWithinBounds(source, game);
  if (!deep) return { problems, game };
  const overflow = findOverflow(game);
  // An overflowing formula misprices every example: one sentence is enough.
  if (!overflow) return { problems: [...problems, ...examplesPriced(source, game)], game };
  const result = Number.isFinite(overflow.result) ? `${overflow.result.toExponential(3)} €` : String(overflow.result);
  const when = overflow.keys.map((key) => `${key} is ${JSON.stringify(overflow.inputs[key])}`).join(', ') || 'the form is empty';
  const message = `gives ${result} when ${when} (prices must stay finite and below ${Math.floor(LARGEST_PRICE).toLocaleString('en')} €)`;
  const fix = "lower the constants or the inputs' max bounds so every filled form stays a price";
  problems.push(problemAt(source, game, 'formula', message, fix));
  return { problems, game };
}

/** A count's (or group item's) starting value is empty (0) or a value its input accepts. */
function defaultsWithinBounds(source: GameSource, game: GameDefinition): GameProblem[] {
  const problems: GameProblem[] = [];
  const checkValue = (path: string, value: number | undefined, { key, min, max }: CountInput | GroupInput) => {
    if (value === undefined || value === 0) return;
    const low = Math.max(1, min ?? 1);
    if ((max !== null && value > max) || value < low) {
      const owner = `input "${key}"`;
      const message = `${value} is outside the bounds of ${owner} (${low} to ${max ?? 'no limit'}), so the field would start empty`;
      const fix = `set it to 0 (empty) or a whole number from ${low} to ${max ?? 'any'}, or change the bounds of ${owner}`;
      problems.push(problemAt(source, game, path, message, fix));
    }
  };
  for (const input of game.inputs) {
    if (input.kind === 'count') checkValue(`defaults/${input.key}/value`, (game.defaults[input.key] as { value: number }).value, input);
    if (input.kind === 'group') {
      const items = game.defaults[input.key] as Record<string, { value?: number }>;
      for (const item of input.items) checkValue(`defaults/${input.key}/${item.key}/value`, items[item.key]?.value, input);
    }
  }
  return problems;
}

function examplesPriced(source: GameSource, game: GameDefinition): GameProblem[] {
  return game.examples.flatMap((example, i) => {
    const price = priceOf(game, game.defaults, example.inputs).price;
    if (Math.round(price * 100) === Math.round(example.price * 100)) return [];
    const message = `is ${example.price} but the formula prices these inputs at ${price} under the defaults`;
    const fix = `write ${price} if the formula is right, else correct the formula, the defaults or the example's inputs`;
    return [problemAt(source, game, `examples/${i}/price`, message, fix)];
  });
}

const UNIQUE = ['name', 'route', 'api', 'dashboardKey', 'footerTag', 'order'] as const;

/** What only the set of files can say: names two games share, names a page or the API already holds. */
function acrossFiles(games: readonly { game: GameDefinition; source: GameSource }[], context: LintContext): GameProblem[] {
  const problems: GameProblem[] = [];
  const seen = new Map<string, string>();
  for (const { game, source } of games) {
    for (const field of UNIQUE) {
      const value = String(game[field]);
      const key = `${field}=${typeof game[field] === 'string' ? value.toLowerCase() : value}`;
      const other = seen.get(key);
      if (other) {
        problems.push(problemAt(source, game, field, `"${value}" is already used by ${other}`, `give this game a ${field} of its own`));
      } else seen.set(key, source.file);
    }
    const taken = (field: 'route' | 'api', by: ServedName | undefined, fix: string) => {
      if (by) problems.push(problemAt(source, game, field, `"${game[field]}" is taken by ${by.owner}`, fix));
    };
    const segment = game.route.split('/')[1] ?? '';
    const page = segment ? context.pages.find((p) => p.name.split('/')[1] === segment) : undefined;
    const api = context.apiNames.find((n) => n.name === game.api);
    taken('route', page, `choose a route no page uses, e.g. "/${game.id}-account-value"`);
    taken('api', api, `choose an api no feature uses, e.g. "${game.id}-calculator"`);
  }
  return problems;
}
