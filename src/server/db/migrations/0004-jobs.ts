import { sql, type Kysely } from 'kysely';
import { serialId } from './portable';

/**
 * Shared machinery of issue 12: the job runner's table and the upstream rate-limit buckets.
 * Times the runner and limiter compare are epoch milliseconds (bigint), the rest ISO text.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('jobs')
    .ifNotExists()
    .addColumn('id', 'integer', serialId(db))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('job_key', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('progress', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('lease_owner', 'text')
    .addColumn('lease_until', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('run_after', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema.createIndex('jobs_pick').ifNotExists().on('jobs').columns(['state', 'priority', 'id']).execute();
  await db.schema.createIndex('jobs_name_key').ifNotExists().on('jobs').columns(['name', 'job_key', 'id']).execute();
  // One unfinished run per job and key: a second request for the same work joins the first.
  await sql`create unique index if not exists jobs_one_active on jobs (name, job_key) where state in ('queued', 'running')`.execute(db);

  await db.schema
    .createTable('rate_buckets')
    .ifNotExists()
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('limits', 'text')
    .addColumn('blocked_until', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('touched_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('rate_permits')
    .ifNotExists()
    .addColumn('id', 'integer', serialId(db))
    .addColumn('bucket', 'text', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_permits_bucket_at').ifNotExists().on('rate_permits').columns(['bucket', 'at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['rate_permits', 'rate_buckets', 'jobs']) await db.schema.dropTable(table).ifExists().execute();
}
