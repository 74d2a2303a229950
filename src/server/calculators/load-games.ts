import fs from 'node:fs';
import path from 'node:path';
import { GameFileError } from '../../engine/engine-errors';
import { createGameFileCheck } from '../../engine/game-file-check';
import { createGameRegistry, type GameRegistry } from '../../engine/game-registry';

export interface LoadGamesOptions {
  /** More folders of game files (a test's fixture game). */
  extraDirs?: readonly string[];
  /** The meta-schema; default: game.schema.json next to `dir`'s parent (schemas/). */
  metaSchemaPath?: string;
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new GameFileError(path.basename(file), '', `is not readable JSON: ${(error as Error).message}`);
  }
}

/**
 * Reads every `*.json` of `dir` (schemas/games) and builds the registry with the full check:
 * meta-schema, formulas, defaults. Throws GameFileError naming the file and the field, so the
 * server refuses to start on a broken game file.
 */
export function loadGameRegistry(dir: string, options: LoadGamesOptions = {}): GameRegistry {
  const metaSchema = readJson(options.metaSchemaPath ?? path.join(dir, '..', 'game.schema.json')) as object;
  const files: Record<string, unknown> = {};
  for (const folder of [dir, ...(options.extraDirs ?? [])]) {
    for (const name of fs
      .readdirSync(folder)
      .filter((n) => n.endsWith('.json'))
      .sort()) {
      if (files[name] !== undefined) throw new GameFileError(name, 'id', `appears in more than one folder`, 'DUPLICATE_GAME');
      files[name] = readJson(path.join(folder, name));
    }
  }
  return createGameRegistry(files, { check: createGameFileCheck(metaSchema) });
}
