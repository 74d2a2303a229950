import crypto from 'node:crypto';
import type { Db } from '../db/database';
import type { SessionOperator } from './operator-request';

/** Signed out after two idle hours, and after seven days whatever happens. */
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
export const SESSION_MAX_MS = 7 * 24 * 60 * 60 * 1000;
// Sliding last_seen_at on every request would write on every read; once a minute is plenty.
const TOUCH_EVERY_MS = 60 * 1000;

// Only a digest is stored: someone reading the database (or a backup) cannot ride a session.
const digest = (token: string): string => crypto.createHash('sha256').update(token).digest('hex');

export async function createSession(db: Db, operatorId: number, now = new Date()): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  const at = now.getTime();
  await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expires_at', '<=', at), eb('last_seen_at', '<=', at - SESSION_IDLE_MS)]))
    .execute();
  await db
    .insertInto('sessions')
    .values({
      id: digest(token),
      operator_id: operatorId,
      created_at: at,
      last_seen_at: at,
      expires_at: at + SESSION_MAX_MS,
    })
    .execute();
  return token;
}

/** The operator behind a live session token, sliding its idle window; null when absent or expired. */
export async function resolveSession(db: Db, token: string | undefined, now = new Date()): Promise<SessionOperator | null> {
  if (!token || token.length > 100) return null;
  const id = digest(token);
  const row = await db
    .selectFrom('sessions')
    .innerJoin('operators', 'operators.id', 'sessions.operator_id')
    .select(['sessions.operator_id', 'sessions.last_seen_at', 'sessions.expires_at', 'operators.username'])
    .where('sessions.id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const lastSeen = row.last_seen_at;
  if (row.expires_at <= now.getTime() || lastSeen + SESSION_IDLE_MS <= now.getTime()) {
    await db.deleteFrom('sessions').where('id', '=', id).execute();
    return null;
  }
  if (now.getTime() - lastSeen >= TOUCH_EVERY_MS) {
    await db.updateTable('sessions').set({ last_seen_at: now.getTime() }).where('id', '=', id).execute();
  }
  return { operatorId: row.operator_id, username: row.username };
}

export async function endSession(db: Db, token: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', digest(token)).execute();
}
