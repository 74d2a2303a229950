import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createGameFileCheck } from '../../src/engine/game-file-check';
import { createGameRegistry, type GameRegistry } from '../../src/engine/game-registry';

const at = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

export const GAMES_DIR = at('../../schemas/games/');
export const FIXTURE_GAMES_DIR = at('../fixtures/games/');
export const metaSchema = JSON.parse(fs.readFileSync(at('../../schemas/game.schema.json'), 'utf8')) as object;

/** The parsed JSON files of a folder, keyed by file name. */
export function readGameFiles(dir: string): Record<string, unknown> {
  return Object.fromEntries(
    fs
      .readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map((name) => [name, JSON.parse(fs.readFileSync(dir + name, 'utf8')) as unknown]),
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
