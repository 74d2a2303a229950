/**
 * CSV as RFC 4180 writes it: CRLF between records; a field holding a quote, comma, CR or LF is
 * quoted with its quotes doubled. A record of one empty field is written `""` so it is not read
 * back as a blank line. The byte-order mark tells spreadsheet apps the file is UTF-8.
 */
const BOM = '\uFEFF';
const NEEDS_QUOTES = /[",\r\n]/;

const field = (value: string, alone: boolean) =>
  NEEDS_QUOTES.test(value) || (alone && value === '') ? `"${value.replace(/"/g, '""')}"` : value;

export function writeCsv(records: readonly (readonly string[])[]): string {
  return records.map((record) => record.map((value) => field(value, record.length === 1)).join(',')).join('\r\n');
}

/** The file an export downloads: BOM, records, and a final line break as spreadsheet apps write. */
export const csvFile = (records: readonly (readonly string[])[]): string => `${BOM}${writeCsv(records)}\r\n`;

/**
 * Reads CSV (a BOM, CRLF or LF line breaks, quoted fields with doubled quotes); blank lines are
 * skipped. Lenient where RFC 4180 is strict: a quote inside an unquoted field is kept as text.
 */
export function readCsv(text: string): string[][] {
  const source = text.startsWith(BOM) ? text.slice(1) : text;
  const records: string[][] = [];
  let record: string[] = [];
  let value = '';
  let quoted = false;
  let touched = false;
  // A record of one empty field counts when that field was written quoted ("").
  let lastWasQuoted = false;
  const endField = () => {
    record.push(value);
    value = '';
    touched = false;
  };
  const endRecord = () => {
    endField();
    if (record.length > 1 || record[0] !== '' || lastWasQuoted) records.push(record);
    record = [];
  };
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (quoted) {
      if (c !== '"') value += c;
      else if (source[i + 1] === '"') {
        value += '"';
        i++;
      } else quoted = false;
    } else if (c === '"' && !touched) {
      quoted = true;
      touched = true;
      lastWasQuoted = true;
    } else if (c === ',') {
      endField();
      lastWasQuoted = false;
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && source[i + 1] === '\n') i++;
      endRecord();
      lastWasQuoted = false;
    } else {
      value += c;
      touched = true;
    }
  }
  if (value !== '' || touched || record.length > 0) endRecord();
  return records;
}
