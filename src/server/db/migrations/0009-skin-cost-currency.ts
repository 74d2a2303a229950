import { sql, type Kysely } from 'kysely';

/**
 * The currency of a skin's cost (issue 19): the wiki prices some skins in Blue Essence, Mythic
 * Essence, event tokens or Prestige Points, which must not read as RP. Rows stored before this
 * held store prices only, so a stored cost is RP until the next seed or sync writes the real currency.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('skins').addColumn('cost_currency', 'text').execute();
  await sql`update skins set cost_currency = 'RP' where cost is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('skins').dropColumn('cost_currency').execute();
}
