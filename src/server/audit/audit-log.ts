import type { Db } from '../db/database';
import type { AuditEntry } from '../../shared/api/dashboard';
import type { ActivityEntry, ActivityQuery } from '../../shared/api/activity';
import type { Change } from '../../shared/changes';
import { isoTime } from '../../shared/api/envelope';

export interface AuditRecord {
  /** Who made the change: an operator's username, or "system"/"cli" for bootstrap and the command line. */
  actor: string;
  /** What kind of change, e.g. "banner.save", "calculator.reset", "operator.set-key", "login.failure". */
  action: string;
  /** What was changed, e.g. "banner:3", a game id, "operator:admin", "ip:203.0.113.9". */
  target: string;
  /** Anything worth keeping about the change; never keys or hashes. */
  detail?: unknown;
  /** The X-Request-Id of the reply that made it (absent for the command line). */
  requestId?: string;
  /** For edits: what changed, [{path, before, after}]. */
  changes?: readonly Change[];
}

/** Appends one row to audit_log. Callers pass a transaction when the change itself is in one. */
export async function recordAudit(db: Db, record: AuditRecord, at = new Date()): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      at: at.getTime(),
      actor: record.actor,
      action: record.action,
      target: record.target,
      detail: record.detail === undefined ? null : JSON.stringify(record.detail),
      request_id: record.requestId ?? null,
      changes: record.changes === undefined ? null : JSON.stringify(record.changes),
    })
    .execute();
}

export async function recentAudit(db: Db, limit = 20): Promise<AuditEntry[]> {
  const rows = await db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').limit(limit).execute();
  return rows.map((row) => ({
    id: row.id,
    at: isoTime(row.at),
    actor: row.actor,
    action: row.action,
    target: row.target,
    detail: row.detail === null ? null : (JSON.parse(row.detail) as unknown),
  }));
}

/**
 * One page of the activity log, newest first: `before` an entry id (the previous page's `next`);
 * `action` matches a whole action ('calculator.save') or one of its parts ('save', 'login');
 * `actor` an exact username.
 */
export async function listActivity(db: Db, query: ActivityQuery): Promise<{ entries: ActivityEntry[]; next: number | null }> {
  const limit = query.limit ?? 50;
  let select = db
    .selectFrom('audit_log')
    .selectAll()
    .orderBy('id', 'desc')
    .limit(limit + 1);
  if (query.before !== undefined) select = select.where('id', '<', query.before);
  if (query.actor) select = select.where('actor', '=', query.actor);
  const action = query.action;
  if (action) {
    select = select.where((eb) =>
      eb.or([eb('action', '=', action), eb('action', 'like', `${action}.%`), eb('action', 'like', `%.${action}`)]),
    );
  }
  const rows = await select.execute();
  const page = rows.slice(0, limit).map((row): ActivityEntry => ({
    id: row.id,
    at: isoTime(row.at),
    actor: row.actor,
    action: row.action,
    target: row.target,
    detail: row.detail === null ? null : (JSON.parse(row.detail) as unknown),
    requestId: row.request_id,
    changes: row.changes === null ? null : (JSON.parse(row.changes) as Change[]),
  }));
  return { entries: page, next: rows.length > limit ? page[page.length - 1]!.id : null };
}
