import { readCsv } from './csv';

/** One thing to look up, and how the visitor wrote it (shown back word for word when it matches nothing). */
export interface PasteEntry {
  entry: string;
  written: string;
}

const column = (header: readonly string[], name: string) => header.findIndex((h) => h.trim().toLowerCase() === name.toLowerCase());

/**
 * What a paste asks to import: our own CSV export (its header names 'Name' and 'Skin ID'; the id is
 * used, else the name), or names and ids one per line. Commas inside a line are left to the server,
 * which reads them as a list only when the whole line names nothing ('Gragas, Esq.' is one skin).
 */
export function readPaste(text: string): PasteEntry[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const first = lines.find((l) => l.trim() !== '') ?? '';
  const header = readCsv(first)[0] ?? [];
  const [name, id] = [column(header, 'Name'), column(header, 'Skin ID')];
  if (name >= 0 && header.length > 1) {
    return readCsv(text)
      .slice(1)
      .flatMap((record) => {
        const written = record[name]?.trim() ?? '';
        const key = id >= 0 && /^\d{1,9}$/.test(record[id]?.trim() ?? '') ? record[id]!.trim() : written;
        return key ? [{ entry: key, written: written || key }] : [];
      });
  }
  return lines.flatMap((line) => (line.trim() ? [{ entry: line.trim(), written: line.trim() }] : []));
}
