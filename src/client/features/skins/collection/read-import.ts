import { COLLECTION_MAX_IDS } from '../../../../shared/api/skin-collection';
import { groupDigits } from '../../../../shared/counts';
import { readPaste, type PasteEntry } from './read-paste';

/** The largest import read: ten times our own export of a full collection, far below what freezes a tab. */
export const IMPORT_MAX_BYTES = 2 * 1024 * 1024;
/** No account owns more skins and chromas than a collection holds. */
export const IMPORT_MAX_ENTRIES = COLLECTION_MAX_IDS;

export type ImportRead = { ok: true; entries: PasteEntry[] } | { ok: false; error: string };

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export const tooLarge = (bytes: number): string =>
  `This is ${megabytes(bytes)}; an import takes at most 2 MB. Export again from this page, or import the list in parts.`;

/** The sentence for a file that is not text (an image, a zip, a spreadsheet's binary format). */
export const NOT_TEXT = 'This file is not text: an import reads a CSV, JSON or plain-text file (.csv, .json or .txt).';

/**
 * A MIME type that is never text: images, sound, video, fonts, archives, PDFs. An empty or generic
 * type (application/octet-stream, which browsers give any unknown extension) decides nothing, nor do
 * office types: Windows reports a .csv as application/vnd.ms-excel. Those are judged by their
 * content instead (`looksBinary`; an .xlsx is a zip and holds NUL bytes).
 */
export function binaryType(type: string): boolean {
  const t = type.toLowerCase();
  return (
    /^(image|audio|video|font)\//.test(t) ||
    /^application\/(zip|x-zip-compressed|gzip|x-gzip|x-7z-compressed|x-rar-compressed|vnd\.rar|x-tar|pdf)/.test(t)
  );
}

/**
 * Text decoded from a binary file: any NUL character (PNG, zip and every office format hold them in
 * their first bytes), or a run of replacement characters where bytes were not UTF-8. A Latin-1 CSV
 * with a few accented names has only a few and is still read.
 */
export function looksBinary(text: string): boolean {
  if (text.includes('\u0000')) return true;
  const head = text.slice(0, 4096);
  const replaced = head.length - head.replaceAll('\uFFFD', '').length;
  return replaced >= 8 && replaced > head.length / 20;
}

const idOf = (value: unknown): string | null =>
  (typeof value === 'number' && Number.isInteger(value) && value > 0) || (typeof value === 'string' && /^\d{1,9}$/.test(value.trim()))
    ? String(value).trim()
    : null;

const textOf = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** One JSON item: an id, a name, or an object of our export (its 'Skin ID', else its 'Name'). */
function jsonEntry(item: unknown): PasteEntry | null {
  if (typeof item !== 'object' || item === null) {
    const key = idOf(item) ?? textOf(item);
    return key ? { entry: key, written: key } : null;
  }
  const record = item as Record<string, unknown>;
  const name = textOf(record['Name']) ?? textOf(record['name']);
  const id = idOf(record['Skin ID']) ?? idOf(record['id']);
  const key = id ?? name;
  return key ? { entry: key, written: name ?? key } : null;
}

/**
 * JSON: our export (a list of objects), a list of ids or names, or the collection as this browser
 * keeps it ({id: rarity}). Null when the text is not JSON at all.
 */
function readJson(text: string): ImportRead | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  const items = Array.isArray(parsed)
    ? parsed
    : typeof parsed === 'object' && parsed !== null && Object.keys(parsed).every((k) => idOf(k) !== null)
      ? Object.keys(parsed)
      : null;
  if (items === null)
    return { ok: false, error: 'This JSON holds no list of skins. Import the JSON or CSV exported from this page, or names and ids.' };
  return { ok: true, entries: items.flatMap((item) => jsonEntry(item) ?? []) };
}

/**
 * What an import asks for, from a paste or a file: our JSON or CSV export, or names and ids one per
 * line. Pure and synchronous, so it runs in the import worker (and in tests) as it is.
 */
export function readImport(text: string): ImportRead {
  const bytes = new TextEncoder().encode(text).length;
  if (bytes > IMPORT_MAX_BYTES) return { ok: false, error: tooLarge(bytes) };
  if (looksBinary(text)) return { ok: false, error: NOT_TEXT };
  const source = text.replace(/^\uFEFF/, '');
  const start = source.trimStart()[0];
  const json = start === '[' || start === '{' ? readJson(source) : null;
  const read: ImportRead = json ?? { ok: true, entries: readPaste(source) };
  if (read.ok && read.entries.length > IMPORT_MAX_ENTRIES)
    return {
      ok: false,
      error: `This holds ${groupDigits(read.entries.length)} entries; an import takes at most ${groupDigits(IMPORT_MAX_ENTRIES)}, more skins and chromas than any account owns.`,
    };
  if (read.ok && read.entries.length === 0) return { ok: false, error: 'Nothing to import: no skin names or ids found.' };
  return read;
}
