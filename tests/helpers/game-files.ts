import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createGameFileCheck } from '../../src/engine/game-file-check';
import { createGameRegistry, type GameRegistry } from '../../src/engine/game-registry';
import { parseJsonText } from '../../src/engine/json-text';

const at = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

export const GAMES_DIR = at('../../schemas/games/');
export const FIXTURE_GAMES_DIR = at('../fixtures/games/');
export const metaSchema = JSON.parse(fs.readFileSync(at('../../schemas/game.schema.json'), 'utf8')) as object;

/** A file's JSON, or an error naming file, line and column (JSON.parse names only a character position). */
function parseOrSay(name: string, text: string): unknown {
  const parsed = parseJsonText(text);
  if (parsed.ok) return parsed.data;
  throw new Error(
    `${name}:${parsed.place.line}:${parsed.place.col}: is not valid JSON: ${parsed.message} (npm run check:game says more)\n${parsed.excerpt}`,
  );
}

/** The parsed JSON files of a folder, keyed by file name. */
export function readGameFiles(dir: string): Record<string, unknown> {
  return Object.fromEntries(
    fs
      .readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map((name) => [name, parseOrSay(name, fs.readFileSync(dir + name, 'utf8'))]),
  );
}

/** A fresh deep copy of one real game file, to break in a test. */
export const copyOf = (file: string): Record<string, unknown> => structuredClone(readGameFiles(GAMES_DIR)[file]) as Record<string, unknown>;

export const check = createGameFileCheck(metaSchema);

/** The real games (every file of schemas/games), fully checked. */
export const realRegistry: GameRegistry = createGameRegistry(readGameFiles(GAMES_DIR), { check });

/** The real games plus the fixture game, fully checked. */
export const registryWithFixture: GameRegistry = createGameRegistry(
  { ...readGameFiles(GAMES_DIR), ...readGameFiles(FIXTURE_GAMES_DIR) },
  { check },
);
