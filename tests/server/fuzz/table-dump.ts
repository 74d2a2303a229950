import { SqliteAdapter, sql } from 'kysely';
import type { Db } from '../../../src/server/db/database';

/** One string per table that changes whenever any row of that table does. */
type TableDump = Record<string, string>;

/** Columns that legitimately move under a read (a session's sliding last-seen time), by table. */
export type IgnoredColumns = Record<string, string[]>;

const isSqlite = (db: Db) => db.getExecutor().adapter instanceof SqliteAdapter;

/** Every table of the database (found, not listed: a new migration's tables are included by themselves). */
async function tableNames(db: Db): Promise<string[]> {
  const rows = isSqlite(db)
    ? await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db)
    : await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema()`.execute(
        db,
      );
  return rows.rows.map((r) => r.name).sort();
}

/** SQLite: every row of every table, serialised and sorted. */
async function dumpRows(db: Db, ignore: IgnoredColumns): Promise<TableDump> {
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
      .sort()
      .join('\n');
  }
  return dump;
}

/**
 * PostgreSQL: each table's row count and the sum of its rows' hashes, computed by the server in one
 * query, so the rows never cross the wire. Order-free, and any change to any row moves it.
 */
async function fingerprintRows(db: Db, ignore: IgnoredColumns): Promise<TableDump> {
  const parts = (await tableNames(db)).map((table) => {
    const skip = sql.val(ignore[table] ?? []);
    return sql`select ${table}::text as name, count(*)::text || ':' || coalesce(sum(hashtext((to_jsonb(r) - ${skip}::text[])::text)::bigint), 0)::text as print from ${sql.table(table)} r`;
  });
  const { rows } = await sql<{ name: string; print: string }>`${sql.join(parts, sql` union all `)}`.execute(db);
  return Object.fromEntries(rows.map((r) => [r.name, r.print]));
}

const changedBetween = (before: TableDump, after: TableDump): string[] =>
  [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((t) => before[t] !== after[t]);

/**
 * A number that moves whenever a row may have been written. SQLite: the connection's change counter
 * (`total_changes()`, rows written by triggers included; the app shares the test's one connection).
 * PostgreSQL: the next transaction id, which only a writing transaction takes; it is cluster-wide, so
 * other test files move it too, which costs a needless read, never a missed write.
 */
async function writeCounter(db: Db): Promise<string> {
  const query = isSqlite(db)
    ? sql<{ n: string }>`select cast(total_changes() as text) as n`
    : sql<{ n: string }>`select pg_snapshot_xmax(pg_current_snapshot())::text as n`;
  return (await query.execute(db)).rows[0]!.n;
}

/**
 * Watches every table across one request: `mark()` before it, `changed()` after it names the tables
 * whose rows differ. The rows are read only when the write counter moved, so a refused request,
 * which writes nothing, costs two tiny queries.
 */
export function watchTables(db: Db, ignore: IgnoredColumns = {}) {
  const read = () => (isSqlite(db) ? dumpRows(db, ignore) : fingerprintRows(db, ignore));
  let baseline: TableDump | null = null;
  let baselineWrites = '';
  return {
    mark: async () => {
      const now = await writeCounter(db);
      if (baseline && now === baselineWrites) return;
      baseline = await read();
      baselineWrites = now;
    },
    changed: async () => {
      if ((await writeCounter(db)) === baselineWrites) return [];
      return changedBetween(baseline!, await read());
    },
  };
}
