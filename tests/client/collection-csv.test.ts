import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { csvFile, readCsv, writeCsv } from '../../src/client/features/skins/collection/csv';
import { EXPORT_COLUMNS, exportJson, exportTable } from '../../src/client/features/skins/collection/export-table';
import { readPaste } from '../../src/client/features/skins/collection/read-paste';
import type { ExportRow } from '../../src/shared/api/skin-collection';

/** Text with the characters CSV has to quote, often. */
const cell = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.string({ unit: fc.constantFrom('"', ',', '\r', '\n', 'a', ' ', 'é', '\uFEFF'), maxLength: 8 }),
  fc.constantFrom('Gragas, Esq.', 'The "Boss" Skin', 'Two\nlines', 'K/DA ALL OUT', ''),
);
const records = fc.array(fc.array(cell, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 8 });

const row = (over: Partial<ExportRow> = {}): ExportRow => ({
  name: 'Goth Annie',
  champion: 'Annie',
  rarity: '',
  price: 520,
  currency: 'RP',
  availability: 'Legacy',
  release_date: '2009-10-27',
  skinlines: ['Goth'],
  id: 1001,
  ...over,
});

describe('the CSV writer (RFC 4180)', () => {
  // Under a header as our export writes one (no semicolon): without it, rows of unequal length whose quoted
  // semicolons happen to line up could pass for a semicolon table, as no delimiter guess can tell.
  it('reads back exactly what it wrote under a header, whatever quotes, commas and line breaks the fields hold', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('Name', 'Skin ID', 'x'), { minLength: 1, maxLength: 3 }), records, (header, rs) => {
        expect(readCsv(csvFile([header, ...rs]))).toEqual([header, ...rs]);
      }),
      { numRuns: 3000 },
    );
  });

  it('quotes a field only when it must, doubling its quotes, and ends records with CRLF', () => {
    expect(writeCsv([['Gragas, Esq.', 'The "Boss" Skin', 'Two\nlines', 'plain']])).toBe(
      '"Gragas, Esq.","The ""Boss"" Skin","Two\nlines",plain',
    );
    expect(writeCsv([['a'], ['b']])).toBe('a\r\nb');
    expect(writeCsv([['']])).toBe('""');
    fc.assert(
      fc.property(records, (rs) => {
        for (const value of rs.flat()) {
          if (!/[",;\r\n\uFEFF]/.test(value) && value !== '') expect(writeCsv([[value, 'x']])).toBe(`${value},x`);
        }
      }),
    );
  });

  it('starts the file with a UTF-8 byte-order mark for spreadsheet apps', () => {
    expect(csvFile([['Name']]).charCodeAt(0)).toBe(0xfeff);
    expect([...new TextEncoder().encode(csvFile([['é']])).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });
});

describe('the CSV reader', () => {
  it('reads what a spreadsheet app set to a comma-decimal language saves: BOM, semicolons, quoted commas and semicolons, CRLF', () => {
    const excel = '\uFEFFName;Champion;Price\r\n"Gragas, Esq.";Gragas;750\r\n"Pool Party; Prestige";"Say ""hi""";1,5\r\n\r\n';
    expect(readCsv(excel)).toEqual([
      ['Name', 'Champion', 'Price'],
      ['Gragas, Esq.', 'Gragas', '750'],
      ['Pool Party; Prestige', 'Say "hi"', '1,5'],
    ]);
    expect(readPaste(excel)).toEqual([
      { entry: 'Gragas, Esq.', written: 'Gragas, Esq.' },
      { entry: 'Pool Party; Prestige', written: 'Pool Party; Prestige' },
    ]);
  });

  it('reads the same table separated by commas or semicolons, with CRLF or LF', () => {
    const word = fc.stringMatching(/^[a-zé ]{1,6}$/);
    fc.assert(
      fc.property(fc.array(fc.array(word, { minLength: 3, maxLength: 3 }), { minLength: 2, maxLength: 5 }), (rs) => {
        for (const [delimiter, newline] of [
          [',', '\n'],
          [';', '\r\n'],
          [';', '\n'],
        ] as const) {
          expect(readCsv(rs.map((r) => r.join(delimiter)).join(newline) + newline)).toEqual(rs);
        }
      }),
    );
  });
});

describe('the export table', () => {
  it('has a header and one record per row, a column per field', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ name: cell, skinlines: fc.array(cell, { maxLength: 3 }), price: fc.option(fc.nat()) })), (parts) => {
        const table = exportTable(parts.map((p) => row(p)));
        expect(table[0]).toEqual([...EXPORT_COLUMNS]);
        expect(table).toHaveLength(parts.length + 1);
        const back = readCsv(csvFile(table));
        expect(back).toEqual(table);
        for (const record of back) expect(record).toHaveLength(EXPORT_COLUMNS.length);
      }),
    );
  });

  it('writes unknown facts as empty cells and skinlines in one cell', () => {
    const [, record] = exportTable([row({ price: null, currency: null, availability: null, release_date: null, skinlines: ['A', 'B'] })]);
    expect(record).toEqual(['Goth Annie', 'Annie', '', '', '', '', '', 'A; B', '1001']);
  });

  it('exports the same rows as JSON, under the same names', () => {
    expect(JSON.parse(exportJson([row()]))).toEqual([
      {
        Name: 'Goth Annie',
        Champion: 'Annie',
        Rarity: '',
        Price: 520,
        Currency: 'RP',
        Availability: 'Legacy',
        'Release Date': '2009-10-27',
        Skinlines: ['Goth'],
        'Skin ID': 1001,
      },
    ]);
  });
});

describe('reading a paste', () => {
  it('takes names one per line, skipping blank lines', () => {
    expect(readPaste('Goth Annie\r\n\n  la ilusión nidalee  \n')).toEqual([
      { entry: 'Goth Annie', written: 'Goth Annie' },
      { entry: 'la ilusión nidalee', written: 'la ilusión nidalee' },
    ]);
  });

  it('takes our own CSV back by its ids, naming each row by its name', () => {
    const file = csvFile(exportTable([row(), row({ name: 'Gragas, Esq.', champion: 'Gragas', id: 79004 })]));
    expect(readPaste(file)).toEqual([
      { entry: '1001', written: 'Goth Annie' },
      { entry: '79004', written: 'Gragas, Esq.' },
    ]);
  });

  it('takes a CSV without ids by its names', () => {
    expect(readPaste('Name,Champion\n"Gragas, Esq.",Gragas\nGoth Annie,Annie')).toEqual([
      { entry: 'Gragas, Esq.', written: 'Gragas, Esq.' },
      { entry: 'Goth Annie', written: 'Goth Annie' },
    ]);
  });
});
