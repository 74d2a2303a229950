import { SqliteAdapter, sql } from 'kysely';
import type { Db } from '../../../src/server/db/database';

export type TableDump = Record<string, string[]>;

/** Every table of the database (found, not listed: a new migration's tables are included by themselves). */
export async function tableNames(db: Db): Promise<string[]> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const rows = sqlite
    ? await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db)
    : await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema()`.execute(
        db,
      );
  return rows.rows.map((r) => r.name).sort();
}

/**
 * Every row of every table, serialised and sorted, to compare before and after a request.
 * `ignore` names columns that legitimately move under a read (a session's sliding last-seen time).
 */
export async function dumpTables(db: Db, ignore: Record<string, string[]> = {}): Promise<TableDump> {
  const dump: TableDump = {};
  for (const table of await tableNames(db)) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
    const skip = new Set(ignore[table] ?? []);
    dump[table] = rows
      .map((row) =>
        JSON.stringify(Object.fromEntries(Object.entries(row).filter(([k]) => !skip.has(k))), (_k, v: unknown) =>
          typeof v === 'bigint' ? String(v) : v,
        ),
      )
      .sort();
  }
  return dump;
}

/** The tables whose rows differ between two dumps. */
export const changedTables = (before: TableDump, after: TableDump): string[] =>
  [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((t) => JSON.stringify(before[t]) !== JSON.stringify(after[t]));
