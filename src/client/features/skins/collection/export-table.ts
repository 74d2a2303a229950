import type { ExportRow } from '../../../../shared/api/skin-collection';

/** The export's columns, one per field, in this order (the CSV header row). */
export const EXPORT_COLUMNS = [
  'Name',
  'Champion',
  'Rarity',
  'Price',
  'Currency',
  'Availability',
  'Release Date',
  'Skinlines',
  'Skin ID',
] as const;

export const SKINLINE_SEPARATOR = '; ';

/** Header and one record per row; unknown facts are empty cells, dates stay ISO (spreadsheets read them as dates). */
export function exportTable(rows: readonly ExportRow[]): string[][] {
  return [
    [...EXPORT_COLUMNS],
    ...rows.map((row) => [
      row.name,
      row.champion,
      row.rarity,
      row.price === null ? '' : String(row.price),
      row.currency ?? '',
      row.availability ?? '',
      row.release_date?.slice(0, 10) ?? '',
      row.skinlines.join(SKINLINE_SEPARATOR),
      String(row.id),
    ]),
  ];
}

/** The JSON export: the same rows with the same names as the CSV's columns. */
export function exportJson(rows: readonly ExportRow[]): string {
  const [header, ...records] = exportTable(rows);
  const objects = records.map((record, i) => ({
    ...Object.fromEntries(header!.map((column, c) => [column, record[c]])),
    Price: rows[i]!.price,
    Skinlines: rows[i]!.skinlines,
    'Skin ID': rows[i]!.id,
  }));
  return `${JSON.stringify(objects, null, 2)}\n`;
}
