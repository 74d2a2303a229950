import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGameRegistry, type GameRegistry } from '../../engine/game-registry';
import type { GameDefinition } from '../../engine/game-types';
import { lintGameSources, type GameSource } from '../../engine/game-lint';
import { formatProblem, type GameProblem } from '../../engine/game-problem';
import { servedApiNames, servedPages } from '../../shared/served-names';
import { SKIN_IMAGE_BASE } from '../../shared/skin-images';
import { OPENAPI_PATH } from '../http/openapi';
import { METRICS_PATH } from '../operations/metrics-route';
import { loadConverterRegistry } from '../data-files';
import { CONTRACTS } from '../http/endpoints';

export interface GameCheckOptions {
  /** The repository root (schemas/, content/, src/shared/api). */
  root: string;
  /** Files to check, in place of the folder's file of the same name (or beside them); others are read from schemas/games. */
  files?: readonly string[];
  /** Folder of the game files; schemas/games by default (tests pass a temporary copy). */
  gamesDir?: string;
  /** Folder of the About articles; content/about by default. */
  aboutDir?: string;
}

export interface GameCheck {
  problems: GameProblem[];
  /** Every file's game that passed the engine's own check (its form can be drawn), by file name. */
  games: ReadonlyMap<string, GameDefinition>;
  /** The registry, when there is no problem. */
  registry: GameRegistry | null;
  checked: number;
}

const readSources = (dir: string): GameSource[] =>
  fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((file) => ({ file, text: fs.readFileSync(path.join(dir, file), 'utf8') }));

/**
 * The full check of the game files against the rest of the site, as `npm run check:game`, the server
 * start and the tests run it; a named file replaces the folder's copy.
 */
export async function checkGames(options: GameCheckOptions): Promise<GameCheck> {
  const { root } = options;
  const gamesDir = options.gamesDir ?? path.join(root, 'schemas', 'games');
  const named = (options.files ?? []).map((file) => ({ file: path.basename(file), text: fs.readFileSync(file, 'utf8') }));
  const byName = new Map(readSources(gamesDir).map((source) => [source.file, source]));
  for (const source of named) byName.set(source.file, source);
  const metaSchema = JSON.parse(fs.readFileSync(path.join(gamesDir, '..', 'game.schema.json'), 'utf8')) as object;
  const converters = loadConverterRegistry(path.join(gamesDir, '..', 'converters')).converters;
  const aboutDir = options.aboutDir ?? path.join(root, 'content', 'about');
  const wanted = new Set(named.map((source) => source.file));
  const { problems, games } = lintGameSources([...byName.values()], {
    metaSchema,
    focus: wanted.size ? wanted : undefined,
    apiNames: servedApiNames(CONTRACTS),
    pages: servedPages(converters, [
      { name: OPENAPI_PATH, owner: 'the API' },
      { name: METRICS_PATH, owner: 'the metrics' },
      { name: SKIN_IMAGE_BASE, owner: 'the skin images and the built assets' },
    ]),
    about: (id) => {
      const file = path.join(aboutDir, `${id}.md`);
      return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
    },
  });
  const shown = wanted.size ? problems.filter((problem) => wanted.has(problem.file)) : problems;
  const registry = problems.length ? null : createGameRegistry(Object.fromEntries(games.map((game) => [`${game.id}.json`, game])));
  const byFile = new Map(games.map((game) => [`${game.id}.json`, game]));
  return { problems: shown, games: byFile, registry, checked: wanted.size || byName.size };
}

/** The repository root, from src/server/game-files (tsx, tests) or from the bundled dist/server. */
export function siteRoot(): string {
  const candidates = ['../../../', '../../'].map((up) => fileURLToPath(new URL(up, import.meta.url)));
  return candidates.find((dir) => fs.existsSync(path.join(dir, 'schemas', 'games'))) ?? candidates[0]!;
}

/** The problems as the terminal shows them: one sentence each, the offending line under a JSON error. */
export function describeProblems(problems: readonly GameProblem[]): string {
  return problems.map((p) => formatProblem(p) + (p.excerpt ? `\n${p.excerpt.replace(/^/gm, '    ')}` : '')).join('\n');
}
