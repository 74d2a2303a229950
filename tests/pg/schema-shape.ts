import { sql } from 'kysely';
import type { Db } from '../../src/server/db/database';

/** A table as both databases can describe it: portable column types, keys, indexes and references. */
export interface TableShape {
  columns: string[]; // "name type [not null]"
  primaryKey: string[];
  indexes: string[]; // "[unique] (a, b)", primary keys excluded, names ignored (they differ by engine)
  references: string[]; // "col -> table.col on delete <action>"
}

// The portable types of migrations/portable.ts; anything else shows up as itself and fails the comparison.
const PG_TYPES: Record<string, string> = {
  text: 'text',
  'character varying': 'text',
  integer: 'integer',
  bigint: 'integer',
  smallint: 'integer',
  real: 'real',
  'double precision': 'real',
  bytea: 'blob',
};

// SQLite's own affinity rules (a declared varchar(255) is stored as text).
function sqliteAffinity(declared: string): string {
  const t = declared.toLowerCase();
  if (t.includes('int')) return 'integer';
  if (/char|clob|text/.test(t)) return 'text';
  if (/real|floa|doub/.test(t)) return 'real';
  return t;
}

const column = (name: string, type: string, notNull: boolean) => `${name} ${type}${notNull ? ' not null' : ''}`;

export async function sqliteShape(db: Db): Promise<Record<string, TableShape>> {
  const tables = await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db);
  const shape: Record<string, TableShape> = {};
  for (const { name } of tables.rows) {
    const cols = await sql<{ name: string; type: string; notnull: number; pk: number }>`select * from pragma_table_info(${name})`.execute(
      db,
    );
    const primaryKey = cols.rows.filter((c) => c.pk > 0).sort((a, b) => a.pk - b.pk);
    const indexes: string[] = [];
    const list = await sql<{ name: string; unique: number; origin: string }>`select * from pragma_index_list(${name})`.execute(db);
    for (const index of list.rows.filter((i) => i.origin !== 'pk')) {
      const info = await sql<{ name: string; seqno: number }>`select * from pragma_index_info(${index.name})`.execute(db);
      const names = info.rows.sort((a, b) => a.seqno - b.seqno).map((c) => c.name);
      indexes.push(`${index.unique ? 'unique ' : ''}(${names.join(', ')})`);
    }
    const fks = await sql<{
      from: string;
      table: string;
      to: string;
      on_delete: string;
    }>`select * from pragma_foreign_key_list(${name})`.execute(db);
    shape[name] = {
      // SQLite lets a non-integer primary key hold NULL unless told otherwise; PostgreSQL never does: compare the intent.
      // By name, not position: a SQLite migration that rebuilds a column (0015's epoch-ms times) appends it,
      // where PostgreSQL changes it in place; code reads columns by name.
      columns: cols.rows.map((c) => column(c.name, sqliteAffinity(c.type), c.notnull === 1 || c.pk > 0)).sort(),
      primaryKey: primaryKey.map((c) => c.name),
      indexes: indexes.sort(),
      references: fks.rows.map((f) => `${f.from} -> ${f.table}.${f.to} on delete ${f.on_delete.toLowerCase()}`).sort(),
    };
  }
  return shape;
}

export async function postgresShape(db: Db): Promise<Record<string, TableShape>> {
  const cols = await sql<{ table_name: string; column_name: string; data_type: string; is_nullable: string }>`
    select table_name, column_name, data_type, is_nullable from information_schema.columns
    where table_schema = current_schema() order by table_name, column_name`.execute(db);
  const shape: Record<string, TableShape> = {};
  for (const c of cols.rows) {
    shape[c.table_name] ??= { columns: [], primaryKey: [], indexes: [], references: [] };
    shape[c.table_name]!.columns.push(column(c.column_name, PG_TYPES[c.data_type] ?? c.data_type, c.is_nullable === 'NO'));
  }
  for (const table of Object.values(shape)) table.columns.sort();
  const indexes = await sql<{ table: string; unique: boolean; primary: boolean; columns: string[] }>`
    select t.relname as table, i.indisunique as unique, i.indisprimary as primary,
      array(select a.attname::text from unnest(i.indkey) with ordinality k(num, ord)
            join pg_attribute a on a.attrelid = t.oid and a.attnum = k.num order by k.ord) as columns
    from pg_index i join pg_class t on t.oid = i.indrelid join pg_namespace n on n.oid = t.relnamespace
    where n.nspname = current_schema()`.execute(db);
  for (const index of indexes.rows) {
    const table = shape[index.table];
    if (!table) continue;
    if (index.primary) table.primaryKey = index.columns;
    else table.indexes.push(`${index.unique ? 'unique ' : ''}(${index.columns.join(', ')})`);
  }
  const fks = await sql<{ table: string; from: string; to_table: string; to: string; on_delete: string }>`
    select kcu.table_name as table, kcu.column_name as from, ccu.table_name as to_table, ccu.column_name as to, rc.delete_rule as on_delete
    from information_schema.referential_constraints rc
    join information_schema.key_column_usage kcu on kcu.constraint_name = rc.constraint_name and kcu.constraint_schema = rc.constraint_schema
    join information_schema.constraint_column_usage ccu on ccu.constraint_name = rc.unique_constraint_name and ccu.constraint_schema = rc.unique_constraint_schema
    where rc.constraint_schema = current_schema()`.execute(db);
  for (const f of fks.rows) shape[f.table]?.references.push(`${f.from} -> ${f.to_table}.${f.to} on delete ${f.on_delete.toLowerCase()}`);
  for (const table of Object.values(shape)) {
    table.indexes.sort();
    table.references.sort();
  }
  return shape;
}
