import type { Kysely } from 'kysely';
import { serialId } from './portable';

/**
 * One table for every counted throttle (issue 45): the failed sign-ins and the lookups per address
 * were two tables read by two copies of the same sliding window. Their rows live minutes, so the
 * old ones are dropped rather than copied: a restart of the window is all an upgrade costs.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('throttle_hits')
    .ifNotExists()
    .addColumn('id', 'integer', serialId(db))
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('throttle_hits_scope_key_at').ifNotExists().on('throttle_hits').columns(['scope', 'key', 'at']).execute();
  await db.schema.dropTable('login_failures').ifExists().execute();
  await db.schema.dropTable('lookup_requests').ifExists().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('throttle_hits').ifExists().execute();
  await db.schema
    .createTable('login_failures')
    .ifNotExists()
    .addColumn('id', 'integer', serialId(db))
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_failures_scope_at').ifNotExists().on('login_failures').columns(['scope', 'at']).execute();
  await db.schema
    .createTable('lookup_requests')
    .ifNotExists()
    .addColumn('id', 'integer', serialId(db))
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('lookup_requests_address_at').ifNotExists().on('lookup_requests').columns(['address', 'at']).execute();
}
