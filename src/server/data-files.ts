import fs from 'node:fs';
import path from 'node:path';
import { DataFileError } from '../engine/engine-errors';
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

const readDataFolder = (dir: string): Record<string, unknown> =>
  Object.fromEntries(
    fs
      .readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map((name) => [name, readJson(path.join(dir, name))]),
  );

/**
 * Checked against converter.schema.json beside `dir`. A broken file throws DataFileError naming it, so
 * the server refuses to start on it. (Game files are read by game-files/check-games.ts.)
 */
export function loadConverterRegistry(dir: string): ConverterRegistry {
  const check = createSchemaCheck(readJson(path.join(dir, '..', 'converter.schema.json')) as object);
  return createConverterRegistry(readDataFolder(dir), { check });
}
