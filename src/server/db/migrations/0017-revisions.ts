import { sql, type Kysely } from 'kysely';

/**
 * Revisions of what operators edit (decision 0032): `revision_heads` holds each resource's current
 * revision (the compare-and-set row: UPDATE … WHERE revision = :base), `revisions` every stored
 * value with its changes. The audit log gains the request id and the changes of each edit.
 * Stored price configs and banners become revision 1, so visitors see no change; a resource
 * without a head (a skin, a game seeded later) is revision 1 as it stands until its first write.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('revision_heads')
    .ifNotExists()
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('revision_heads_pk', ['kind', 'key'])
    .execute();
  await db.schema
    .createTable('revisions')
    .ifNotExists()
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('changes', 'text', (c) => c.notNull())
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('restored_from', 'integer')
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('request_id', 'text')
    .addPrimaryKeyConstraint('revisions_pk', ['kind', 'key', 'revision'])
    .execute();
  await db.schema.alterTable('audit_log').addColumn('request_id', 'text').execute();
  await db.schema.alterTable('audit_log').addColumn('changes', 'text').execute();

  const now = Date.now();
  // Times may still be ISO text (before migration 0015) or epoch ms already; either reads as ms.
  const ms = (value: unknown): number => {
    const n = typeof value === 'number' ? value : /^\d+$/.test(String(value)) ? Number(value) : Date.parse(String(value));
    return Number.isFinite(n) ? n : now;
  };
  const configs = await sql<{ game_id: string; config: string; updated_at: unknown; updated_by: string | null }>`
    select game_id, config, updated_at, updated_by from calculator_configs`.execute(db);
  const banners = await sql<{
    id: number;
    kind: string;
    position: number;
    hidden: number;
    image_url: string;
    link: string;
    updated_at: unknown;
  }>`
    select id, kind, position, hidden, image_url, link, updated_at from banners`.execute(db);
  const firsts = [
    ...configs.rows.map((row) => ({
      kind: 'prices',
      key: row.game_id,
      value: row.config,
      actor: row.updated_by ?? 'system',
      at: ms(row.updated_at),
    })),
    ...banners.rows.map((row) => ({
      kind: row.kind === 'waste' ? 'waste-banner' : 'banner',
      key: String(row.id),
      value: JSON.stringify({ position: Number(row.position), hidden: Number(row.hidden) === 1, imageUrl: row.image_url, link: row.link }),
      actor: 'system',
      at: ms(row.updated_at),
    })),
  ];
  for (const first of firsts) {
    await sql`insert into revision_heads (kind, key, revision) values (${first.kind}, ${first.key}, 1)`.execute(db);
    await sql`insert into revisions (kind, key, revision, value, changes, actor, action, restored_from, at, request_id)
      values (${first.kind}, ${first.key}, 1, ${first.value}, '[]', ${first.actor}, 'save', null, ${first.at}, null)`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('audit_log').dropColumn('changes').execute();
  await db.schema.alterTable('audit_log').dropColumn('request_id').execute();
  await db.schema.dropTable('revisions').ifExists().execute();
  await db.schema.dropTable('revision_heads').ifExists().execute();
}
