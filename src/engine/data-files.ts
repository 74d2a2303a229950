import { DataFileError } from './engine-errors';

/**
 * What games and converters share: one way to read a folder of data files, one error format.
 * No ajv here, so the browser's registries stay small; the schema check is in schema-check.ts.
 */

/** A check of one data file (game or converter) before it is taken; throws DataFileError. */
export type DataFileCheck = (fileName: string, data: unknown) => void;

interface Entry {
  id: string;
  order: number;
}

export interface CollectOptions<T> {
  /** Run on every file before it is taken (the server's and the tests' full check); the browser passes none. */
  check?: DataFileCheck;
  unique: readonly (keyof T & string)[];
}

const fileNameOf = (path: string) => path.split(/[\\/]/).pop() ?? path;

/**
 * The entries of a folder of data files keyed by path or file name (as import.meta.glob or a
 * directory read gives them), sorted by `order`. Checks each file, that its id equals its file
 * name and that no two files share a `unique` field; throws DataFileError naming file and field.
 */
export function collectDataFiles<T extends Entry>(files: Record<string, unknown>, options: CollectOptions<T>): T[] {
  const entries: T[] = [];
  const seen = new Map<string, string>();
  // Code-unit order, not localeCompare: the same on every machine, and no collator to build in the browser at start.
  for (const [path, data] of Object.entries(files).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const file = fileNameOf(path);
    options.check?.(file, data);
    // import.meta.glob without `import: 'default'` hands over the module; take its default.
    const entry = (
      typeof data === 'object' && data !== null && 'default' in data && !('id' in data) ? (data as { default: unknown }).default : data
    ) as T;
    if (typeof entry !== 'object' || entry === null || typeof entry.id !== 'string') throw new DataFileError(file, 'id', 'is missing');
    if (`${entry.id}.json` !== file)
      throw new DataFileError(file, 'id', `must equal the file name ("${file.replace(/\.json$/, '')}"), not "${entry.id}"`);
    for (const field of options.unique) {
      const value = `${field}=${String(entry[field])}`;
      const other = seen.get(value);
      if (other) throw new DataFileError(file, field, `"${String(entry[field])}" is already used by ${other}`, 'DUPLICATE_DATA_FILE');
      seen.set(value, file);
    }
    entries.push(entry);
  }
  return entries.sort((a, b) => a.order - b.order);
}
