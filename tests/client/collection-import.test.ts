import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { csvFile } from '../../src/client/features/skins/collection/csv';
import { exportJson, exportTable } from '../../src/client/features/skins/collection/export-table';
import {
  binaryType,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ENTRIES,
  looksBinary,
  NOT_TEXT,
  readImport,
} from '../../src/client/features/skins/collection/read-import';
import { groupUnmatched } from '../../src/client/features/skins/collection/unmatched-groups';
import type { ExportRow } from '../../src/shared/api/skin-collection';

/** Names with what CSV and JSON have to escape, often. */
const text = fc.oneof(
  fc.string({ maxLength: 16 }),
  fc.string({ unit: fc.constantFrom('"', ',', '\r', '\n', '\\', '{', '[', ' ', 'é', '\uFEFF'), maxLength: 8 }),
  fc.constantFrom('Gragas, Esq.', 'The "Boss" Skin', '[Prestige] Annie', '{x}', ''),
);
const exportRow: fc.Arbitrary<ExportRow> = fc.record({
  name: text,
  champion: text,
  rarity: fc.constantFrom('', 'Epic', 'Legendary', 'Chroma'),
  price: fc.option(fc.nat({ max: 100_000 })),
  currency: fc.option(fc.constantFrom('RP', 'Mythic Essence')),
  availability: fc.option(fc.constantFrom('Available', 'Legacy', 'Limited')),
  release_date: fc.option(fc.constant('2020-03-12')),
  skinlines: fc.array(text, { maxLength: 3 }),
  id: fc.integer({ min: 1, max: 999_999_999 }),
});
/** A random collection as the export writes it: distinct ids, any names. */
const collection = fc.uniqueArray(exportRow, { selector: (r) => r.id, minLength: 1, maxLength: 60 });

const idsOf = (read: ReturnType<typeof readImport>) => (read.ok ? read.entries.map((e) => e.entry) : read.error);

describe('importing our own exports back', () => {
  it('reads every id of the JSON export, in order, whatever the names hold', () => {
    fc.assert(
      fc.property(collection, (rows) => {
        expect(idsOf(readImport(exportJson(rows)))).toEqual(rows.map((r) => String(r.id)));
      }),
    );
  });

  it('reads every id of the CSV export, in order, whatever the names hold', () => {
    fc.assert(
      fc.property(collection, (rows) => {
        expect(idsOf(readImport(csvFile(exportTable(rows))))).toEqual(rows.map((r) => String(r.id)));
      }),
    );
  });

  it('reports an unmatched JSON entry by its name, as the visitor wrote it', () => {
    const read = readImport(exportJson([{ ...fc.sample(exportRow, 1)[0]!, name: 'Goth Annie', id: 1001 }]));
    expect(read).toEqual({ ok: true, entries: [{ entry: '1001', written: 'Goth Annie' }] });
  });

  it('takes a JSON list of ids or names, and the collection as the browser keeps it', () => {
    expect(idsOf(readImport('[1001, "Goth Annie", 79004]'))).toEqual(['1001', 'Goth Annie', '79004']);
    expect(idsOf(readImport('{"1001":"Epic","79004":"Chroma"}'))).toEqual(['1001', '79004']);
  });

  it('refuses JSON that holds no list, and an empty import, with a sentence', () => {
    expect(readImport('{"skins": 3}')).toEqual({
      ok: false,
      error: 'This JSON holds no list of skins. Import the JSON or CSV exported from this page, or names and ids.',
    });
    expect(readImport('\n\n')).toEqual({ ok: false, error: 'Nothing to import: no skin names or ids found.' });
  });

  it('still reads names one per line, a line that only starts like JSON included', () => {
    expect(idsOf(readImport('[Prestige] Annie\nGoth Annie'))).toEqual(['[Prestige] Annie', 'Goth Annie']);
  });
});

describe('a file that is not text', () => {
  it('is refused with one sentence naming the kinds an import reads, not a complaint about line lengths', () => {
    // A PNG decoded as UTF-8: its signature, then the NUL bytes of its first chunk's length.
    const png = new TextDecoder().decode(
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, ...Array(300).fill(0xff)]),
    );
    expect(readImport(png)).toEqual({ ok: false, error: NOT_TEXT });
    expect(NOT_TEXT).toBe('This file is not text: an import reads a CSV, JSON or plain-text file (.csv, .json or .txt).');
    // Bytes that are not UTF-8 throughout, without a NUL.
    expect(looksBinary('\uFFFD'.repeat(40) + 'ab')).toBe(true);
  });

  it('still reads text with a few undecodable accents (a Latin-1 export)', () => {
    const latin1 = `Name\n${'Pok\uFFFDmon Ahri\n'.repeat(3)}${'Lux\n'.repeat(200)}`;
    expect(looksBinary(latin1)).toBe(false);
    expect(readImport('Ahri\nLux').ok).toBe(true);
  });

  it('is known by its type when it has one: images, archives, PDFs; not text, an unknown type, or the type Windows gives a CSV', () => {
    for (const type of ['image/png', 'image/jpeg', 'application/zip', 'application/x-zip-compressed', 'application/pdf', 'video/mp4'])
      expect(binaryType(type), type).toBe(true);
    for (const type of ['text/csv', 'application/json', 'text/plain', '', 'application/octet-stream', 'application/vnd.ms-excel'])
      expect(binaryType(type), type).toBe(false);
  });
});

describe('the import caps', () => {
  it('refuses more than 2 MB, counted in bytes, naming the size', () => {
    expect(readImport('a\n'.repeat(IMPORT_MAX_BYTES / 2 + 1))).toEqual({
      ok: false,
      error: 'This is 2.0 MB; an import takes at most 2 MB. Export again from this page, or import the list in parts.',
    });
    // 'é' is two bytes in UTF-8: under the cap in characters, over it in bytes.
    const accented = readImport('é'.repeat(IMPORT_MAX_BYTES / 2 + 10));
    expect(accented.ok).toBe(false);
  });

  it('refuses more entries than any account owns, and takes exactly that many', () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => String(i + 1)).join('\n');
    expect(readImport(ids(IMPORT_MAX_ENTRIES + 1))).toEqual({
      ok: false,
      error: 'This holds 5,001 entries; an import takes at most 5,000, more skins and chromas than any account owns.',
    });
    expect(idsOf(readImport(ids(IMPORT_MAX_ENTRIES)))).toHaveLength(IMPORT_MAX_ENTRIES);
  });
});

describe('the report of unmatched entries', () => {
  it('groups names and ids, folds repeats and lists only the first few', () => {
    const unmatched = [
      'Annie the Unknown',
      '123',
      'annie?',
      'Annie the Unknown',
      ...Array.from({ length: 8 }, (_, i) => `typo ${i}`),
      '456',
    ];
    expect(groupUnmatched(unmatched)).toEqual([
      {
        kind: 'names',
        total: 11,
        shown: [
          { text: 'Annie the Unknown', times: 2 },
          { text: 'annie?', times: 1 },
          { text: 'typo 0', times: 1 },
          { text: 'typo 1', times: 1 },
          { text: 'typo 2', times: 1 },
        ],
        more: 5,
      },
      {
        kind: 'ids',
        total: 2,
        shown: [
          { text: '123', times: 1 },
          { text: '456', times: 1 },
        ],
        more: 0,
      },
    ]);
  });

  it('accounts for every unmatched entry: listed repeats plus the rest', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.string({ minLength: 1, maxLength: 4 }), fc.nat({ max: 30 }).map(String))), (unmatched) => {
        const groups = groupUnmatched(unmatched);
        expect(groups.reduce((n, g) => n + g.total, 0)).toBe(unmatched.length);
        for (const g of groups)
          expect(g.shown.length + g.more).toBe(new Set(unmatched.filter((u) => /^\d+$/.test(u) === (g.kind === 'ids'))).size);
      }),
    );
  });
});
