import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import type { RevisionAction, RevisionEntry } from '../../shared/api/revisions';
import type { Change } from '../../shared/changes';

/** One resource: its kind ('prices', 'banner', 'waste-banner', 'skin') and key (a game id, a banner id, a riot id). */
export interface ResourceRef {
  kind: string;
  key: string;
}

// The table's own row type (db/schema.ts): both stores answer its bigint columns as numbers.
type Row = Omit<Database['revisions'], 'kind' | 'key'>;

/** A revision as stored: its time in epoch ms (replies write it as ISO text: revisioned-resource.ts). */
export type StoredRevision = Omit<RevisionEntry, 'at'> & { at: number };

const toEntry = (row: Row): StoredRevision => ({
  revision: row.revision,
  at: row.at,
  actor: row.actor,
  action: row.action as RevisionAction,
  restoredFrom: row.restored_from,
  changes: JSON.parse(row.changes) as Change[],
  value: JSON.parse(row.value) as unknown,
  requestId: row.request_id,
  note: row.note,
});

/** The resource's current revision, or null when it has none yet (it counts as revision 1: decision 0032). */
export async function readHead(db: Db, { kind, key }: ResourceRef): Promise<number | null> {
  const row = await db.selectFrom('revision_heads').select('revision').where('kind', '=', kind).where('key', '=', key).executeTakeFirst();
  return row ? row.revision : null;
}

export async function readHeads(db: Db, kind: string, keys: readonly string[]): Promise<Map<string, number>> {
  const heads = new Map(keys.map((key) => [key, 1]));
  if (keys.length === 0) return heads;
  const rows = await db
    .selectFrom('revision_heads')
    .select(['key', 'revision'])
    .where('kind', '=', kind)
    .where('key', 'in', keys)
    .execute();
  for (const row of rows) heads.set(row.key, row.revision);
  return heads;
}

/** Makes the value as stored now revision 1 of a resource that has no head; a concurrent writer doing the same is harmless. */
export async function startHistory(db: Db, ref: ResourceRef, value: unknown, at: number): Promise<void> {
  await db
    .insertInto('revision_heads')
    .values({ ...ref, revision: 1 })
    .onConflict((oc) => oc.columns(['kind', 'key']).doNothing())
    .execute();
  await db
    .insertInto('revisions')
    .values({
      ...ref,
      revision: 1,
      value: JSON.stringify(value),
      changes: '[]',
      actor: 'system',
      action: 'save',
      restored_from: null,
      at,
      request_id: null,
      note: null,
    })
    .onConflict((oc) => oc.columns(['kind', 'key', 'revision']).doNothing())
    .execute();
}

/**
 * On PostgreSQL a concurrent writer waits on the row and then finds it moved, so two instances cannot
 * both succeed. False when the head had moved.
 */
export async function advanceHead(db: Db, ref: ResourceRef, base: number): Promise<boolean> {
  const result = await db
    .updateTable('revision_heads')
    .set({ revision: base + 1 })
    .where('kind', '=', ref.kind)
    .where('key', '=', ref.key)
    .where('revision', '=', base)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export interface NewRevision {
  revision: number;
  value: unknown;
  changes: readonly Change[];
  actor: string;
  action: RevisionAction;
  restoredFrom: number | null;
  at: number;
  requestId: string | null;
  note: string | null;
}

export async function insertRevision(db: Db, ref: ResourceRef, entry: NewRevision): Promise<void> {
  await db
    .insertInto('revisions')
    .values({
      ...ref,
      revision: entry.revision,
      value: JSON.stringify(entry.value),
      changes: JSON.stringify(entry.changes),
      actor: entry.actor,
      action: entry.action,
      restored_from: entry.restoredFrom,
      at: entry.at,
      request_id: entry.requestId,
      note: entry.note,
    })
    .execute();
}

const columns = ['revision', 'value', 'changes', 'actor', 'action', 'restored_from', 'at', 'request_id', 'note'] as const;

const revisionsOf = (db: Db, ref: ResourceRef) =>
  db.selectFrom('revisions').select(columns).where('kind', '=', ref.kind).where('key', '=', ref.key);

export async function readRevision(db: Db, ref: ResourceRef, revision: number): Promise<StoredRevision | null> {
  const row = await revisionsOf(db, ref).where('revision', '=', revision).executeTakeFirst();
  return row ? toEntry(row) : null;
}

export async function listRevisions(db: Db, ref: ResourceRef, limit: number): Promise<StoredRevision[]> {
  const rows = await revisionsOf(db, ref).orderBy('revision', 'desc').limit(limit).execute();
  return rows.map(toEntry);
}
