import fs from 'node:fs';
import path from 'node:path';
import { DataFileError } from '../engine/engine-errors';
import { createGameFileCheck } from '../engine/game-file-check';
import { createGameRegistry, type GameRegistry } from '../engine/game-registry';
import { createConverterRegistry, type ConverterRegistry } from '../engine/converter-registry';
import { createSchemaCheck } from '../engine/schema-check';
import { parseJsonText } from '../engine/json-text';

function readJson(file: string): unknown {
  const parsed = parseJsonText(fs.readFileSync(file, 'utf8'));
  if (parsed.ok) return parsed.data;
  // Line and column as an editor counts them, and the line itself: a position in characters helps no one.
  const { line, col } = parsed.place;
  throw new DataFileError(`${path.basename(file)}:${line}:${col}`, '', `is not readable JSON: ${parsed.message}\n${parsed.excerpt}`);
}

/** Every `*.json` of the folders, keyed by file name; a name in two folders is refused. */
function readDataFolders(dirs: readonly string[]): Record<string, unknown> {
  const files: Record<string, unknown> = {};
  for (const dir of dirs) {
    for (const name of fs
      .readdirSync(dir)
      .filter((n) => n.endsWith('.json'))
      .sort()) {
      if (files[name] !== undefined) throw new DataFileError(name, 'id', 'appears in more than one folder', 'DUPLICATE_DATA_FILE');
      files[name] = readJson(path.join(dir, name));
    }
  }
  return files;
}

/** The meta-schema of a data folder: schemas/games → schemas/game.schema.json, schemas/converters → converter.schema.json. */
const metaSchemaOf = (dir: string, kind: 'game' | 'converter') => readJson(path.join(dir, '..', `${kind}.schema.json`)) as object;

/**
 * Reads every game file of `dir` (schemas/games, plus `extraDirs` such as a test's fixture game)
 * with the full check: meta-schema, formulas, defaults. A broken file throws DataFileError
 * `<file>: field "<path>" <message>`, so the server refuses to start on it.
 */
export function loadGameRegistry(dir: string, options: { extraDirs?: readonly string[] } = {}): GameRegistry {
  const check = createGameFileCheck(metaSchemaOf(dir, 'game'));
  return createGameRegistry(readDataFolders([dir, ...(options.extraDirs ?? [])]), { check });
}

/** Reads every converter file of `dir` (schemas/converters) the same way, against converter.schema.json. */
export function loadConverterRegistry(dir: string): ConverterRegistry {
  const check = createSchemaCheck(metaSchemaOf(dir, 'converter'));
  return createConverterRegistry(readDataFolders([dir]), { check });
}
