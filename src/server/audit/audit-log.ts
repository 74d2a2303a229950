import type { Db } from '../db/database';
import type { AuditEntry } from '../../shared/api/dashboard';

export interface AuditRecord {
  /** Who made the change: an operator's username, or "system"/"cli" for bootstrap and the command line. */
  actor: string;
  /** What kind of change, e.g. "banner.save", "calculator.reset", "operator.set-key", "login.failure". */
  action: string;
  /** What was changed, e.g. "banner:3", a game id, "operator:admin", "ip:203.0.113.9". */
  target: string;
  /** Anything worth keeping about the change; never keys or hashes. */
  detail?: unknown;
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
    })
    .execute();
}

/** The latest entries, newest first. */
export async function recentAudit(db: Db, limit = 20): Promise<AuditEntry[]> {
  const rows = await db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').limit(limit).execute();
  return rows.map((row) => ({
    id: row.id,
    at: new Date(row.at).toISOString(),
    actor: row.actor,
    action: row.action,
    target: row.target,
    detail: row.detail === null ? null : (JSON.parse(row.detail) as unknown),
  }));
}
