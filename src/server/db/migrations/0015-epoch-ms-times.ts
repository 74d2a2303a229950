import { SqliteAdapter, sql, type Kysely } from 'kysely';

/**
 * One time encoding (decision 0031): every time column that held ISO-8601 text becomes an integer
 * of epoch milliseconds, as the jobs', rate limits' and lookups' times already were. PostgreSQL
 * converts in place (bigint); SQLite cannot change a column's type, so each gains a new integer
 * column, filled from the text, which then takes the old one's place (indexes made again).
 */
export const ISO_COLUMNS: Record<string, { columns: string[]; nullable?: string[] }> = {
  calculator_configs: { columns: ['updated_at'] },
  operators: { columns: ['created_at', 'updated_at'] },
  sessions: { columns: ['created_at', 'last_seen_at', 'expires_at'] },
  login_failures: { columns: ['at'] },
  banners: { columns: ['updated_at'] },
  blog_cache: { columns: ['fetched_at'] },
  audit_log: { columns: ['at'] },
  jobs: { columns: ['created_at', 'updated_at', 'finished_at'], nullable: ['finished_at'] },
  lol_accounts: { columns: ['refreshed_at', 'created_at', 'updated_at'], nullable: ['refreshed_at'] },
  lol_matches: { columns: ['fetched_at'] },
  skin_catalogue: { columns: ['updated_at'] },
  skin_overrides: { columns: ['updated_at'] },
  skin_videos: { columns: ['added_at'] },
  skins: { columns: ['synced_at'] },
  skin_sync_commits: { columns: ['committed_at'] },
  skin_sync_missing: { columns: ['missing_since'] },
  skin_source_flags: { columns: ['flagged_at'] },
  skin_images: { columns: ['created_at'] },
};

/** Indexes on those columns, which SQLite must drop before the column and make again after. */
const INDEXES = [
  { name: 'login_failures_scope_at', table: 'login_failures', columns: ['scope', 'at'] },
  { name: 'lol_accounts_refresh', table: 'lol_accounts', columns: ['refreshed_at', 'id'] },
];

async function convert(db: Kysely<unknown>, toMs: boolean): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  if (sqlite) for (const index of INDEXES) await db.schema.dropIndex(index.name).ifExists().execute();
  for (const [table, { columns, nullable = [] }] of Object.entries(ISO_COLUMNS)) {
    for (const column of columns) {
      const ref = sql.ref(column);
      if (!sqlite) {
        const using = toMs
          ? sql`round(extract(epoch from ${ref}::timestamptz) * 1000)::bigint`
          : sql`to_char(to_timestamp(${ref} / 1000.0) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
        await sql`alter table ${sql.table(table)} alter column ${ref} type ${sql.raw(toMs ? 'bigint' : 'text')} using ${using}`.execute(db);
        continue;
      }
      const temporary = `${column}__new`;
      const notNull = !nullable.includes(column);
      await db.schema
        .alterTable(table)
        .addColumn(temporary, toMs ? 'integer' : 'text', (c) => (notNull ? c.notNull().defaultTo(toMs ? 0 : '') : c))
        .execute();
      const value = toMs
        ? sql`cast(round((julianday(${ref}) - 2440587.5) * 86400000) as integer)`
        : sql`strftime('%Y-%m-%dT%H:%M:%fZ', ${ref} / 1000.0, 'unixepoch')`;
      await sql`update ${sql.table(table)} set ${sql.ref(temporary)} = ${value}`.execute(db);
      await db.schema.alterTable(table).dropColumn(column).execute();
      await db.schema.alterTable(table).renameColumn(temporary, column).execute();
    }
  }
  if (sqlite) for (const index of INDEXES) await db.schema.createIndex(index.name).on(index.table).columns(index.columns).execute();
}

export const up = (db: Kysely<unknown>): Promise<void> => convert(db, true);
export const down = (db: Kysely<unknown>): Promise<void> => convert(db, false);
