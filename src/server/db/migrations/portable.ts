import { SqliteAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/** An auto-numbered primary key: INTEGER PRIMARY KEY AUTOINCREMENT on SQLite, an identity column on PostgreSQL. */
export function serialId(db: Kysely<unknown>): (column: ColumnDefinitionBuilder) => ColumnDefinitionBuilder {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  return (column) => (sqlite ? column.primaryKey().autoIncrement() : column.primaryKey().generatedByDefaultAsIdentity());
}

/** A binary column: BLOB on SQLite, BYTEA on PostgreSQL (both read back as a Buffer). */
export function bytesType(db: Kysely<unknown>): 'blob' | 'bytea' {
  return db.getExecutor().adapter instanceof SqliteAdapter ? 'blob' : 'bytea';
}
