import Papa from 'papaparse';

/**
 * CSV as RFC 4180 writes it: CRLF between records; a field holding a quote, comma, CR or LF is
 * quoted with its quotes doubled (a semicolon or a BOM too, so the reader's delimiter guess and its
 * BOM check never misread our own file). A record of one empty field is written `""` so it is not read
 * back as a blank line. The byte-order mark tells spreadsheet apps the file is UTF-8.
 */
const BOM = '\uFEFF';
const NEEDS_QUOTES = /[",;\r\n\uFEFF]/;

const field = (value: string, alone: boolean) =>
  NEEDS_QUOTES.test(value) || (alone && value === '') ? `"${value.replace(/"/g, '""')}"` : value;

export function writeCsv(records: readonly (readonly string[])[]): string {
  return records.map((record) => record.map((value) => field(value, record.length === 1)).join(',')).join('\r\n');
}

/** The file an export downloads: BOM, records, and a final line break as spreadsheet apps write. */
export const csvFile = (records: readonly (readonly string[])[]): string => `${BOM}${writeCsv(records)}\r\n`;

/**
 * Reads with papaparse, also the semicolons of spreadsheet apps set to a comma-decimal language.
 * Blank lines are skipped; a record of one quoted empty field ("") is kept.
 */
export function readCsv(text: string): string[][] {
  const source = text.startsWith(BOM) ? text.slice(1) : text;
  const records: string[][] = [];
  // A table reads cleanly (no quote out of place) into one width of two columns or more. Commas first, so a
  // table we wrote is read by them; semicolons when only they make a table, as a spreadsheet's file does.
  const table = (delimiter: string) => {
    const { data, errors } = Papa.parse<string[]>(source, { delimiter, skipEmptyLines: true, preview: 10 });
    const widths = new Set(data.map((row) => row.length));
    return errors.length === 0 && widths.size === 1 && !widths.has(1);
  };
  const delimiter = !table(',') && table(';') ? ';' : ',';
  let from = 0;
  Papa.parse<string[]>(source, {
    delimiter,
    step: ({ data, meta }) => {
      const raw = source.slice(from, meta.cursor);
      from = meta.cursor;
      if (data.length > 1 || data[0] !== '' || raw.includes('"')) records.push(data);
    },
  });
  return records;
}
